import { and, type Column, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { formatDay, dayIn } from '@shared/dates';
import { isAdminRole, Role, Status } from '@shared/constants';
import type { SessionUser } from '../auth/auth.public';
import type { Db } from '../db/client';
import { jobs, jobUsers } from '../db/schema/jobs';
import { locations } from '../db/schema/locations';
import { reports } from '../db/schema/reports';
import { templates } from '../db/schema/templates';
import { users } from '../db/schema/users';
import { containsPattern } from '../db/sql-helpers';
import { type Candidate, joinParts } from './search-rank';

/** Whether any of these columns matches the text. */
export type TextMatch = (...columns: Column[]) => SQL;

/**
 * The text as part of a column (`ILIKE '%text%'`), or, `closeWords`, as words a letter or two off
 * ("Bela Napoli" for "Bella Napoli"): pg_trgm's word similarity (`<%`, 0.6 by default), which the
 * same trigram indexes serve.
 */
export function textMatch(text: string, closeWords = false): TextMatch {
  const pattern = containsPattern(text);
  const trimmed = text.trim();
  return (...columns) =>
    or(...columns.map((c) => (closeWords ? sql`${trimmed} <% ${c}` : sql`${c} ilike ${pattern}`)))!;
}

/** What one search asks of each kind: how to match the text (when long enough), the number, how many. */
export interface SearchAsk {
  db: Db;
  actor: SessionUser;
  match?: TextMatch;
  number?: number;
  /** How many matches of a kind are fetched to rank (search-rank.ts). */
  pool: number;
  timezone: string;
}

/** The jobs a Supervisor or a Technician is assigned to; Admins reach every job. */
const assignedTo = (column: PgColumn, userId: number) =>
  sql`${column} in (select ${jobUsers.jobId} from ${jobUsers} where ${jobUsers.userId} = ${userId})`;

/**
 * Jobs: every live job for Admins, a Supervisor's own jobs (their jobs list), a Technician's active
 * assigned jobs (My jobs), which open the report's start page. Staff open the job page.
 */
export async function searchJobs(ask: SearchAsk): Promise<Candidate[]> {
  const { db, actor, match, number } = ask;
  const technician = actor.typeId === Role.Technician;
  const scope = and(
    isNull(jobs.deletedAt),
    isAdminRole(actor.typeId) ? undefined : assignedTo(jobs.id, actor.id),
    technician ? eq(jobs.statusId, Status.Active) : undefined,
  );
  const select = () =>
    db
      .select({ id: jobs.id, name: jobs.name, category: jobs.category, locationName: locations.name })
      .from(jobs)
      .innerJoin(locations, eq(locations.id, jobs.locationId));
  const [byNumber, byText] = await Promise.all([
    number ? select().where(and(scope, eq(jobs.id, number))) : [],
    match
      ? select()
          .where(and(scope, match(jobs.name, jobs.category)))
          .limit(ask.pool)
      : [],
  ]);
  const to = (id: number) => (technician ? `/my/reports/new?job_id=${id}` : `/jobs/${id}`);
  return [
    ...byNumber.map((r) => ({ r, byNumber: true })),
    ...byText.map((r) => ({ r, byNumber: false })),
  ].map(({ r, byNumber: found }) => ({
    kind: 'job' as const,
    id: r.id,
    title: r.name,
    subtitle: joinParts(r.category, r.locationName),
    to: to(r.id),
    byNumber: found,
  }));
}

/** Up to this many jobs named by the text are passed as a literal id list; more walk the reports. */
const FEW_JOBS = 1_000;

/**
 * Newest first, spelled as reports_list_idx and reports_user_list_idx are built (DESC NULLS LAST):
 * plain DESC is NULLS FIRST, which PostgreSQL does not serve from them (decision 0023).
 */
const NEWEST_FIRST = [sql`${reports.startDate} desc nulls last`, sql`${reports.id} desc nulls last`];

/**
 * The reports a person may open: a Technician their own, a Supervisor their own and those of their
 * jobs (what they oversee), Admins every live one.
 */
function reportScope(actor: SessionUser): SQL | undefined {
  if (actor.typeId === Role.Technician) return and(isNull(reports.deletedAt), eq(reports.userId, actor.id));
  if (actor.typeId === Role.Supervisor) {
    return and(
      isNull(reports.deletedAt),
      or(eq(reports.userId, actor.id), assignedTo(reports.jobId, actor.id)),
    );
  }
  return isNull(reports.deletedAt);
}

const idIn = (column: typeof reports.jobId, rows: { id: number }[]) =>
  rows.length > 0 ? sql`${column} = any(${`{${rows.map((r) => r.id).join(',')}}`}::int[])` : sql`false`;

/**
 * The reports the person may open whose job's name holds the text. A Technician's own reports are
 * walked newest first (reports_user_list_idx). A Supervisor's jobs with that name are listed first
 * (job_users_user_idx) and their reports read by reports_job_idx, beside their own reports. For
 * Admins, few named jobs (a job's own name) become a literal id list served by reports_job_idx; a
 * common word (over FEW_JOBS jobs) walks the reports newest first checking each one's job, which
 * finds a few quickly (decision 0023 does the same for the reports list).
 */
async function namedReports(ask: SearchAsk, match: TextMatch): Promise<SQL | undefined> {
  const { db, actor } = ask;
  const named = match(jobs.name);
  if (actor.typeId === Role.Technician) return and(reportScope(actor), named);
  if (actor.typeId === Role.Supervisor) {
    const rows = await db
      .select({ id: jobs.id })
      .from(jobUsers)
      .innerJoin(jobs, eq(jobs.id, jobUsers.jobId))
      .where(and(eq(jobUsers.userId, actor.id), named))
      .limit(FEW_JOBS + 1);
    if (rows.length > FEW_JOBS) return and(reportScope(actor), named);
    return and(isNull(reports.deletedAt), named, or(eq(reports.userId, actor.id), idIn(reports.jobId, rows)));
  }
  // A LIMIT without ORDER BY: for a common word the planner reads jobs in turn and stops at the
  // limit, for a rare one it asks the trigram index.
  const rows = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(named)
    .limit(FEW_JOBS + 1);
  if (rows.length > FEW_JOBS) return and(reportScope(actor), named);
  return and(reportScope(actor), idIn(reports.jobId, rows));
}

/** Reports by their number or their job's name, each opening the report's page. */
export async function searchReports(ask: SearchAsk): Promise<Candidate[]> {
  const { db, actor, match, number } = ask;
  const select = () =>
    db
      .select({
        id: reports.id,
        startDate: reports.startDate,
        jobName: jobs.name,
        templateName: templates.name,
        userName: users.name,
      })
      .from(reports)
      .innerJoin(jobs, eq(jobs.id, reports.jobId))
      .innerJoin(templates, eq(templates.id, reports.templateId))
      .innerJoin(users, eq(users.id, reports.userId));
  const [byNumber, byText] = await Promise.all([
    number ? select().where(and(reportScope(actor), eq(reports.id, number))) : [],
    match
      ? namedReports(ask, match).then((where) =>
          select()
            .where(where)
            .orderBy(...NEWEST_FIRST)
            .limit(ask.pool),
        )
      : [],
  ]);
  return [
    ...byNumber.map((r) => ({ r, byNumber: true })),
    ...byText.map((r) => ({ r, byNumber: false })),
  ].map(({ r, byNumber: found }) => ({
    kind: 'report' as const,
    id: r.id,
    title: r.jobName,
    subtitle: joinParts(r.templateName, r.userName, formatDay(dayIn(r.startDate, ask.timezone))),
    to: `/reports/${r.id}`,
    byNumber: found,
  }));
}
