import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, Status } from '@shared/constants';
import type { ScheduleLanePage } from '@shared/schemas/visits';
import { dataMigrations } from '../db/schema/data-migrations';
import { users } from '../db/schema/users';
import { visits, visitUsers } from '../db/schema/visits';
import { queryRows } from '../db/sql-helpers';
import { runDataMigration } from '../data-migrations/data-migrations';
import { insertAssignedJob } from '../reports/reports.fixtures';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import {
  scheduleDaysMigrations,
  scheduleDaysReady,
  UNASSIGNED_VISITS_INDEX,
  VISIT_USERS_DAY_INDEX,
} from './schedule-days';
import { laneSql, unassignedSql } from './schedule-lane-page';
import { scopeOf } from './schedule-scope';
import { insertVisit } from './visits.fixtures';

/** The schedule's kept days and unassigned marks (decision 0078), on both databases. */
let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
});
afterAll(() => t.close());

const log = { info: () => undefined };
const [fill] = scheduleDaysMigrations;

/** A visit's mark and its people's kept days, as [user, day] in user order. */
async function kept(visit: number) {
  const [v] = await t.db.select({ unassigned: visits.unassigned }).from(visits).where(eq(visits.id, visit));
  const days = await t.db
    .select({ user: visitUsers.userId, date: visitUsers.date })
    .from(visitUsers)
    .where(eq(visitUsers.visitId, visit))
    .orderBy(visitUsers.userId);
  return { unassigned: v?.unassigned, days: days.map((d) => [d.user, d.date]) };
}

const patch = async (visit: number, payload: object) => {
  const res = await t.request(admin, { method: 'PATCH', url: `/api/visits/${visit}`, payload });
  expect(res.statusCode, res.body).toBe(200);
};

