import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, Status } from '@shared/constants';
import { insertLocation } from '../jobs/jobs.fixtures';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { jobs, jobUsers } from './schema/jobs';
import { queryRows } from './sql-helpers';

/*
 * The users and groups lists' Job Count columns are kept by triggers (migration
 * job_counts_triggers, decision 0023). After every step each count must equal the count worked out
 * from the rows the way the lists used to (docs/product.md section 3), and the lists must show it.
 */

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
});
afterAll(() => t.close());

type Counts = Record<number, number>;

/** From the rows: active live jobs per user; distinct active live jobs of live members per group. */
async function recomputed(): Promise<{ users: Counts; groups: Counts }> {
  const perUser = await queryRows<{ id: number; n: number }>(
    t.db,
    sql`select u.id, (select count(*)::int from job_users ju join jobs j on j.id = ju.job_id
          where ju.user_id = u.id and j.status_id = ${Status.Active} and j.deleted_at is null) as n
        from users u`,
  );
  const perGroup = await queryRows<{ id: number; n: number }>(
    t.db,
    sql`select g.id, (select count(distinct ju.job_id)::int from group_users gu
          join users u on u.id = gu.user_id and u.deleted_at is null
          join job_users ju on ju.user_id = gu.user_id
          join jobs j on j.id = ju.job_id and j.status_id = ${Status.Active} and j.deleted_at is null
          where gu.group_id = g.id) as n
        from groups g`,
  );
  return {
    users: Object.fromEntries(perUser.map((r) => [r.id, Number(r.n)])),
    groups: Object.fromEntries(perGroup.map((r) => [r.id, Number(r.n)])),
  };
}

/** What the triggers keep, with no row read as 0. */
async function maintained(): Promise<{ users: Counts; groups: Counts }> {
  const perUser = await queryRows<{ id: number; n: number }>(
    t.db,
    sql`select u.id, coalesce(c.active_jobs, 0) as n from users u left join user_job_counts c on c.user_id = u.id`,
  );
  const perGroup = await queryRows<{ id: number; n: number }>(
    t.db,
    sql`select g.id, coalesce(c.active_jobs, 0) as n from groups g left join group_job_counts c on c.group_id = g.id`,
  );
  return {
    users: Object.fromEntries(perUser.map((r) => [r.id, Number(r.n)])),
    groups: Object.fromEntries(perGroup.map((r) => [r.id, Number(r.n)])),
  };
}

async function expectExact(): Promise<void> {
  const [want, kept] = await Promise.all([recomputed(), maintained()]);
  expect(kept).toEqual(want);
  // No leftover multiplicity rows at zero or below.
  const [stale] = await queryRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from group_active_jobs where members <= 0`,
  );
  expect(Number(stale?.n)).toBe(0);
}

async function call(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  const res = await t.request(admin, { method, url, payload });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json<{ id: number }>();
}

async function listed(kind: 'users' | 'groups', filter: string): Promise<number[]> {
  const res = await t.request(admin, {
    method: 'GET',
    url: `/api/get-${kind}-filtered?filter=${encodeURIComponent(filter)}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ jobcount: number }[]>().map((r) => r.jobcount);
}

