import { and, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { PAGE_SIZE, ReportStatus, Role, Status } from '@shared/constants';
import type { JOB_SORTS, JobsListResponse, JobSummary, MyJob, Named } from '@shared/schemas/jobs';
import type { ListSort } from '@shared/schemas/list-sort';
import type { SessionUser } from '../auth/auth.public';
import type { Db } from '../db/client';
import { groups } from '../db/schema/groups';
import { jobs, jobUsers } from '../db/schema/jobs';
import { locations } from '../db/schema/locations';
import { reports } from '../db/schema/reports';
import { statuses } from '../db/schema/lookups';
import { users } from '../db/schema/users';
import { type Keyset, key } from '../db/keyset';
import { type SortColumn, sortedOrder } from '../db/list-sort';
import { countRows, settleTotal } from '../db/list-count';
import { containsPattern, intArray, offsetFor, onPage, queryRows } from '../db/sql-helpers';
import { forbidden, notFound } from '../http/errors';

/**
 * Newest first, spelled exactly as the list indexes are built (DESC NULLS LAST): plain DESC means
 * NULLS FIRST, which PostgreSQL will not serve from those indexes even though the columns are
 * NOT NULL, and page 1 would then sort every matching job.
 */
export const JOBS_KEYSET: Keyset = {
  keys: [key(jobs.createdAt, 'timestamptz'), key(jobs.id, 'int')],
  direction: 'desc',
};

/** The columns the list sorts by (issue 18); the location is joined for its name. */
const JOB_SORT_COLUMNS: Record<(typeof JOB_SORTS)[number], SortColumn> = {
  category: { expr: sql`lower(${jobs.category})`, type: 'text', neverNull: true },
  name: { expr: sql`lower(${jobs.name})`, type: 'text', neverNull: true },
  location: {
    expr: sql`lower(${locations.name})`,
    type: 'text',
    join: { table: locations, on: eq(locations.id, jobs.locationId) },
  },
  created_at: { expr: jobs.createdAt, type: 'timestamptz', neverNull: true },
};
const JOB_ID: SortColumn = { expr: jobs.id, type: 'int' };

/** The most of a user's jobs My jobs lists. */
export const MY_JOBS_MAX = 500;

/**
 * The active jobs a user is assigned to, newest first, each with the user's open report: "My jobs".
 * Newest by id, the order jobs are made in, which the assignments' index (user, job) holds: the
 * first MY_JOBS_MAX are read from it in order, each job looked up by its key. By the jobs'
 * creation time, a technician assigned to 7,000 jobs of a million made the planner walk the jobs'
 * date index through 120,000 jobs (347 ms); joined plainly, it merges the user's jobs with the
 * whole active jobs' index down to the 500th. The lookup's `limit 1` keeps it a lookup.
 */
export const myJobsQuery = (db: Db, userId: number) => {
  const job = db
    .select({
      id: jobs.id,
      name: jobs.name,
      category: jobs.category,
      created_at: jobs.createdAt,
      locationId: jobs.locationId,
    })
    .from(jobs)
    .where(and(eq(jobs.id, jobUsers.jobId), eq(jobs.statusId, Status.Active), isNull(jobs.deletedAt)))
    .limit(1)
    .as('job');
  return db
    .select({
      id: job.id,
      name: job.name,
      category: job.category,
      created_at: job.created_at,
      locationId: locations.id,
      locationName: locations.name,
      address: locations.address,
      // The newest, should a returned report and a later one both be in progress.
      open_report_id: sql<number | null>`(select r.id from ${reports} r
        where r.job_id = ${job.id} and r.user_id = ${userId} and r.status_id = ${ReportStatus.InProgress}
          and r.deleted_at is null
        order by r.start_date desc, r.id desc limit 1)`.mapWith(Number),
    })
    .from(jobUsers)
    .innerJoinLateral(job, sql`true`)
    .innerJoin(locations, eq(locations.id, job.locationId))
    .where(eq(jobUsers.userId, userId))
    .orderBy(desc(jobUsers.jobId))
    .limit(MY_JOBS_MAX);
};

export async function listMyJobs(db: Db, userId: number): Promise<MyJob[]> {
  const rows = await myJobsQuery(db, userId);
  return rows.map(({ locationId, locationName, address, ...job }) => ({
    ...job,
    location: { id: locationId, name: locationName, address },
  }));
}

export interface JobsFilter {
  page: number;
  filter?: string;
  active?: 'active' | 'inactive';
  /** A user's id (the spec's `id`). */
  id?: number;
  group_id?: number;
  location_id?: number;
  sort?: ListSort<(typeof JOB_SORTS)[number]>;
}

/** The locations whose name or address holds the text, deleted ones too (their jobs still show them). */
async function matchingLocationIds(db: Db, pattern: string): Promise<number[]> {
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(or(sql`${locations.name} ilike ${pattern}`, sql`${locations.address} ilike ${pattern}`));
  return rows.map((r) => r.id);
}

/**
 * The jobs whose name, category, location name or location address contains the text. The
 * matching locations are looked up first and passed as a literal array, so the planner knows how
 * many jobs that arm brings (a subquery there would be a blind guess, and a bad guess makes it
 * walk the whole newest-first index for a text that matches 12 jobs). Every arm is an index
 * condition: the two trigram indexes and jobs_location_list_idx, ORed as bitmaps.
 */
function textMatch(pattern: string, locationIds: number[]): SQL {
  const atLocations =
    locationIds.length > 0
      ? sql` or ${jobs.locationId} = any(${`{${locationIds.join(',')}}`}::int[])`
      : sql``;
  return sql`(${jobs.name} ilike ${pattern} or ${jobs.category} ilike ${pattern}${atLocations})`;
}

/** Up to this many jobs of a group are passed as a literal id list; more are matched by a subquery. */
const GROUP_JOBS_LISTED = 10_000;

/**
 * A group's jobs are its live members' jobs (docs/product.md section 3: distinct jobs), read from
 * the assignments' index first and passed as a literal array, as the text's locations are: the
 * planner then knows how many there are and matches them by a hashed list. Page 1 walks the jobs'
 * newest-first index in the index alone until 26 of them come by (at a million jobs, 6,279 entries
 * in 28 buffers for a group of 4,047), where the subquery had each of the 4,047 read by its key for
 * its date (16,442 buffers); a deep page still reads them by key and sorts. Undefined past
 * GROUP_JOBS_LISTED: the subquery, as before.
 */
async function groupJobIds(db: Db, groupId: number): Promise<number[] | undefined> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select distinct ju.job_id as id from group_users gu
        join users u on u.id = gu.user_id and u.deleted_at is null
        join job_users ju on ju.user_id = gu.user_id
        where gu.group_id = ${groupId}
        limit ${GROUP_JOBS_LISTED + 1}`,
  );
  return rows.length > GROUP_JOBS_LISTED ? undefined : rows.map((r) => Number(r.id));
}

/**
 * How many of a group's listed jobs (distinct) are live: the list less those in the trash, found
 * by one join of the list with the small index of deleted jobs (jobs/jobs-deleted-index.ts, read
 * whole into a hash: 30 buffers for 9,916 deleted jobs at the benchmark) instead of reading each
 * of the group's jobs by its key (16,442 buffers for 4,047).
 */
async function liveOf(db: Db, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from unnest(${intArray(ids)}) as g(id)
        join jobs j on j.id = g.id where j.deleted_at is not null`,
  );
  return ids.length - Number(row?.n ?? 0);
}

