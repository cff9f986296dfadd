/**
 * What other modules may use of jobs/ (decision 0056), each name from the file it lives in. Lint
 * refuses another module's import of any other file here; nothing inside jobs/ imports this one.
 */
export { JOBS_KEYSET, jobsWhere, selectJobRows, type JobsFilter } from './jobs.repository';
