import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, Status } from '@shared/constants';
import type { ScheduleLanePage } from '@shared/schemas/visits';
import { dataMigrations } from '../db/schema/data-migrations';
import { jobs } from '../db/schema/jobs';
import { visits, visitUsers } from '../db/schema/visits';
import { queryRows } from '../db/sql-helpers';
import { runDataMigration } from '../data-migrations/data-migrations';
import { insertAssignedJob } from '../reports/reports.fixtures';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { scheduleDaysMigrations } from './schedule-days';
import { laneSql } from './schedule-lane-page';
import type { Actor } from './schedule-scope';
import { visitDayBounds } from './visit-day-bounds';
import { visitJobStates, visitJobStatesReady } from './visit-job-states';
import { insertVisit } from './visits.fixtures';

/** Each assignment's kept job state (decision 0081), on both databases. */
let t: TestApp;
let admin: Session;
let supervisor: Session;
const log = { info: () => undefined };
const now = () => new Date('2026-12-03T21:00:00Z');
const upgrades = [...scheduleDaysMigrations, visitDayBounds, visitJobStates];
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
  supervisor = await t.loginAs(Role.Supervisor);
  for (const m of upgrades) await runDataMigration(t.db, m, { now, log });
});
afterAll(() => t.close());

const call = async (session: Session, method: string, url: string, payload?: object) => {
  const res = await t.request(session, { method, url, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
};

/** The job states of a visit's assignments, in user order. */
async function states(visit: number) {
  const rows = await t.db
    .select({ deleted: visitUsers.jobDeleted })
    .from(visitUsers)
    .where(eq(visitUsers.visitId, visit))
    .orderBy(visitUsers.userId);
  return rows.map((r) => r.deleted);
}

describe('the assignments’ kept job states', () => {
  it('follow a job deleted and restored through the API, a visit added to a deleted job and one given another job, unaudited', async () => {
    const a = await t.createUser({ name: 'State Ann', typeId: Role.Technician });
    const b = await t.createUser({ name: 'State Bob', typeId: Role.Technician });
    const job = await insertAssignedJob(t.db);
    const other = await insertAssignedJob(t.db);
    const v = await insertVisit(t.db, { jobId: job, date: '2028-09-01', people: [a, b] });
    const w = await insertVisit(t.db, { jobId: other, date: '2028-09-02', people: [a] });
    expect(await states(v)).toEqual([false, false]);

    await call(admin, 'POST', `/api/delete-job/${job}`, { id: job });
    expect(await states(v)).toEqual([true, true]);
    expect(await states(w)).toEqual([false]);
    const late = await insertVisit(t.db, { jobId: job, date: '2028-09-03', people: [b] });
    expect(await states(late)).toEqual([true]);
    await t.db.update(visits).set({ jobId: job }).where(eq(visits.id, w));
    expect(await states(w)).toEqual([true]);
    await t.db.update(visits).set({ jobId: other }).where(eq(visits.id, w));
    expect(await states(w)).toEqual([false]);
    await call(admin, 'POST', `/api/trash/jobs/${job}/restore`);
    expect(await states(v)).toEqual([false, false]);
    expect(await states(late)).toEqual([false]);

    const [logged] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_log where entity = 'visit_users'
          and ((coalesce(before, '{}') || coalesce(after, '{}')) ? 'job_deleted' or action = 'update')`,
    );
    expect(logged!.n).toBe(0);
  });

  it('are set for jobs deleted before them in batches after the start, resumably; the board reads the same', async () => {
    const left = await t.createUser({
      name: 'Trash Gone',
      typeId: Role.Technician,
      statusId: Status.Inactive,
    });
    const boss = await t.createUser({ name: 'Trash Boss', typeId: Role.Supervisor });
    const both = await t.createUser({ name: 'Trash Both', typeId: Role.Supervisor });
    const own = await insertAssignedJob(t.db, { assignees: [supervisor.userId] });
    const gone = await Promise.all([1, 2, 3].map(() => insertAssignedJob(t.db)));
    const ownGone = await insertAssignedJob(t.db, { assignees: [supervisor.userId] });
    await insertVisit(t.db, { jobId: gone[0]!, date: '2029-09-03', people: [left] });
    await insertVisit(t.db, { jobId: gone[1]!, date: '2029-09-04', people: [both, left] });
    await insertVisit(t.db, { jobId: own, date: '2029-09-05', people: [both] });
    await insertVisit(t.db, { jobId: ownGone, date: '2029-09-05', people: [boss] });
    await insertVisit(t.db, { jobId: gone[2]!, date: '2029-09-06', people: [boss] });
    await t.db
      .update(jobs)
      .set({ deletedAt: now() })
      .where(inArray(jobs.id, [...gone, ownGone]));

    const week = 'from=2029-09-03&to=2029-09-09&technician=trash&lane_page=1';
    const read = async (session: Session) => {
      const body = (await call(session, 'GET', `/api/schedule?${week}`)).json<ScheduleLanePage>();
      return { lanes: body.technicians.map((p) => p.id), count: body.lane_count };
    };
    const reads = () => Promise.all([read(admin), read(supervisor)]);
    const before = await reads();
    expect(before).toEqual([
      { lanes: [both], count: 1 },
      { lanes: [both], count: 1 },
    ]);

    // As an upgraded database holds them: every assignment's state the column's default.
    await t.db.execute(sql`update visit_users set job_deleted = false`);
    await t.db.delete(dataMigrations).where(eq(dataMigrations.name, visitJobStates.name));
    expect(await visitJobStatesReady(t.db)).toBe(false);
    expect(await reads()).toEqual(before);
    expect(await visitJobStates.pending(t.db)).toBeGreaterThanOrEqual(5);

    let batches = 0;
    await runDataMigration(t.db, visitJobStates, { now, log, size: 2, stopped: () => batches++ >= 1 });
    const [row] = await t.db
      .select()
      .from(dataMigrations)
      .where(eq(dataMigrations.name, visitJobStates.name));
    expect(row!.finishedAt).toBeNull();
    expect(row!.afterId).toBeGreaterThan(0);
    // A job restored meanwhile: its trigger's write is the one kept.
    await call(admin, 'POST', `/api/trash/jobs/${gone[2]}/restore`);
    await runDataMigration(t.db, visitJobStates, { now, log, size: 2 });
    expect(await visitJobStatesReady(t.db)).toBe(true);
    expect(await visitJobStates.pending(t.db)).toBe(0);
    expect(await reads()).toEqual([
      { lanes: [boss, both], count: 2 },
      { lanes: [both], count: 1 },
    ]);
    const [stale] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from visit_users vu join visits v on v.id = vu.visit_id
          join jobs j on j.id = v.job_id where vu.job_deleted <> (j.deleted_at is not null)`,
    );
    expect(stale!.n).toBe(0);
  });

  it('let an Admin’s count of lanes read neither visits nor jobs; a Supervisor’s still reads the job for its scope', async () => {
    const q = { from: '2029-09-03', to: '2029-09-09' };
    const kept = { days: true, bounds: true, jobs: true };
    const plan = (actor: Actor) =>
      t.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const lanes = laneSql(q, actor, null, kept);
        const rows = await queryRows<Record<string, string>>(
          tx,
          sql`explain select count(*) from users u where ${lanes}`,
        );
        return rows.map((r) => Object.values(r)[0]).join('\n');
      });
    const ofAdmin = await plan({ id: admin.userId, typeId: Role.Admin });
    expect(ofAdmin, ofAdmin).toMatch(/visit_users/);
    expect(ofAdmin, ofAdmin).not.toMatch(/ on (visits|jobs)\b/);
    const ofSupervisor = await plan({ id: supervisor.userId, typeId: Role.Supervisor });
    expect(ofSupervisor, ofSupervisor).toMatch(/ on jobs\b/);
  });
});