describe('Job Count columns kept by triggers', () => {
  it('stay exact through create, assign, reassign, deactivate, delete, restore and membership changes', async () => {
    const location = await insertLocation(t.db);
    const [ana, ben, cai] = [
      await t.createUser({ name: 'Counting Ana' }),
      await t.createUser({ name: 'Counting Ben' }),
      await t.createUser({ name: 'Counting Cai' }),
    ];
    const north = (await call('POST', '/api/groups', { name: 'Counting North', type_id: 4, status_id: 1 }))
      .id;
    const south = (await call('POST', '/api/groups', { name: 'Counting South', type_id: 4, status_id: 1 }))
      .id;
    for (const [group, user] of [
      [north, ana],
      [north, ben],
      [south, ben],
    ] as const) {
      await call('POST', `/api/groups/assign/${group}`, { user_id: user });
    }
    await expectExact();

    const newJob = async (name: string, status: number = Status.Active) =>
      (await call('POST', '/api/jobs', { name, location_id: location, status_id: status })).id;
    const [j1, j2, j3] = [await newJob('Count one'), await newJob('Count two'), await newJob('Count three')];
    const inactive = await newJob('Count inactive', Status.Inactive);
    await expectExact();

    // Ana and Ben share j1: North counts it once.
    for (const [job, user] of [
      [j1, ana],
      [j1, ben],
      [j2, ben],
      [j3, cai],
      [inactive, ana],
    ] as const) {
      await call('POST', `/api/jobs/assign/${job}`, { user_id: user });
    }
    await expectExact();
    expect(await listed('groups', 'Counting North')).toEqual([2]);
    expect(await listed('groups', 'Counting South')).toEqual([2]);
    expect(await listed('users', 'Counting Ana')).toEqual([1]);

    // Reassign j2 from Ben to Cai; Cai joins South, then leaves it.
    await call('DELETE', `/api/jobs/deassign/${j2}`, { user_id: ben });
    await call('POST', `/api/jobs/assign/${j2}`, { user_id: cai });
    await expectExact();
    await call('POST', `/api/groups/assign/${south}`, { user_id: cai });
    await expectExact();
    expect(await listed('groups', 'Counting South')).toEqual([3]);
    await call('DELETE', `/api/groups/deassign/${south}`, { user_id: cai });
    await expectExact();

    // Status changes both ways.
    const edit = (id: number, status: number, name: string) =>
      call('PUT', `/api/jobs/${id}`, { name, location_id: location, status_id: status });
    await edit(inactive, Status.Active, 'Count inactive');
    await expectExact();
    expect(await listed('users', 'Counting Ana')).toEqual([2]);
    await edit(j1, Status.Inactive, 'Count one');
    await expectExact();
    await edit(j1, Status.Active, 'Count one');
    await expectExact();

    // Delete a job, then restore it from the Trash.
    await call('POST', `/api/delete-job/${j1}`);
    await expectExact();
    expect(await listed('groups', 'Counting North')).toEqual([1]);
    await call('POST', `/api/trash/jobs/${j1}/restore`);
    await expectExact();
    expect(await listed('groups', 'Counting North')).toEqual([2]);

    // A deleted member leaves the groups' counts (their own count stays), and comes back restored.
    await call('POST', '/api/delete-user', { id: ben });
    await expectExact();
    expect(await listed('groups', 'Counting North')).toEqual([2]);
    expect(await listed('groups', 'Counting South')).toEqual([0]);
    await call('POST', `/api/trash/users/${ben}/restore`);
    await expectExact();
    expect(await listed('groups', 'Counting South')).toEqual([1]);

    // A deleted group keeps nothing behind in the lists, and its restore brings its count back.
    await call('POST', '/api/delete-group', { id: south });
    await expectExact();
    await call('POST', `/api/trash/groups/${south}/restore`);
    await expectExact();
    expect(await listed('groups', 'Counting South')).toEqual([1]);
  });

  it('stay exact through bulk statements: many jobs deleted, restored and purged at once', async () => {
    const location = await insertLocation(t.db);
    const users = [
      await t.createUser({ name: 'Bulk Dee' }),
      await t.createUser({ name: 'Bulk Eve' }),
      await t.createUser({ name: 'Bulk Fox' }),
    ];
    const group = (await call('POST', '/api/groups', { name: 'Bulk Crew', type_id: 4, status_id: 1 })).id;
    for (const user of users.slice(0, 2))
      await call('POST', `/api/groups/assign/${group}`, { user_id: user });
    const ids = (
      await t.db
        .insert(jobs)
        .values(
          Array.from({ length: 30 }, (_, i) => ({
            name: `Bulk job ${i}`,
            locationId: location,
            statusId: i % 4 === 3 ? Status.Inactive : Status.Active,
          })),
        )
        .returning({ id: jobs.id })
    ).map((r) => r.id);
    // One statement inserting every assignment: each job to one or two of the three users.
    await t.db
      .insert(jobUsers)
      .values(
        ids.flatMap((jobId, i) => [
          { jobId, userId: users[i % 3]! },
          ...(i % 2 === 0 ? [{ jobId, userId: users[(i + 1) % 3]! }] : []),
        ]),
      );
    await expectExact();
    const before = await listed('groups', 'Bulk Crew');

    const half = ids.slice(0, 15);
    await t.db.transaction(async (tx) => {
      await tx.update(jobs).set({ deletedAt: new Date() }).where(inArray(jobs.id, half));
    });
    await expectExact();
    expect((await listed('groups', 'Bulk Crew'))[0]).toBeLessThan(before[0]!);

    await t.db.update(jobs).set({ deletedAt: null }).where(inArray(jobs.id, half));
    await expectExact();
    expect(await listed('groups', 'Bulk Crew')).toEqual(before);

    // Everything active at once, then a purge: assignments go first, then the jobs.
    await t.db.update(jobs).set({ statusId: Status.Active }).where(inArray(jobs.id, ids));
    await expectExact();
    await t.db.transaction(async (tx) => {
      await tx.delete(jobUsers).where(inArray(jobUsers.jobId, half));
      await tx.delete(jobs).where(inArray(jobs.id, half));
    });
    await expectExact();
  });

  it('are rebuilt exactly by fb_refresh_job_counts after a load with triggers off', async () => {
    await t.db.execute(sql`delete from user_job_counts`);
    await t.db.execute(sql`update group_job_counts set active_jobs = 999`);
    await expect(expectExact()).rejects.toThrow();
    await t.db.execute(sql`select fb_refresh_job_counts()`);
    await expectExact();
  });
});
