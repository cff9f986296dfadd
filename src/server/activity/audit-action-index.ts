import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/sql-helpers';
import type { DataMigration } from '../data-migrations/data-migrations.public';

/** Named beside the table's others (db/schema/audit.ts), but built here rather than by a migration. */
export const AUDIT_ACTION_INDEX = 'audit_log_action_time_idx';

async function indexState(db: Db): Promise<'missing' | 'invalid' | 'valid'> {
  const [found] = await queryRows<{ valid: boolean }>(
    db,
    sql`select x.indisvalid as valid from pg_index x join pg_class i on i.oid = x.indexrelid
        where i.relname = ${AUDIT_ACTION_INDEX}`,
  );
  if (!found) return 'missing';
  return found.valid ? 'valid' : 'invalid';
}

/**
 * The Activity list filtered by action (issue 34: "purge", 1 % of a million rows, took 390 ms to
 * walk the time index for its page and count). The audit trail is the largest table there is and
 * every audited write adds to it, so its index is built after the app listens, without a lock
 * that stops writes (CREATE INDEX CONCURRENTLY, outside any transaction), as a data migration
 * (decision 0051): one step, and again at the next start if it was interrupted, which leaves an
 * invalid index that is dropped first.
 */
export const auditActionIndex: DataMigration = {
  name: 'audit-action-index',
  label: 'index of the audit trail by action',
  pending: async (db) => ((await indexState(db)) === 'valid' ? 0 : 1),
  async step(db, after) {
    if (after > 0) return { changed: 0, last: null };
    const state = await indexState(db);
    if (state === 'invalid')
      await db.execute(sql.raw(`drop index concurrently if exists ${AUDIT_ACTION_INDEX}`));
    if (state !== 'valid') {
      await db.execute(
        sql.raw(`create index concurrently if not exists ${AUDIT_ACTION_INDEX}
          on audit_log (action, created_at desc nulls last, id desc nulls last)`),
      );
    }
    return { changed: 1, last: 1 };
  },
};