describe('the kept days and unassigned marks', () => {
  it('follow a visit made, moved, and its people added, replaced and taken off, none of it audited', async () => {
    const a = await t.createUser({ name: 'Kept Ann', typeId: Role.Technician });
    const b = await t.createUser({ name: 'Kept Bob', typeId: Role.Technician });
    const job = await insertAssignedJob(t.db);
    const made = await t.request(admin, {
      method: 'POST',
      url: '/api/visits',
      payload: { job_id: job, date: '2027-03-01', technician_ids: [a] },
    });
    expect(made.statusCode, made.body).toBe(201);
    const v = made.json<{ visit: { id: number } }>().visit.id;
    expect(await kept(v)).toEqual({ unassigned: false, days: [[a, '2027-03-01']] });

    await patch(v, { date: '2027-03-04' });
    expect(await kept(v)).toEqual({ unassigned: false, days: [[a, '2027-03-04']] });
    await patch(v, { technician_ids: [a, b] });
    expect(await kept(v)).toEqual({
      unassigned: false,
      days: [
        [a, '2027-03-04'],
        [b, '2027-03-04'],
      ],
    });
    await patch(v, { technician_ids: [b] });
    expect(await kept(v)).toEqual({ unassigned: false, days: [[b, '2027-03-04']] });
    await patch(v, { technician_ids: [] });
    expect(await kept(v)).toEqual({ unassigned: true, days: [] });

    // Straight to the tables, several rows a statement, as a load or the day's reassignment writes.
    const w = await insertVisit(t.db, { jobId: job, date: '2027-03-02' });
    expect(await kept(w)).toEqual({ unassigned: true, days: [] });
    await t.db.insert(visitUsers).values([
      { visitId: v, userId: a },
      { visitId: w, userId: a },
      { visitId: w, userId: b },
    ]);
    expect(await kept(v)).toEqual({ unassigned: false, days: [[a, '2027-03-04']] });
    expect(await kept(w)).toEqual({
      unassigned: false,
      days: [
        [a, '2027-03-02'],
        [b, '2027-03-02'],
      ],
    });
    await t.db
      .update(visits)
      .set({ date: '2027-03-05' })
      .where(inArray(visits.id, [v, w]));
    expect((await kept(w)).days).toEqual([
      [a, '2027-03-05'],
      [b, '2027-03-05'],
    ]);
    await t.db.delete(visitUsers).where(eq(visitUsers.userId, a));
    expect(await kept(v)).toEqual({ unassigned: true, days: [] });
    expect(await kept(w)).toEqual({ unassigned: false, days: [[b, '2027-03-05']] });

    // What the triggers keep is no one's change: no audit row holds it or is made for it.
    const logged = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_log
          where (entity = 'visits' and (before ? 'unassigned' or after ? 'unassigned'))
             or (entity = 'visit_users' and (before ? 'date' or after ? 'date'))
             or (entity = 'visit_users' and action = 'update')`,
    );
    expect(logged[0]!.n).toBe(0);
  });

  it('are filled for older rows in batches after the start, resumably; the board reads the same before and after', async () => {
    const left = await t.createUser({ name: 'Fill Gone', typeId: Role.Technician });
    await t.db.update(users).set({ statusId: Status.Inactive }).where(eq(users.id, left));
    const on = await t.createUser({ name: 'Fill On', typeId: Role.Technician });
    const job = await insertAssignedJob(t.db);
    const week = 'from=2027-04-05&to=2027-04-11&technician=fill&lane_page=1';
    const ids = [
      await insertVisit(t.db, { jobId: job, date: '2027-04-05', people: [left] }),
      await insertVisit(t.db, { jobId: job, date: '2027-04-06' }),
      await insertVisit(t.db, { jobId: job, date: '2027-04-07', people: [on, left] }),
      await insertVisit(t.db, { jobId: job, date: '2027-04-20', people: [left] }),
    ];
    const expected = await Promise.all(ids.map(kept));
    const read = async () => {
      const res = await t.request(admin, { method: 'GET', url: `/api/schedule?${week}` });
      const body = res.json<ScheduleLanePage>();
      return {
        lanes: body.technicians.map((p) => p.id),
        count: body.lane_count,
        visits: body.visits.map((v) => v.id),
      };
    };
    const before = await read();
    expect(before).toEqual({ lanes: [left, on], count: 2, visits: ids.slice(0, 3) });

    // As an upgraded database holds them: every row from before migration 0047 null.
    await t.db.execute(sql`update visit_users set date = null`);
    await t.db.execute(sql`update visits set unassigned = null`);
    const names = scheduleDaysMigrations.map((m) => m.name);
    await t.db.delete(dataMigrations).where(inArray(dataMigrations.name, names));
    expect(await scheduleDaysReady(t.db)).toBe(false);
    expect(await read()).toEqual(before);
    expect(await fill!.pending(t.db)).toBeGreaterThanOrEqual(7);

    // Stopped after its first batch, as a shutdown stops it: the next start goes on from there.
    let batches = 0;
    await runDataMigration(t.db, fill!, {
      now: () => new Date(),
      log,
      size: 2,
      stopped: () => batches++ >= 1,
    });
    const [row] = await t.db.select().from(dataMigrations).where(eq(dataMigrations.name, fill!.name));
    expect(row!.finishedAt).toBeNull();
    expect(row!.afterId).toBeGreaterThan(0);
    expect(await scheduleDaysReady(t.db)).toBe(false);
    for (const m of scheduleDaysMigrations)
      await runDataMigration(t.db, m, { now: () => new Date(), log, size: 2 });
    expect(await Promise.all(ids.map(kept))).toEqual(expected);
    expect(await fill!.pending(t.db)).toBe(0);
    expect(await scheduleDaysReady(t.db)).toBe(true);
    expect(await read()).toEqual(before);
  });

  it('serve the number of lanes and the unassigned visits from their indexes', async () => {
    for (const m of scheduleDaysMigrations) await runDataMigration(t.db, m, { now: () => new Date(), log });
    // Someone who left with years of visits, as at the benchmark, and a week of unassigned ones.
    const left = await t.createUser({ name: 'Plan Gone', typeId: Role.Technician });
    await t.db.update(users).set({ statusId: Status.Inactive }).where(eq(users.id, left));
    const job = await insertAssignedJob(t.db);
    await t.db.execute(sql`insert into visits (job_id, date)
      select ${job}, date '2024-01-01' + (g % 1000) from generate_series(1, 3000) g`);
    await t.db.execute(sql`insert into visit_users (visit_id, user_id)
      select id, ${left} from visits where job_id = ${job} and id % 3 <> 0`);
    await t.db.execute(sql`analyze visits`);
    await t.db.execute(sql`analyze visit_users`);
    const q = { from: '2025-06-02', to: '2025-06-08' };
    const plan = (query: ReturnType<typeof sql>) =>
      t.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const rows = await queryRows<Record<string, string>>(tx, sql`explain ${query}`);
        return rows.map((r) => Object.values(r)[0]).join('\n');
      });
    const actor = { id: admin.userId, typeId: Role.Admin };
    const count = await plan(
      sql`select count(*) from users u where ${laneSql(q, actor, null, { days: true, bounds: false, jobs: false })}`,
    );
    expect(count, count).toMatch(new RegExp(`Index (Only )?Scan using ${VISIT_USERS_DAY_INDEX}`));
    const { where } = scopeOf(q, actor);
    const unassigned = await plan(
      sql`select v.id from visits v join jobs j on j.id = v.job_id where ${unassignedSql(where, { days: true, bounds: false, jobs: false })}`,
    );
    expect(unassigned, unassigned).toMatch(
      new RegExp(`(Index|Bitmap Index) (Only )?Scan (using|on) ${UNASSIGNED_VISITS_INDEX}`),
    );
  });
});