function filterWhere(
  q: JobsFilter,
  text?: { pattern: string; locationIds: number[] },
  groupIds?: number[],
): SQL | undefined {
  return and(
    isNull(jobs.deletedAt),
    q.active ? eq(jobs.statusId, q.active === 'active' ? Status.Active : Status.Inactive) : undefined,
    q.location_id ? eq(jobs.locationId, q.location_id) : undefined,
    q.id ? sql`${jobs.id} in (select ju.job_id from job_users ju where ju.user_id = ${q.id})` : undefined,
    // A group's jobs are its live members' jobs (docs/product.md section 3: distinct jobs).
    q.group_id && groupIds
      ? groupIds.length > 0
        ? sql`${jobs.id} = any(${intArray(groupIds)})`
        : sql`false`
      : undefined,
    q.group_id && !groupIds
      ? sql`${jobs.id} in (
          select ju.job_id from group_users gu
          join users u on u.id = gu.user_id and u.deleted_at is null
          join job_users ju on ju.user_id = gu.user_id
          where gu.group_id = ${q.group_id})`
      : undefined,
    text ? textMatch(text.pattern, text.locationIds) : undefined,
  );
}

async function namedOrNotFound(
  db: Db,
  table: typeof users | typeof groups | typeof locations,
  id: number,
  what: 'user' | 'group' | 'location',
): Promise<Named> {
  const [row] = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(and(eq(table.id, id), isNull(table.deletedAt)));
  if (!row) throw notFound(what);
  return row;
}

