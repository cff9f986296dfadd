import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE, Role, Status } from '@shared/constants';
import { GROUP_SORTS } from '@shared/schemas/groups';
import { JOB_SORTS } from '@shared/schemas/jobs';
import { LOCATION_SORTS } from '@shared/schemas/locations';
import { TEMPLATE_SORTS } from '@shared/schemas/templates';
import { USER_SORTS } from '@shared/schemas/users';
import { insertAssignedJob } from '../reports/reports.fixtures';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { expectedOrder, expectEverySort, expectUnknownRefused, time, wordOf } from './list-sort.fixtures';
import { groups, groupUsers } from './schema/groups';
import { jobs } from './schema/jobs';
import { locations } from './schema/locations';
import { templates } from './schema/templates';
import { users } from './schema/users';

/** Sorting the main lists by their columns (issue 18): 30 rows each, two pages. */
const N = 30;
const ROLES = [Role.Technician, Role.Supervisor, Role.Admin] as const;
const roleOf = (i: number) => ROLES[i % 3] ?? Role.Technician;
/** Whole seconds, some shared: PostgreSQL's microseconds would otherwise order what JSON shows equal. */
const createdAt = (i: number) => new Date(Date.UTC(2026, 0, 1 + (i % 7), 9, 0, 0));

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
});
afterAll(() => t.close());

interface Named {
  id: number;
  name: string;
  status_id: number;
  created_at: string;
}
const asArray = <R>(body: unknown) => body as R[];

describe('sorting the users list', () => {
  it('sorts by every column both ways, page 2 continuing page 1; refuses an unknown column', async () => {
    const ids: number[] = [];
    for (let i = 0; i < N; i += 1) {
      const word = wordOf(i);
      ids.push(
        await t.createUser({
          name: `Usrt ${word}`,
          email: `${word}${String(i).padStart(2, '0')}@usrt.example`,
          typeId: roleOf(i),
          statusId: i % 4 === 0 ? Status.Inactive : Status.Active,
        }),
      );
      await t.db
        .update(users)
        .set({ createdAt: createdAt(i) })
        .where(eq(users.id, ids[i]!));
    }
    // Job counts 0 to 2: some users assigned to one or two active jobs.
    await insertAssignedJob(t.db, { assignees: ids.filter((_, i) => i % 3 === 1) });
    await insertAssignedJob(t.db, { assignees: ids.filter((_, i) => i % 5 === 1) });
    type U = Named & { email: string; type_id: number; jobcount: number };
    await expectEverySort<U>(
      t,
      admin,
      {
        url: '/api/get-users-filtered?filter=usrt',
        rows: asArray,
        id: (r) => r.id,
        columns: {
          name: (r) => r.name,
          email: (r) => r.email,
          role: (r) => r.type_id,
          status: (r) => r.status_id,
          job_count: (r) => r.jobcount,
          created_at: (r) => time(r.created_at),
        },
      },
      N,
    );
    await expectUnknownRefused(t, admin, '/api/get-users-filtered', [...USER_SORTS]);
  });
});

describe('sorting the locations list', () => {
  it('sorts by every column both ways, page 2 continuing page 1; refuses an unknown column', async () => {
    const rows = await t.db
      .insert(locations)
      .values(
        Array.from({ length: N }, (_, i) => ({
          name: `Lsrt ${wordOf(i)}`,
          address: `${i} Sort Street`,
          latitude: 40 + (i % 6) / 10,
          longitude: -74 - (i % 4) / 10,
          statusId: i % 5 === 0 ? Status.Inactive : Status.Active,
          createdAt: createdAt(i),
        })),
      )
      .returning({ id: locations.id });
    // Job counts 0 to 3 at the first locations.
    await t.db.insert(jobs).values(
      rows.slice(0, 6).flatMap((l, i) =>
        Array.from({ length: i % 4 }, (_, k) => ({
          name: `Lsrt job ${k}`,
          category: 'Pest Control',
          locationId: l.id,
          statusId: Status.Active,
        })),
      ),
    );
    type L = Named & { latitude: number; longitude: number; jobcount: number };
    await expectEverySort<L>(
      t,
      admin,
      {
        url: '/api/get-locations-filtered?filter=lsrt',
        rows: asArray,
        id: (r) => r.id,
        columns: {
          name: (r) => r.name,
          latitude: (r) => r.latitude,
          longitude: (r) => r.longitude,
          status: (r) => r.status_id,
          job_count: (r) => r.jobcount,
          created_at: (r) => time(r.created_at),
        },
      },
      N,
    );
    await expectUnknownRefused(t, admin, '/api/get-locations-filtered', [...LOCATION_SORTS]);
  });
});

