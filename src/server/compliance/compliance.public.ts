/**
 * What other modules may use of compliance/ (decision 0056), each name from the file it lives in.
 * Lint refuses another module's import of any other file here; nothing inside compliance/ imports this one.
 */
export { listFilings } from './filings.repository';