/**
 * Supervisors get the read-only view of their own jobs (docs/product.md section 3): whatever they
 * ask for is narrowed to the jobs assigned to them, and another user's or a group's list is refused.
 */
function scopeFor(actor: SessionUser, query: JobsFilter): JobsFilter {
  if (actor.typeId !== Role.Supervisor) return query;
  if ((query.id && query.id !== actor.id) || query.group_id) {
    throw forbidden('job.supervisorOnlyOwn');
  }
  return { ...query, id: actor.id };
}

/**
 * The list's filter, whole: the Supervisor's scope, the named user, group and location (404 when
 * gone) and the text. The list's page and its export both build their WHERE here and nowhere else.
 */
export async function jobsWhere(db: Db, actor: SessionUser, query: Omit<JobsFilter, 'page'>) {
  const q = scopeFor(actor, { ...query, page: 1 });
  const pattern = q.filter ? containsPattern(q.filter) : undefined;
  const [user, group, location, locationIds, groupIds] = await Promise.all([
    q.id ? namedOrNotFound(db, users, q.id, 'user') : undefined,
    q.group_id ? namedOrNotFound(db, groups, q.group_id, 'group') : undefined,
    q.location_id ? namedOrNotFound(db, locations, q.location_id, 'location') : undefined,
    pattern ? matchingLocationIds(db, pattern) : [],
    q.group_id ? groupJobIds(db, q.group_id) : undefined,
  ]);
  const where = filterWhere(q, pattern ? { pattern, locationIds } : undefined, groupIds);
  // The group alone narrows the list: its total is its listed jobs less the deleted ones.
  const groupOnly = groupIds && !q.id && !q.location_id && !q.active && !pattern ? groupIds : undefined;
  return { where, pattern, user, group, location, groupOnly };
}

/** The list's columns of a job, its location and status. */
export function selectJobRows(db: Db) {
  return db
    .select({
      id: jobs.id,
      name: jobs.name,
      category: jobs.category,
      status_id: jobs.statusId,
      statusName: statuses.status,
      created_at: jobs.createdAt,
      locationId: locations.id,
      locationName: locations.name,
      address: locations.address,
    })
    .from(jobs)
    .innerJoin(locations, eq(locations.id, jobs.locationId))
    .innerJoin(statuses, eq(statuses.id, jobs.statusId));
}

export async function listJobs(db: Db, actor: SessionUser, query: JobsFilter): Promise<JobsListResponse> {
  const { where, pattern, user, group, location, groupOnly } = await jobsWhere(db, actor, query);
  const q = query;
  const offset = offsetFor(q.page, PAGE_SIZE);
  const { order, join } = sortedOrder(q.sort, JOB_SORT_COLUMNS, JOB_ID, JOBS_KEYSET);
  const [fetched, count] = await Promise.all([
    selectJobRows(db)
      // One more than a page: whether a next page exists, whatever the count says.
      .where(onPage(db, jobs, jobs.id, where, order, { offset, limit: PAGE_SIZE + 1 }, join))
      .orderBy(...order),
    // A common text's count would read tens of thousands of rows through ILIKE (decision 0023).
    groupOnly
      ? liveOf(db, groupOnly).then((total) => ({ total, estimated: false }))
      : countRows(db, jobs, where, undefined, { estimateFirst: pattern !== undefined }),
  ]);
  const rows = fetched.slice(0, PAGE_SIZE);
  const { total, estimated } = await settleTotal(db, jobs, where, count, {
    offset,
    rows: rows.length,
    more: fetched.length > PAGE_SIZE,
  });
  const items = rows.map(({ statusName, locationId, locationName, address, ...job }) => ({
    job_id: job.id,
    job: {
      ...job,
      status: { status: statusName },
      location: { id: locationId, name: locationName, address },
    } satisfies JobSummary,
  }));
  return { jobs: items, total, ...(estimated ? { total_estimated: true } : {}), user, group, location };
}

/**
 * Category suggestions for the job form: the distinct categories of the newest 5,000 live jobs.
 * Bounded on purpose (served by jobs_list_idx), so the form stays quick with a million jobs;
 * a category nobody used lately is still accepted, just not suggested.
 */
export async function listCategories(db: Db): Promise<string[]> {
  const rows = await queryRows<{ category: string }>(
    db,
    sql`select category from (
          select category from jobs where deleted_at is null
          order by created_at desc nulls last, id desc nulls last limit 5000
        ) recent
        where category <> ''
        group by category order by lower(category), category limit 200`,
  );
  return rows.map((r) => r.category);
}
