import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE, Role, Status } from '@shared/constants';
import { groups, groupUsers } from '../db/schema/groups';
import { users } from '../db/schema/users';
import { queryRows } from '../db/sql-helpers';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { insertJob, insertJobs, insertLocation, minutesAgo } from './jobs.fixtures';
import { MY_JOBS_MAX, myJobsQuery } from './jobs.repository';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
});
afterAll(() => t.close());

interface Item {
  job_id: number;
  job: {
    id: number;
    name: string;
    category: string;
    status_id: number;
    status: { status: string };
    created_at: string;
    location: { id: number; name: string; address: string };
  };
}
interface ListAnswer {
  jobs: Item[];
  total: number;
  user?: { id: number; name: string };
  group?: { id: number; name: string };
  location?: { id: number; name: string };
}

const get = (query: string, session: Session = admin) =>
  t.request(session, { method: 'GET', url: `/api/get-jobs-filtered${query}` });

async function list(query: string, session: Session = admin): Promise<ListAnswer> {
  const res = await get(query, session);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListAnswer>();
}
const names = (answer: ListAnswer) => answer.jobs.map((i) => i.job.name);

async function insertGroup(name: string, members: number[]): Promise<number> {
  const [row] = await t.db
    .insert(groups)
    .values({ name, typeId: Role.Technician, statusId: Status.Active })
    .returning({ id: groups.id });
  if (members.length > 0) {
    await t.db.insert(groupUsers).values(members.map((userId) => ({ groupId: row!.id, userId })));
  }
  return row!.id;
}

describe('GET /api/get-jobs-filtered: shape and order', () => {
  it('answers {jobs, total}; each item wraps a job with its location and status', async () => {
    const site = await insertLocation(t.db, { name: 'Shape Plaza', address: '7 Shape Road, Albany, NY' });
    const id = await insertJob(t.db, {
      name: 'Shapecheck termite look',
      category: 'Termite Inspection',
      locationId: site,
      createdAt: minutesAgo(1),
    });
    const res = await get('?filter=shapecheck');
    expect(res.statusCode).toBe(200);
    const body = res.json<ListAnswer>();
    expect(Object.keys(body).sort()).toEqual(['jobs', 'total']);
    expect(body.total).toBe(1);
    expect(body.jobs).toEqual([
      {
        job_id: id,
        job: {
          id,
          name: 'Shapecheck termite look',
          category: 'Termite Inspection',
          status_id: Status.Active,
          status: { status: 'Active' },
          created_at: '2026-01-15T11:59:00.000Z',
          location: { id: site, name: 'Shape Plaza', address: '7 Shape Road, Albany, NY' },
        },
      },
    ]);
  });

  it('lists newest first, then by id, and never a deleted job', async () => {
    const site = await insertLocation(t.db, { name: 'Order Yard' });
    await insertJobs(t.db, [
      { name: 'Ordertest B', locationId: site, createdAt: minutesAgo(20) },
      { name: 'Ordertest A', locationId: site, createdAt: minutesAgo(10) },
      { name: 'Ordertest C', locationId: site, createdAt: minutesAgo(30) },
      { name: 'Ordertest deleted', locationId: site, createdAt: minutesAgo(5), deletedAt: new Date() },
    ]);
    const answer = await list('?filter=ordertest');
    expect(names(answer)).toEqual(['Ordertest A', 'Ordertest B', 'Ordertest C']);
    expect(answer.total).toBe(3);
  });
});

describe('GET /api/get-jobs-filtered: paging', () => {
  it('page 2 of 60 jobs holds 25, total 60; page 3 the last 10; past the end nothing', async () => {
    const site = await insertLocation(t.db, { name: 'Paging Depot' });
    await insertJobs(
      t.db,
      Array.from({ length: 60 }, (_, i) => ({
        name: `Pagejob ${String(i + 1).padStart(2, '0')}`,
        locationId: site,
        createdAt: minutesAgo(i),
      })),
    );
    expect(PAGE_SIZE).toBe(25);
    const query = `?location_id=${site}`;
    const [one, two, three, four] = await Promise.all(
      [1, 2, 3, 4].map((page) => list(`${query}&page=${page}`)),
    );
    expect(one!.jobs).toHaveLength(25);
    expect(two!.jobs).toHaveLength(25);
    expect(three!.jobs).toHaveLength(10);
    expect(four!.jobs).toEqual([]);
    for (const page of [one, two, three, four]) expect(page!.total).toBe(60);
    const expected = Array.from({ length: 60 }, (_, i) => `Pagejob ${String(i + 1).padStart(2, '0')}`);
    expect([...names(one!), ...names(two!), ...names(three!)]).toEqual(expected);
    expect(names(two!)[0]).toBe('Pagejob 26');
    // Without page: page 1.
    expect(names(await list(query))).toEqual(names(one!));
  });

  it('refuses a page that is not a positive number (400)', async () => {
    for (const page of ['0', '-1', 'two']) {
      const res = await get(`?page=${page}`);
      expect(res.statusCode, page).toBe(400);
      expect(res.json().errors).toHaveProperty('page');
    }
  });
});

