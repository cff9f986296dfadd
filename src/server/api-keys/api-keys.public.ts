/**
 * What other modules may use of api-keys/ (decision 0056), each name from the file it lives in. Lint
 * refuses another module's import of any other file here; nothing inside api-keys/ imports this one.
 */
export { keyMayCall } from './key-scopes';
