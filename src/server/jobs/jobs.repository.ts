import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { PAGE_SIZE, Role, Status } from '@shared/constants';
import type { JobsListResponse, JobSummary, MyJob, Named } from '@shared/schemas/jobs';
import type { SessionUser } from '../auth/sessions.repository';
import type { Db } from '../db/client';
import { groups } from '../db/schema/groups';
import { jobs, jobUsers } from '../db/schema/jobs';
import { locations } from '../db/schema/locations';
import { statuses } from '../db/schema/lookups';
import { users } from '../db/schema/users';
import { containsPattern, countAll, offsetFor, queryRows } from '../db/sql-helpers';
import { forbidden, notFound } from '../http/errors';

/** The active jobs a user is assigned to, newest first: a technician's "My jobs". */
export async function listMyJobs(db: Db, userId: number): Promise<MyJob[]> {
  const rows = await db
    .select({
      id: jobs.id,
      name: jobs.name,
      category: jobs.category,
      created_at: jobs.createdAt,
      locationId: locations.id,
      locationName: locations.name,
      address: locations.address,
    })
    .from(jobUsers)
    .innerJoin(jobs, eq(jobs.id, jobUsers.jobId))
    .innerJoin(locations, eq(locations.id, jobs.locationId))
    .where(and(eq(jobUsers.userId, userId), eq(jobs.statusId, Status.Active), isNull(jobs.deletedAt)))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(500);
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
}

/**
 * The jobs whose name, category, location name or location address contains the text. Each arm
 * is served by its own trigram index (and the location arm by jobs_location_list_idx), so a text
 * that matches few jobs never scans the table; an OR across the join could not use them.
 */
function textMatch(text: string): SQL {
  const pattern = containsPattern(text);
  return sql`${jobs.id} in (
    select t.id from jobs t where t.name ilike ${pattern}
    union
    select t.id from jobs t where t.category ilike ${pattern}
    union
    select t.id from jobs t where t.deleted_at is null and t.location_id in (
      select l.id from locations l where l.name ilike ${pattern} or l.address ilike ${pattern}
    )
  )`;
}

function filterWhere(q: JobsFilter): SQL | undefined {
  return and(
    isNull(jobs.deletedAt),
    q.active ? eq(jobs.statusId, q.active === 'active' ? Status.Active : Status.Inactive) : undefined,
    q.location_id ? eq(jobs.locationId, q.location_id) : undefined,
    q.id ? sql`${jobs.id} in (select ju.job_id from job_users ju where ju.user_id = ${q.id})` : undefined,
    // A group's jobs are its live members' jobs (decisions.md section 3: distinct jobs).
    q.group_id
      ? sql`${jobs.id} in (
          select ju.job_id from group_users gu
          join users u on u.id = gu.user_id and u.deleted_at is null
          join job_users ju on ju.user_id = gu.user_id
          where gu.group_id = ${q.group_id})`
      : undefined,
    q.filter ? textMatch(q.filter) : undefined,
  );
}

async function namedOrNotFound(
  db: Db,
  table: typeof users | typeof groups | typeof locations,
  id: number,
  what: string,
): Promise<Named> {
  const [row] = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(and(eq(table.id, id), isNull(table.deletedAt)));
  if (!row) throw notFound(what);
  return row;
}

/**
 * Supervisors get the read-only view of their own jobs (decisions.md section 3): whatever they
 * ask for is narrowed to the jobs assigned to them, and another user's or a group's list is refused.
 */
function scopeFor(actor: SessionUser, query: JobsFilter): JobsFilter {
  if (actor.typeId !== Role.Supervisor) return query;
  if ((query.id && query.id !== actor.id) || query.group_id) {
    throw forbidden('Supervisors can see only the jobs assigned to them.');
  }
  return { ...query, id: actor.id };
}

export async function listJobs(db: Db, actor: SessionUser, query: JobsFilter): Promise<JobsListResponse> {
  const q = scopeFor(actor, query);
  const [user, group, location] = await Promise.all([
    q.id ? namedOrNotFound(db, users, q.id, 'User') : undefined,
    q.group_id ? namedOrNotFound(db, groups, q.group_id, 'Group') : undefined,
    q.location_id ? namedOrNotFound(db, locations, q.location_id, 'Location') : undefined,
  ]);
  const where = filterWhere(q);
  const [rows, total] = await Promise.all([
    db
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
      .innerJoin(statuses, eq(statuses.id, jobs.statusId))
      .where(where)
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(PAGE_SIZE)
      .offset(offsetFor(q.page, PAGE_SIZE)),
    countJobs(db, where),
  ]);
  const items = rows.map(({ statusName, locationId, locationName, address, ...job }) => ({
    job_id: job.id,
    job: {
      ...job,
      status: { status: statusName },
      location: { id: locationId, name: locationName, address },
    } satisfies JobSummary,
  }));
  return { jobs: items, total, user, group, location };
}

async function countJobs(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: countAll() }).from(jobs).where(where);
  return row?.total ?? 0;
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
          order by created_at desc, id desc limit 5000
        ) recent
        where category <> ''
        group by category order by lower(category), category limit 200`,
  );
  return rows.map((r) => r.category);
}
