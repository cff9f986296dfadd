/**
 * What other modules may use of data-migrations/ (decision 0056), each name from the file it lives in. Lint
 * refuses another module's import of any other file here; nothing inside data-migrations/ imports this one.
 */
export { type DataMigration } from './data-migrations';
export { concurrentIndex, indexState } from './concurrent-index';
