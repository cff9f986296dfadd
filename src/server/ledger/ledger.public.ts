/**
 * What other modules may use of ledger/ (decision 0056), each name from the file it lives in. Lint
 * refuses another module's import of any other file here; nothing inside ledger/ imports this one.
 */
export { appendLedgerEntry, currentCode, issueFinishedReport, newLedgerCode } from './ledger.repository';