describe('GET /api/get-jobs-filtered: text filter', () => {
  it('matches name, category, location name or location address, ignoring case', async () => {
    const harbor = await insertLocation(t.db, { name: 'Zebrafish Harbor', address: '1 Dock St' });
    const mill = await insertLocation(t.db, { name: 'Old Mill', address: '9 Quokka Lane, Troy, NY' });
    const plain = await insertLocation(t.db, { name: 'Plain Site', address: '3 Plain Ave' });
    await insertJobs(t.db, [
      { name: 'Wombat roof check', category: 'Pest Control', locationId: plain, createdAt: minutesAgo(1) },
      { name: 'Quarterly visit', category: 'Narwhal Care', locationId: plain, createdAt: minutesAgo(2) },
      { name: 'Harbor spraying', category: 'Pest Control', locationId: harbor, createdAt: minutesAgo(3) },
      { name: 'Mill inspection', category: 'Rodent Control', locationId: mill, createdAt: minutesAgo(4) },
    ]);
    expect(names(await list('?filter=WOMBAT'))).toEqual(['Wombat roof check']);
    expect(names(await list('?filter=narwhal'))).toEqual(['Quarterly visit']);
    expect(names(await list('?filter=zebrafish'))).toEqual(['Harbor spraying']);
    expect(names(await list('?filter=quokka%20lane'))).toEqual(['Mill inspection']);
    const none = await list('?filter=no-such-job-anywhere');
    expect(none).toEqual({ jobs: [], total: 0 });
  });

  it('matches a job once even when several of its fields match', async () => {
    const site = await insertLocation(t.db, { name: 'Ibis Point', address: 'Ibis Road' });
    await insertJob(t.db, { name: 'Ibis sweep', category: 'Ibis Care', locationId: site });
    const answer = await list('?filter=ibis');
    expect(names(answer)).toEqual(['Ibis sweep']);
    expect(answer.total).toBe(1);
  });

  it('matches %, _ and \\ literally and treats filter=null or blank as no filter', async () => {
    const site = await insertLocation(t.db, { name: 'Literal Lot' });
    await insertJobs(t.db, [
      { name: 'Litjob 100% coverage', locationId: site },
      { name: 'Litjob snake_case', locationId: site },
      { name: 'Litjob sneaky', locationId: site },
    ]);
    expect(names(await list(`?location_id=${site}&filter=${encodeURIComponent('100%')}`))).toEqual([
      'Litjob 100% coverage',
    ]);
    expect(names(await list(`?location_id=${site}&filter=e_c`))).toEqual(['Litjob snake_case']);
    expect(names(await list(`?location_id=${site}&filter=%5C`))).toEqual([]);
    const all = await list(`?location_id=${site}`);
    expect(all.total).toBe(3);
    for (const q of ['&filter=null', '&filter=', '&filter=%20%20']) {
      expect((await list(`?location_id=${site}${q}`)).total).toBe(3);
    }
  });
});

