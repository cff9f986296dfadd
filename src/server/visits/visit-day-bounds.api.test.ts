import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, Status } from '@shared/constants';
import type { ScheduleLanePage } from '@shared/schemas/visits';
import { dataMigrations } from '../db/schema/data-migrations';
import { jobs } from '../db/schema/jobs';
import { users } from '../db/schema/users';
import { visits, visitUsers } from '../db/schema/visits';
import { queryRows } from '../db/sql-helpers';
import { runDataMigration } from '../data-migrations/data-migrations';
import { insertAssignedJob } from '../reports/reports.fixtures';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { scheduleDaysMigrations } from './schedule-days';
import { laneSql } from './schedule-lane-page';
import { visitDayBounds, visitDayBoundsReady } from './visit-day-bounds';
import { insertVisit } from './visits.fixtures';

/** Each person's kept first and last day of visits (decision 0081), on both databases. */
let t: TestApp;
let admin: Session;
let supervisor: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
  supervisor = await t.loginAs(Role.Supervisor);
  for (const m of [...scheduleDaysMigrations, visitDayBounds]) await runDataMigration(t.db, m, { now, log });
});
afterAll(() => t.close());

const log = { info: () => undefined };
const now = () => new Date('2026-12-03T20:00:00Z');

async function bound(user: number) {
  const [row] = await t.db
    .select({ first: users.firstVisitDay, last: users.lastVisitDay })
    .from(users)
    .where(eq(users.id, user));
  return row ? [row.first, row.last] : undefined;
}

