import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE, Role } from '@shared/constants';
import type { SessionUser } from '../auth/auth.public';
import type { Db } from '../db/client';
import { orderOf } from '../db/keyset';
import { EXACT_COUNT_LIMIT } from '../db/list-count';
import { queryRows } from '../db/sql-helpers';
import { runDataMigration } from '../data-migrations/data-migrations';
import { createTestApp, type TestApp } from '../test/test-app';
import { insertAssignedJob } from './reports.fixtures';
import { REPORTS_KEYSET, reportsWhere } from './reports.repository';
import { REPORTS_TEMPLATE_INDEX, reportsTemplateIndex } from './report-template-index';

let t: TestApp;
let technician: number;
let job: number;
beforeAll(async () => {
  t = await createTestApp();
  technician = await t.createUser({ typeId: Role.Technician });
  job = await insertAssignedJob(t.db);
});
afterAll(() => t.close());

const run = () =>
  runDataMigration(t.db, reportsTemplateIndex, { now: () => new Date(), log: { info: () => undefined } });
const plan = async (db: Db, query: SQL) =>
  (await queryRows<Record<string, string>>(db, sql`explain ${query}`))
    .map((r) => Object.values(r)[0])
    .join('\n');

describe('the reports’ index by template, built while the app serves', () => {
  it('is built by its upgrade', async () => {
    expect(await reportsTemplateIndex.pending(t.db)).toBe(1);
    await run();
    expect(await reportsTemplateIndex.pending(t.db)).toBe(0);
  });

  it('serves a page and the count of the reports of the few templates a text names, from the templates’ ranges', async () => {
    await run();
    const admin = { id: technician, typeId: Role.Admin } as SessionUser;
    const plans: string[] = [];
    const done = t.db.transaction(async (tx) => {
      // As at the benchmark: a text naming 3 templates of many, whose reports are a few in a
      // thousand, spread over the years, so the list's start-date index holds them far apart.
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`insert into templates (name, company_name, status_id)
        select case when g <= 3 then 'Zanzibar form ' || g else 'Other form ' || g end, 'Co', 1
        from generate_series(1, 60) g`);
      await tx.execute(sql`insert into reports (job_id, template_id, user_id, status_id, start_date, snapshot)
        select ${job}, (select min(id) from templates where name = case when i % 300 = 0
                 then 'Zanzibar form ' || (1 + i % 3) else 'Other form ' || (4 + i % 57) end),
               ${technician}, 3, timestamptz '2026-01-15 12:00Z' - i * interval '1 hour', '{}'::jsonb
        from generate_series(1, 30000) i`);
      await tx.execute(sql`analyze reports`);
      await tx.execute(sql`analyze templates`);
      const { where } = await reportsWhere(tx, { filter: 'zanzibar' }, admin, 'America/New_York');
      const order = sql.join(orderOf(REPORTS_KEYSET), sql`, `);
      plans.push(
        await plan(tx, sql`select id from reports where ${where} order by ${order} limit ${PAGE_SIZE + 1}`),
      );
      plans.push(
        await plan(
          tx,
          sql`select count(*) from (select 1 from reports where ${where} limit ${EXACT_COUNT_LIMIT + 1}) c`,
        ),
      );
      tx.rollback();
    });
    await expect(done).rejects.toThrow(/rollback/i);
    const [page, count] = plans;
    // Not a walk of the list's index (reports_list_idx) through the other templates' reports.
    expect(page, page).toMatch(
      new RegExp(`(Bitmap Index|Index|Index Only) Scan (using|on) ${REPORTS_TEMPLATE_INDEX}`),
    );
    expect(page, page).not.toMatch(/reports_list_idx/);
    expect(count, count).toMatch(
      new RegExp(`(Bitmap Index|Index|Index Only) Scan (using|on) ${REPORTS_TEMPLATE_INDEX}`),
    );
  });
});
