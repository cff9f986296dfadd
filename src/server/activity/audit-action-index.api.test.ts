import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@shared/audit-fields';
import { dataMigrations } from '../db/schema/data-migrations';
import { queryRows } from '../db/sql-helpers';
import { runDataMigration } from '../data-migrations/data-migrations';
import { createTestApp, type TestApp } from '../test/test-app';
import { activityWhere, newestFirst } from './activity.repository';
import { AUDIT_ACTION_INDEX, auditActionIndex } from './audit-action-index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const run = () =>
  runDataMigration(t.db, auditActionIndex, { now: () => new Date(), log: { info: () => undefined } });
const valid = async () =>
  (
    await queryRows<{ valid: boolean }>(
      t.db,
      sql`select x.indisvalid as valid from pg_index x join pg_class i on i.oid = x.indexrelid
          where i.relname = ${AUDIT_ACTION_INDEX}`,
    )
  ).map((r) => r.valid);

describe('the audit trail’s index by action, built while the app serves', () => {
  it('is built by its upgrade, and built again when a build was interrupted', async () => {
    expect(await valid()).toEqual([]);
    expect(await auditActionIndex.pending(t.db)).toBe(1);
    await run();
    expect(await valid()).toEqual([true]);
    expect(await auditActionIndex.pending(t.db)).toBe(0);

    // An interrupted CREATE INDEX CONCURRENTLY leaves the index invalid; the next start rebuilds it.
    await t.db.execute(
      sql`update pg_index set indisvalid = false where indexrelid = ${AUDIT_ACTION_INDEX}::regclass`,
    );
    await t.db.delete(dataMigrations).where(eq(dataMigrations.name, auditActionIndex.name));
    expect(await auditActionIndex.pending(t.db)).toBe(1);
    await run();
    expect(await valid()).toEqual([true]);
  });

  it('serves the Activity list filtered by action in its own order, no row sorted', async () => {
    await run();
    // A trail where one action is rare, as purges are (one in a hundred).
    await t.db.execute(sql`insert into audit_log (action, entity, entity_id, created_at)
      select case when g % 100 = 0 then 'purge' else ${AUDIT_ACTIONS[1]} end, 'jobs', g::text,
             now() - g * interval '1 minute'
      from generate_series(1, 5000) g`);
    await t.db.execute(sql`analyze audit_log`);
    const q = { action: 'purge' as const, sort: undefined, start_date: undefined, end_date: undefined };
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_sort = off`);
      const rows = await queryRows<Record<string, string>>(
        tx,
        sql`explain select id from audit_log where ${activityWhere(q, 'America/New_York')}
            order by ${sql.join(newestFirst(q), sql`, `)} limit 26`,
      );
      return rows.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan, plan).toMatch(new RegExp(`Index (Only )?Scan using ${AUDIT_ACTION_INDEX}`));
  });
});
