/**
 * What other modules may use of webhooks/ (decision 0056), each name from the file it lives in. Lint
 * refuses another module's import of any other file here; nothing inside webhooks/ imports this one.
 */
export { emitEvent, listenToEvents } from './webhook-events';