const call = async (session: Session, method: string, url: string, payload?: object) => {
  const res = await t.request(session, { method, url, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
};

describe('the kept bounds of people’s visit days', () => {
  it('widen with assignments made, moved and added through the API and the tables, never narrow, none of it audited', async () => {
    const a = await t.createUser({ name: 'Bound Ann', typeId: Role.Technician });
    const b = await t.createUser({ name: 'Bound Bob', typeId: Role.Technician });
    expect(await bound(a)).toEqual([null, null]);
    const job = await insertAssignedJob(t.db);
    const made = await call(admin, 'POST', '/api/visits', {
      job_id: job,
      date: '2028-03-01',
      technician_ids: [a],
    });
    const v = made.json<{ visit: { id: number } }>().visit.id;
    expect(await bound(a)).toEqual(['2028-03-01', '2028-03-01']);

    // Moved later: the bound takes the new day and keeps the old one (a true bound, only wider).
    await call(admin, 'PATCH', `/api/visits/${v}`, { date: '2028-03-04' });
    expect(await bound(a)).toEqual(['2028-03-01', '2028-03-04']);
    await call(admin, 'PATCH', `/api/visits/${v}`, { technician_ids: [a, b] });
    expect(await bound(b)).toEqual(['2028-03-04', '2028-03-04']);
    await call(admin, 'PATCH', `/api/visits/${v}`, { technician_ids: [b] });
    expect(await bound(a)).toEqual(['2028-03-01', '2028-03-04']);

    // Several rows a statement, as a load writes them; a statement moving several visits.
    const w = await insertVisit(t.db, { jobId: job, date: '2028-02-10' });
    const x = await insertVisit(t.db, { jobId: job, date: '2028-05-20' });
    await t.db.insert(visitUsers).values([
      { visitId: w, userId: a },
      { visitId: x, userId: a },
      { visitId: w, userId: b },
    ]);
    expect(await bound(a)).toEqual(['2028-02-10', '2028-05-20']);
    expect(await bound(b)).toEqual(['2028-02-10', '2028-03-04']);
    await t.db
      .update(visits)
      .set({ date: '2028-07-01' })
      .where(inArray(visits.id, [v, w]));
    expect(await bound(a)).toEqual(['2028-02-10', '2028-07-01']);
    expect(await bound(b)).toEqual(['2028-02-10', '2028-07-01']);
    await t.db.delete(visitUsers).where(eq(visitUsers.userId, a));
    expect(await bound(a)).toEqual(['2028-02-10', '2028-07-01']);

    // A person's own edit still is one, audited without the bound, and leaves it as it was.
    const [row] = await t.db.select().from(users).where(eq(users.id, a));
    const edited = await call(admin, 'PUT', `/api/users/${a}`, {
      name: 'Bound Ann Edited',
      email: row!.email,
      username: row!.username,
      type_id: row!.typeId,
      status_id: row!.statusId,
    });
    expect(edited.json<{ name: string }>().name).toBe('Bound Ann Edited');
    expect(await bound(a)).toEqual(['2028-02-10', '2028-07-01']);
    const logged = await queryRows<{ action: string; keys: boolean }>(
      t.db,
      sql`select action, (coalesce(before, '{}') || coalesce(after, '{}')) ?| array['first_visit_day', 'last_visit_day'] as keys
          from audit_log where entity = 'users' and entity_id in (${String(a)}, ${String(b)}) order by id`,
    );
    expect(logged).toEqual([
      { action: 'insert', keys: false },
      { action: 'insert', keys: false },
      { action: 'update', keys: false },
    ]);
  });

  it('are filled for people assigned before them in batches after the start, resumably; the board reads the same', async () => {
    const left = await t.createUser({
      name: 'Span Gone',
      typeId: Role.Technician,
      statusId: Status.Inactive,
    });
    const on = await t.createUser({ name: 'Span On', typeId: Role.Technician });
    const boss = await t.createUser({ name: 'Span Boss', typeId: Role.Supervisor });
    const away = await t.createUser({ name: 'Span Away', typeId: Role.Supervisor });
    const trashed = await t.createUser({ name: 'Span Trashed', typeId: Role.Technician });
    const own = await insertAssignedJob(t.db, { assignees: [supervisor.userId] });
    const other = await insertAssignedJob(t.db);
    const gone = await insertAssignedJob(t.db);
    await insertVisit(t.db, { jobId: other, date: '2029-04-02', people: [left, on] });
    await insertVisit(t.db, { jobId: own, date: '2029-04-04', people: [boss] });
    await insertVisit(t.db, { jobId: other, date: '2029-03-01', people: [away] });
    await insertVisit(t.db, { jobId: gone, date: '2029-04-03', people: [away] });
    await t.db.update(jobs).set({ deletedAt: now() }).where(eq(jobs.id, gone));
    await insertVisit(t.db, { jobId: own, date: '2029-04-05', people: [trashed] });
    await t.db.update(users).set({ deletedAt: now() }).where(eq(users.id, trashed));
    await insertVisit(t.db, { jobId: other, date: '2027-01-01', people: [left] });
    await insertVisit(t.db, { jobId: other, date: '2031-01-01', people: [left] });
    // Whose bounds meet the week with no visit left in it: one moved out, one taken off.
    const moved = await t.createUser({ name: 'Span Moved', typeId: Role.Supervisor });
    const taken = await t.createUser({
      name: 'Span Taken',
      typeId: Role.Technician,
      statusId: Status.Inactive,
    });
    const away1 = await insertVisit(t.db, { jobId: own, date: '2029-04-03', people: [moved] });
    const away2 = await insertVisit(t.db, { jobId: own, date: '2029-04-03', people: [taken] });
    await call(admin, 'PATCH', `/api/visits/${away1}`, { date: '2029-05-20' });
    await call(admin, 'PATCH', `/api/visits/${away2}`, { technician_ids: [] });
    expect(await bound(moved)).toEqual(['2029-04-03', '2029-05-20']);
    expect(await bound(taken)).toEqual(['2029-04-03', '2029-04-03']);
    const people = [left, on, boss, away, trashed, moved, taken];
    const expected = await Promise.all(people.map(bound));
    expect(expected[0]).toEqual(['2027-01-01', '2031-01-01']);

    const week = 'from=2029-04-02&to=2029-04-08&technician=span&lane_page=1&lane_page_size=2';
    const read = async (session: Session, q = week) => {
      const body = (await call(session, 'GET', `/api/schedule?${q}`)).json<ScheduleLanePage>();
      return { lanes: body.technicians.map((p) => p.id), count: body.lane_count };
    };
    const reads = () =>
      Promise.all([
        read(admin),
        read(supervisor),
        read(admin, week.replace('lane_page=1', 'lane_page=2')),
        read(admin, week.replace('span', 'span%20boss')),
        read(admin, week.replace('2029-04-08', '2029-04-02')),
      ]);
    const before = await reads();
    expect(before).toEqual([
      { lanes: [boss, left], count: 4 },
      { lanes: [boss, on], count: 3 },
      { lanes: [on, trashed], count: null },
      { lanes: [boss], count: 1 },
      { lanes: [left, on], count: 2 },
    ]);

    // As an upgraded database holds them: nobody's bound known, or one narrowed by a trigger since.
    await t.db.execute(sql`update users set first_visit_day = null, last_visit_day = null`);
    await t.db
      .update(users)
      .set({ firstVisitDay: '2031-01-01', lastVisitDay: '2031-01-01' })
      .where(eq(users.id, left));
    await t.db.delete(dataMigrations).where(eq(dataMigrations.name, visitDayBounds.name));
    expect(await visitDayBoundsReady(t.db)).toBe(false);
    expect(await reads()).toEqual(before);
    expect(await visitDayBounds.pending(t.db)).toBeGreaterThanOrEqual(people.length);

    // Stopped after its first batch, as a shutdown stops it: the next start goes on from there.
    let batches = 0;
    await runDataMigration(t.db, visitDayBounds, { now, log, size: 2, stopped: () => batches++ >= 1 });
    const [row] = await t.db
      .select()
      .from(dataMigrations)
      .where(eq(dataMigrations.name, visitDayBounds.name));
    expect(row!.finishedAt).toBeNull();
    expect(row!.afterId).toBeGreaterThan(0);
    expect(await visitDayBoundsReady(t.db)).toBe(false);
    await runDataMigration(t.db, visitDayBounds, { now, log, size: 2 });
    expect(await visitDayBoundsReady(t.db)).toBe(true);
    // Filled from the assignments there are: as the triggers left them, or tighter where they
    // had been widened by a visit since moved away or a person taken off.
    expect(await Promise.all(people.map(bound))).toEqual([
      ...expected.slice(0, 5),
      ['2029-05-20', '2029-05-20'],
      [null, null],
    ]);
    expect(await reads()).toEqual(before);
    // Again from the start: nothing left to widen.
    expect(await visitDayBounds.step(t.db, 0, 100_000)).toMatchObject({ changed: 0 });
  });

  it('wait for the kept days: a step before they are finished fails, and the next start tries again', async () => {
    await t.db.delete(dataMigrations).where(eq(dataMigrations.name, scheduleDaysMigrations[0]!.name));
    await expect(visitDayBounds.step(t.db, 0, 2)).rejects.toThrow(/schedule-days/);
    await runDataMigration(t.db, scheduleDaysMigrations[0]!, { now, log });
    expect(await visitDayBounds.step(t.db, 0, 100_000)).toMatchObject({ changed: 0 });
  });

  it('let the count of lanes probe the assignments only of people whose bound meets the range', async () => {
    const job = await insertAssignedJob(t.db);
    const supervisors = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.createUser({ name: `Probe Boss ${i}`, typeId: Role.Supervisor }),
      ),
    );
    const earlier = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.createUser({ name: `Probe Early ${i}`, typeId: Role.Technician, statusId: Status.Inactive }),
      ),
    );
    for (const p of earlier) await insertVisit(t.db, { jobId: job, date: '2032-01-10', people: [p] });
    // Two on a visit of the week; one whose visits are before and after it, none in it.
    const [inWeek, alsoInWeek, around] = await Promise.all(
      ['Probe In', 'Probe Also', 'Probe Around'].map((name) =>
        t.createUser({ name, typeId: Role.Technician, statusId: Status.Inactive }),
      ),
    );
    await insertVisit(t.db, { jobId: job, date: '2032-06-09', people: [inWeek!, alsoInWeek!] });
    await insertVisit(t.db, { jobId: job, date: '2032-05-01', people: [around!] });
    await insertVisit(t.db, { jobId: job, date: '2032-07-01', people: [around!] });
    const q = { from: '2032-06-07', to: '2032-06-13' };
    const actor = { id: admin.userId, typeId: Role.Admin };
    const probes = async (bounds: boolean) => {
      const lanes = laneSql(q, actor, null, { days: true, bounds, jobs: false });
      const [row] = await queryRows<Record<string, unknown>>(
        t.db,
        sql`explain (analyze, format json) select count(*) from users u where ${lanes}`,
      );
      const plan = Object.values(row!)[0];
      return subPlanLoops((typeof plan === 'string' ? JSON.parse(plan) : plan) as PlanNode[]);
    };
    const [others] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from users
          where not (type_id = ${Role.Technician} and status_id = ${Status.Active} and deleted_at is null)`,
    );
    expect(others!.n).toBeGreaterThanOrEqual(supervisors.length + earlier.length + 3);
    expect(await probes(false)).toBe(others!.n);
    expect(await probes(true)).toBe(3);
    const [count] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from users u where ${laneSql(q, actor, null, { days: true, bounds: true, jobs: false })}
          and u.name like 'Probe %'`,
    );
    expect(count!.n).toBe(2);
  });
});