describe('GET /api/get-jobs-filtered: user, group, location and active', () => {
  it('narrows to one user’s jobs with id= and names the user', async () => {
    const tech = await t.createUser({ name: 'Filter Tech', typeId: Role.Technician });
    const other = await t.createUser({ name: 'Other Tech', typeId: Role.Technician });
    const site = await insertLocation(t.db);
    await insertJobs(t.db, [
      { name: 'Userjob mine 1', locationId: site, assignees: [tech], createdAt: minutesAgo(1) },
      { name: 'Userjob shared', locationId: site, assignees: [tech, other], createdAt: minutesAgo(2) },
      { name: 'Userjob theirs', locationId: site, assignees: [other], createdAt: minutesAgo(3) },
      {
        name: 'Userjob mine inactive',
        locationId: site,
        assignees: [tech],
        statusId: Status.Inactive,
        createdAt: minutesAgo(4),
      },
    ]);
    const answer = await list(`?id=${tech}`);
    expect(names(answer)).toEqual(['Userjob mine 1', 'Userjob shared', 'Userjob mine inactive']);
    expect(answer.user).toEqual({ id: tech, name: 'Filter Tech' });
    expect(names(await list(`?id=${tech}&active=active`))).toEqual(['Userjob mine 1', 'Userjob shared']);
    expect(names(await list(`?id=${tech}&active=inactive`))).toEqual(['Userjob mine inactive']);
    expect(names(await list(`?id=${tech}&filter=shared`))).toEqual(['Userjob shared']);
    // The legacy client's empty id means no user.
    expect((await list('?id=&filter=userjob')).total).toBe(4);
  });

  it('narrows to a group’s members’ jobs, each once, without deleted members', async () => {
    const a = await t.createUser({ name: 'Crew A' });
    const b = await t.createUser({ name: 'Crew B' });
    const gone = await t.createUser({ name: 'Crew Gone' });
    const outsider = await t.createUser({ name: 'Not Crew' });
    const group = await insertGroup('Night Crew', [a, b, gone]);
    const site = await insertLocation(t.db);
    await insertJobs(t.db, [
      { name: 'Crewjob a', locationId: site, assignees: [a], createdAt: minutesAgo(1) },
      { name: 'Crewjob both', locationId: site, assignees: [a, b], createdAt: minutesAgo(2) },
      { name: 'Crewjob gone', locationId: site, assignees: [gone], createdAt: minutesAgo(3) },
      { name: 'Crewjob outsider', locationId: site, assignees: [outsider], createdAt: minutesAgo(4) },
    ]);
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone));
    const answer = await list(`?group_id=${group}`);
    expect(names(answer)).toEqual(['Crewjob a', 'Crewjob both']);
    expect(answer.total).toBe(2);
    expect(answer.group).toEqual({ id: group, name: 'Night Crew' });
    expect(names(await list(`?group_id=${group}&filter=both`))).toEqual(['Crewjob both']);
    expect(await list(`?group_id=${await insertGroup('Empty Crew', [])}`)).toMatchObject({
      jobs: [],
      total: 0,
    });
  });

  it('narrows to a location with location_id and names it; active filters on status', async () => {
    const site = await insertLocation(t.db, { name: 'Filter Farm' });
    const elsewhere = await insertLocation(t.db);
    await insertJobs(t.db, [
      { name: 'Farmjob on', locationId: site, createdAt: minutesAgo(1) },
      { name: 'Farmjob off', locationId: site, statusId: Status.Inactive, createdAt: minutesAgo(2) },
      { name: 'Farmjob elsewhere', locationId: elsewhere, createdAt: minutesAgo(3) },
    ]);
    const answer = await list(`?location_id=${site}`);
    expect(names(answer)).toEqual(['Farmjob on', 'Farmjob off']);
    expect(answer.location).toEqual({ id: site, name: 'Filter Farm' });
    expect(names(await list(`?location_id=${site}&active=active`))).toEqual(['Farmjob on']);
    const inactive = await list('?filter=farmjob&active=inactive');
    expect(names(inactive)).toEqual(['Farmjob off']);
    expect(inactive.jobs[0]!.job.status).toEqual({ status: 'Inactive' });
  });

  it('answers 404 for a user, group or location that does not exist or was deleted', async () => {
    const deleted = await t.createUser({ name: 'Deleted Person' });
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted));
    const deletedSite = await insertLocation(t.db, { deletedAt: new Date() });
    for (const query of [
      '?id=999999',
      `?id=${deleted}`,
      '?group_id=999999',
      '?location_id=999999',
      `?location_id=${deletedSite}`,
    ]) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(404);
      expect(res.json()).toEqual({
        code: expect.stringMatching(/^notFound\./),
        message: expect.stringMatching(/not found/),
      });
    }
  });

  it('refuses malformed ids and an unknown active value (400)', async () => {
    for (const query of ['?id=abc', '?group_id=-2', '?location_id=1.5', '?active=maybe']) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('GET /api/get-jobs-filtered: who may call it', () => {
  it('gives a Supervisor the jobs assigned to them, whatever else they ask for', async () => {
    const supervisor = await t.loginAs(Role.Supervisor);
    const colleague = await t.createUser({ name: 'Colleague', typeId: Role.Supervisor });
    const site = await insertLocation(t.db, { name: 'Supervised Site' });
    await insertJobs(t.db, [
      { name: 'Supjob mine', locationId: site, assignees: [supervisor.userId], createdAt: minutesAgo(1) },
      { name: 'Supjob theirs', locationId: site, assignees: [colleague], createdAt: minutesAgo(2) },
    ]);
    const own = await list('', supervisor);
    expect(names(own)).toEqual(['Supjob mine']);
    expect(own.user).toMatchObject({ id: supervisor.userId });
    expect(names(await list(`?id=${supervisor.userId}`, supervisor))).toEqual(['Supjob mine']);
    expect(names(await list(`?location_id=${site}`, supervisor))).toEqual(['Supjob mine']);

    for (const query of [`?id=${colleague}`, `?group_id=${await insertGroup('Sup Group', [colleague])}`]) {
      const res = await get(query, supervisor);
      expect(res.statusCode, query).toBe(403);
      expect(res.json().message).toMatch(/assigned to them/);
    }
  });

  it('refuses Technicians (403) and anonymous callers (401)', async () => {
    expect((await get('', await t.loginAs(Role.Technician))).statusCode).toBe(403);
    expect((await t.request(null, { method: 'GET', url: '/api/get-jobs-filtered' })).statusCode).toBe(401);
  });

  it('lets a Super Admin see every job', async () => {
    const superAdmin = await t.loginAs(Role.SuperAdmin);
    const site = await insertLocation(t.db);
    await insertJob(t.db, { name: 'Superjob anyone', locationId: site });
    expect(names(await list('?filter=superjob', superAdmin))).toEqual(['Superjob anyone']);
  });
});

describe('GET /api/my/jobs', () => {
  it('lists the user’s active jobs, the newest made first, at most MY_JOBS_MAX', async () => {
    const technician = await t.loginAs(Role.Technician);
    const site = await insertLocation(t.db, { name: 'My Jobs Yard' });
    const mine = { locationId: site, assignees: [technician.userId] };
    // Made in this order, with creation times out of it: the order is the order made.
    const [first, inactive, deleted, second, last] = await insertJobs(t.db, [
      { ...mine, createdAt: minutesAgo(1) },
      { ...mine, statusId: Status.Inactive },
      { ...mine, deletedAt: new Date() },
      { ...mine, createdAt: minutesAgo(300) },
      { ...mine, createdAt: minutesAgo(200) },
    ]);
    await insertJob(t.db, { locationId: site });
    const res = await t.request(technician, { method: 'GET', url: '/api/my/jobs' });
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json<{ id: number; location: { id: number } }[]>().map((j) => j.id);
    expect(ids).toEqual([last, second, first]);
    expect(ids).not.toContain(inactive);
    expect(ids).not.toContain(deleted);

    await insertJobs(
      t.db,
      Array.from({ length: MY_JOBS_MAX }, () => mine),
    );
    const many = await t.request(technician, { method: 'GET', url: '/api/my/jobs' });
    const listed = many.json<{ id: number }[]>().map((j) => j.id);
    expect(listed).toHaveLength(MY_JOBS_MAX);
    expect(listed).not.toContain(first);
  });

  it('reads the user’s jobs in order from the assignments’ index, never sorting them all', async () => {
    // A technician with a few of many jobs, as planned at a million (issue 34: 7,000 of 1,000,000).
    const technician = await t.loginAs(Role.Technician);
    const site = await insertLocation(t.db, { name: 'Plan Yard' });
    await insertJobs(
      t.db,
      Array.from({ length: 3000 }, (_, i) => ({
        locationId: site,
        assignees: i % 100 === 0 ? [technician.userId] : [],
      })),
    );
    await t.db.execute(sql`analyze jobs`);
    await t.db.execute(sql`analyze job_users`);
    // Planned with sorting priced out: a plan ordering by anything its first index does not hold
    // would read every job to sort them.
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_sort = off`);
      const rows = await queryRows<Record<string, string>>(
        tx,
        sql`explain ${myJobsQuery(tx, technician.userId)}`,
      );
      return rows.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan, plan).toMatch(/Index Only Scan Backward using job_users_user_idx/);
  });
});
