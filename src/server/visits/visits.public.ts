/**
 * What other modules may use of visits/ (decision 0056), each name from the file it lives in. Lint
 * refuses another module's import of any other file here; nothing inside visits/ imports this one.
 */
export { settleVisits, visitForNewReport } from './report-visits';
export { addMissingVisits, waitForGenerationLock } from './visit-generation';
export { SOONEST_FIRST, visitRows } from './visit-rows';
export { visitById } from './visits.repository';