describe('a Supervisor’s count of lanes', () => {
  it('reads the people of their own jobs’ visits once, not a probe a person, and finds the same lanes', async () => {
    const mine = await insertAssignedJob(t.db, { assignees: [supervisor.userId] });
    const theirs = await insertAssignedJob(t.db);
    const [onMine, onTheirs, alsoMine] = await Promise.all(
      ['Set Mine', 'Set Theirs', 'Set Also'].map((name) =>
        t.createUser({ name, typeId: Role.Technician, statusId: Status.Inactive }),
      ),
    );
    await insertVisit(t.db, { jobId: mine, date: '2033-06-08', people: [onMine!, alsoMine!] });
    await insertVisit(t.db, { jobId: theirs, date: '2033-06-09', people: [onTheirs!] });
    // Of a job in the trash: not a lane.
    const gone = await insertAssignedJob(t.db, { assignees: [supervisor.userId] });
    const onGone = await t.createUser({
      name: 'Set Gone',
      typeId: Role.Technician,
      statusId: Status.Inactive,
    });
    await insertVisit(t.db, { jobId: gone, date: '2033-06-10', people: [onGone] });
    await t.db.update(jobs).set({ deletedAt: new Date() }).where(eq(jobs.id, gone));
    const q = { from: '2033-06-06', to: '2033-06-12' };
    const actor = { id: supervisor.userId, typeId: Role.Supervisor };
    // The job's state read from the job, and from the assignment's kept state (decision 0081).
    for (const jobStates of [false, true]) {
      const kept = { days: true, bounds: true, jobs: jobStates };
      const lanes = (count: boolean) => laneSql(q, actor, null, kept, { count });
      const loops = async (count: boolean) => {
        const [row] = await queryRows<Record<string, unknown>>(
          t.db,
          sql`explain (analyze, format json) select count(*) from users u where ${lanes(count)}`,
        );
        const plan = Object.values(row!)[0];
        return subPlanLoops((typeof plan === 'string' ? JSON.parse(plan) : plan) as PlanNode[]);
      };
      // The page probes each person whose bound meets the week; the count reads the set once.
      expect(await loops(false)).toBe(4);
      expect(await loops(true)).toBe(1);
      const names = async (count: boolean) =>
        (
          await queryRows<{ name: string }>(
            t.db,
            sql`select name from users u where ${lanes(count)} and u.name like 'Set %' order by name`,
          )
        ).map((r) => r.name);
      expect(await names(true)).toEqual(['Set Also', 'Set Mine']);
      expect(await names(false)).toEqual(['Set Also', 'Set Mine']);
    }
  });
});

interface PlanNode {
  Plan?: PlanNode;
  Plans?: PlanNode[];
  'Parent Relationship'?: string;
  'Actual Loops'?: number;
}

/** How many times the plan's one SubPlan (the probe of a person's assignments) ran. */
function subPlanLoops(plan: PlanNode[]): number | undefined {
  const walk = (node: PlanNode): number | undefined => {
    if (node['Parent Relationship'] === 'SubPlan') return node['Actual Loops'];
    for (const child of node.Plans ?? []) {
      const found = walk(child);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  return walk(plan[0]!.Plan!);
}
