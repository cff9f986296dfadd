/**
 * What other modules may use of activity/ (decision 0056), each name from the file it lives in. Lint
 * refuses another module's import of any other file here; nothing inside activity/ imports this one.
 */
export { activityWhere } from './activity.repository';
export { AUDIT_COLUMNS, readableEntries, type AuditRow } from './audit-entries';
