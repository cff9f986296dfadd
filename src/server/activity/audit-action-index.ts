import { concurrentIndex } from '../data-migrations/data-migrations.public';

/** Named beside the table's others (db/schema/audit.ts), but built here rather than by a migration. */
export const AUDIT_ACTION_INDEX = 'audit_log_action_time_idx';

/**
 * The Activity list filtered by action (issue 34: "purge", 1 % of a million rows, took 390 ms to
 * walk the time index for its page and count). The audit trail is the largest table there is and
 * every audited write adds to it, so its index is built after the app listens (decision 0077).
 */
export const auditActionIndex = concurrentIndex({
  name: 'audit-action-index',
  label: 'index of the audit trail by action',
  index: AUDIT_ACTION_INDEX,
  definition: `audit_log (action, created_at desc nulls last, id desc nulls last)`,
});