describe('sorting the templates list', () => {
  it('sorts by every column both ways, page 2 continuing page 1; refuses an unknown column', async () => {
    await t.db.insert(templates).values(
      Array.from({ length: N }, (_, i) => ({
        name: `Tsrt ${wordOf(i)}`,
        companyName: `${wordOf(i * 3 + 1)} Co`,
        statusId: i % 3 === 0 ? Status.Inactive : Status.Active,
        createdAt: createdAt(i),
      })),
    );
    type T = Named & { company_name: string };
    await expectEverySort<T>(
      t,
      admin,
      {
        url: '/api/get-templates-filtered?filter=tsrt',
        rows: (body) => (body as { templates: T[] }).templates,
        id: (r) => r.id,
        columns: {
          name: (r) => r.name,
          company_name: (r) => r.company_name,
          status: (r) => r.status_id,
          created_at: (r) => time(r.created_at),
        },
      },
      N,
    );
    await expectUnknownRefused(t, admin, '/api/get-templates-filtered', [...TEMPLATE_SORTS]);
  });
});

describe('sorting the groups list', () => {
  it('sorts by every column both ways, page 2 continuing page 1; refuses an unknown column', async () => {
    const rows = await t.db
      .insert(groups)
      .values(
        Array.from({ length: N }, (_, i) => ({
          // Group names are unique ignoring case: the number keeps them apart, the word still sorts.
          name: `Gsrt ${wordOf(i)} ${String(i).padStart(2, '0')}`,
          typeId: roleOf(i),
          statusId: i % 4 === 1 ? Status.Inactive : Status.Active,
          createdAt: createdAt(i),
        })),
      )
      .returning({ id: groups.id });
    // A member with an active job in some groups: job counts 0 and 1.
    const member = await t.createUser({ name: 'Gsrt member' });
    await insertAssignedJob(t.db, { assignees: [member] });
    await t.db
      .insert(groupUsers)
      .values(rows.filter((_, i) => i % 3 === 0).map((g) => ({ groupId: g.id, userId: member })));
    type G = Named & { type_id: number; jobcount: number };
    await expectEverySort<G>(
      t,
      admin,
      {
        url: '/api/get-groups-filtered?filter=gsrt',
        rows: asArray,
        id: (r) => r.id,
        columns: {
          name: (r) => r.name,
          role: (r) => r.type_id,
          status: (r) => r.status_id,
          job_count: (r) => r.jobcount,
          created_at: (r) => time(r.created_at),
        },
      },
      N,
    );
    await expectUnknownRefused(t, admin, '/api/get-groups-filtered', [...GROUP_SORTS]);
  });
});

describe('sorting the jobs list', () => {
  interface J {
    job_id: number;
    job: { name: string; category: string; created_at: string; location: { name: string } };
  }
  const jobColumns = {
    category: (r: J) => r.job.category,
    name: (r: J) => r.job.name,
    location: (r: J) => r.job.location.name,
    created_at: (r: J) => time(r.job.created_at),
  };

  it('sorts by every column both ways, also a user’s jobs; refuses an unknown column', async () => {
    const tech = await t.createUser({ name: 'Jsrt tech' });
    const ids: number[] = [];
    for (let i = 0; i < N; i += 1) {
      ids.push(
        await insertAssignedJob(t.db, {
          name: `Jsrt ${wordOf(i)}`,
          category: `${wordOf(i * 3)} care`,
          locationName: `${wordOf(i * 7 + 2)} site`,
          assignees: [tech],
        }),
      );
    }
    for (const [i, id] of ids.entries()) {
      await t.db
        .update(jobs)
        .set({ createdAt: createdAt(i) })
        .where(eq(jobs.id, id));
    }
    const list = {
      url: '/api/get-jobs-filtered?filter=jsrt',
      rows: (b: unknown) => (b as { jobs: J[] }).jobs,
    };
    await expectEverySort<J>(t, admin, { ...list, id: (r) => r.job_id, columns: jobColumns }, N);
    // The same list reused for a user's jobs (the user's page).
    await expectEverySort<J>(
      t,
      admin,
      {
        url: `/api/get-jobs-filtered?id=${tech}`,
        rows: list.rows,
        id: (r) => r.job_id,
        columns: jobColumns,
      },
      N,
    );
    await expectUnknownRefused(t, admin, '/api/get-jobs-filtered', [...JOB_SORTS]);
  });

  it('keeps its own order, newest first, without a sort', async () => {
    const res = await t.request(admin, { method: 'GET', url: '/api/get-jobs-filtered?filter=jsrt' });
    const rows = res.json<{ jobs: J[] }>().jobs;
    expect(rows).toHaveLength(PAGE_SIZE);
    expect(rows.map((r) => r.job_id)).toEqual(
      expectedOrder(
        rows,
        (r) => r.job_id,
        (r) => time(r.job.created_at),
        'desc',
      ),
    );
  });
});
