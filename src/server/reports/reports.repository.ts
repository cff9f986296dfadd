import { and, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { PAGE_SIZE, ReportStatus, type ReportStatusId, Role, WAITING_COUNT_MAX } from '@shared/constants';
import type { ListSort } from '@shared/schemas/list-sort';
import { type REPORT_SORTS, type ReportsResponse } from '@shared/schemas/report-list';
import type { SessionUser } from '../auth/auth.public';
import type { Db } from '../db/client';
import { type Keyset, key, orderOf } from '../db/keyset';
import { type SortColumn, sortedOrder } from '../db/list-sort';
import { jobs } from '../db/schema/jobs';
import { locations } from '../db/schema/locations';
import { reportStatuses } from '../db/schema/lookups';
import { reports } from '../db/schema/reports';
import { templates } from '../db/schema/templates';
import { users } from '../db/schema/users';
import { countRows, plannerEstimate, settleTotal } from '../db/list-count';
import { containsPattern, countAll, offsetFor, onPage } from '../db/sql-helpers';
import { HttpError } from '../http/errors';
import { settleVisits } from '../visits/visits.public';

export interface ReportsFilter {
  page: number;
  filter?: string;
  job_filter?: string;
  /** Issue 18: one job's reports (the job page). */
  job_id?: number;
  start_date?: string;
  end_date?: string;
  mine?: boolean;
  /** Issue 16: the stored pass or fail, and reports with at least one flagged answer. */
  result?: 'pass' | 'fail';
  flagged?: boolean;
  /** Issue 18: any of these statuses, one technician's reports, and a column to sort by. */
  status?: ReportStatusId[];
  user_id?: number;
  sort?: ListSort<(typeof REPORT_SORTS)[number]>;
}

/** Midnight at the start of a calendar day in the app's time zone, as an instant. */
const dayStart = (day: string, timezone: string) => sql`(${day}::date)::timestamp at time zone ${timezone}`;
const dayAfter = (day: string, timezone: string) =>
  sql`(${day}::date + 1)::timestamp at time zone ${timezone}`;

/**
 * Newest start first, spelled exactly as reports_list_idx and reports_user_list_idx are built
 * (DESC NULLS LAST): plain DESC means NULLS FIRST, which PostgreSQL will not serve from them, and
 * page 1 then sorted every report (decision 0010's rule, decision 0023).
 */
export const REPORTS_KEYSET: Keyset = {
  keys: [key(reports.startDate, 'timestamptz'), key(reports.id, 'int')],
  direction: 'desc',
};
const NEWEST_FIRST = orderOf(REPORTS_KEYSET);

/**
 * The columns the list sorts by (issue 18). The names live in the job, its location, the template
 * and the user, joined to find the page (selectReportRows joins them too). "location" is the job's
 * location, where the work was done (issue 33); "company" the template's company name.
 */
const REPORT_SORT_COLUMNS: Record<(typeof REPORT_SORTS)[number], SortColumn> = {
  job: {
    expr: sql`lower(${jobs.name})`,
    type: 'text',
    join: { table: jobs, on: eq(jobs.id, reports.jobId) },
  },
  location: {
    expr: sql`lower(${locations.name})`,
    type: 'text',
    join: [
      { table: jobs, on: eq(jobs.id, reports.jobId) },
      { table: locations, on: eq(locations.id, jobs.locationId) },
    ],
  },
  company: {
    expr: sql`lower(${templates.companyName})`,
    type: 'text',
    join: { table: templates, on: eq(templates.id, reports.templateId) },
  },
  technician: {
    expr: sql`lower(${users.name})`,
    type: 'text',
    join: { table: users, on: eq(users.id, reports.userId) },
  },
  status: { expr: reports.statusId, type: 'int', neverNull: true },
  score: { expr: reports.scorePercent, type: 'int' },
  flagged: { expr: reports.flaggedCount, type: 'int', neverNull: true },
  start_date: { expr: reports.startDate, type: 'timestamptz', neverNull: true },
};
const REPORT_ID: SortColumn = { expr: reports.id, type: 'int' };

/** Up to this many matching jobs are passed as a literal id list; more are checked report by report. */
const FEW_JOBS = 1_000;

/**
 * Counting matches checked report by report reads a job per report (ten thousand reads for a
 * thousand matches of a tenth of the jobs, 400 ms): such a total is exact up to four pages only.
 */
const CHECKED_COUNT_LIMIT = 4 * PAGE_SIZE;

/**
 * The reports whose job's `column` holds the text. Few matching jobs (the usual case: a job's
 * name) become a literal id list, which the planner sizes right and serves from reports_job_idx.
 * Many (a category: a seventh of all jobs) are checked per report while the list's index is walked
 * newest first, one primary-key read each, so page 1 stops after a few hundred reports instead of
 * collecting a hundred thousand job ids first.
 */
async function jobTextMatch(db: Db, column: 'name' | 'category', pattern: string) {
  const col = column === 'name' ? jobs.name : jobs.category;
  const match = sql`${col} ilike ${pattern}`;
  // Listing the matches builds their whole trigram bitmap first (100 ms for a tenth of all jobs);
  // the column's statistics tell such a common text from a rare one without it.
  const matching = await plannerEstimate(db, jobs, match);
  const common = matching > 10 * FEW_JOBS;
  const rows = common
    ? []
    : await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(match)
        .limit(FEW_JOBS + 1);
  if (!common && rows.length <= FEW_JOBS) return { few: true, sql: idIn(reports.jobId, rows) };
  return {
    few: false,
    sql: sql`(select j.${sql.identifier(column)} from ${jobs} j where j.id = ${reports.jobId}) ilike ${pattern}`,
    // The planner's guess for the per-report check is a constant (99 of a million reports); the
    // jobs' own statistics tell what share of the jobs match, which the reports' estimate takes.
    share: async () =>
      Math.min(1, Math.max(matching, rows.length) / Math.max(1, await plannerEstimate(db, jobs, undefined))),
  };
}

const idIn = (column: PgColumn, rows: { id: number }[]) =>
  rows.length > 0 ? sql`${column} = any(${`{${rows.map((r) => r.id).join(',')}}`}::int[])` : sql`false`;

/**
 * The list's filters (docs/product.md section 7, docs/decisions/0006-reports.md): `filter` matches
 * the template's name or the job's category, `job_filter` the job's name; dates are whole days in
 * APP_TIMEZONE. A Technician sees only their own. `checked` tells that a condition is evaluated
 * report by report, so the count stops early (decision 0023).
 */
export async function reportsWhere(
  db: Db,
  q: Omit<ReportsFilter, 'page'>,
  actor: SessionUser,
  timezone: string,
) {
  const text = q.filter ? containsPattern(q.filter) : undefined;
  const job = q.job_filter ? containsPattern(q.job_filter) : undefined;
  const [templateRows, category, jobName] = await Promise.all([
    text
      ? db
          .select({ id: templates.id })
          .from(templates)
          .where(sql`${templates.name} ilike ${text}`)
      : [],
    text ? jobTextMatch(db, 'category', text) : undefined,
    job ? jobTextMatch(db, 'name', job) : undefined,
  ]);
  const textual = and(
    category ? sql`(${idIn(reports.templateId, templateRows)} or ${category.sql})` : undefined,
    jobName?.sql,
  );
  const plain = and(
    isNull(reports.deletedAt),
    actor.typeId === Role.Technician || q.mine ? eq(reports.userId, actor.id) : undefined,
    q.job_id ? eq(reports.jobId, q.job_id) : undefined,
    q.start_date ? sql`${reports.startDate} >= ${dayStart(q.start_date, timezone)}` : undefined,
    q.end_date ? sql`${reports.startDate} < ${dayAfter(q.end_date, timezone)}` : undefined,
    // Spelled as reports_passed_list_idx and reports_flagged_list_idx are built.
    q.result ? and(isNotNull(reports.passed), eq(reports.passed, q.result === 'pass')) : undefined,
    q.flagged ? gt(reports.flaggedCount, 0) : undefined,
    // Served by reports_status_idx (one status is planned as an equality, several as an IN list).
    q.status?.length ? inArray(reports.statusId, q.status) : undefined,
    q.user_id ? eq(reports.userId, q.user_id) : undefined,
  );
  const checked = category?.few === false || jobName?.few === false;
  return {
    where: and(plain, textual),
    checked,
    /**
     * What a checked filter likely matches, for its estimated total: the reports the other
     * conditions leave (the planner sizes those well) times the share of jobs each check passes.
     */
    checkedEstimate: async () => {
      let n = await plannerEstimate(db, reports, plain);
      for (const match of [category, jobName]) {
        if (match?.share) n *= await match.share();
      }
      return Math.round(n);
    },
  };
}

/** Reports with their job, template, user and status, for the rows of one page. */
export function selectReportRows(db: Db) {
  return db
    .select({
      id: reports.id,
      status_id: reports.statusId,
      start_date: reports.startDate,
      return_reason: reports.returnReason,
      score_percent: reports.scorePercent,
      passed: reports.passed,
      flagged_count: reports.flaggedCount,
      jobId: jobs.id,
      jobName: jobs.name,
      jobCategory: jobs.category,
      locationId: locations.id,
      locationName: locations.name,
      templateId: templates.id,
      templateName: templates.name,
      companyName: templates.companyName,
      userId: users.id,
      userName: users.name,
      statusName: reportStatuses.status,
    })
    .from(reports)
    .innerJoin(jobs, eq(jobs.id, reports.jobId))
    .innerJoin(locations, eq(locations.id, jobs.locationId))
    .innerJoin(templates, eq(templates.id, reports.templateId))
    .innerJoin(users, eq(users.id, reports.userId))
    .innerJoin(reportStatuses, eq(reportStatuses.id, reports.statusId));
}

export async function listReports(
  db: Db,
  q: ReportsFilter,
  actor: SessionUser,
  timezone: string,
): Promise<ReportsResponse> {
  const { where, checked, checkedEstimate } = await reportsWhere(db, q, actor, timezone);
  const offset = offsetFor(q.page, PAGE_SIZE);
  const { order, join } = sortedOrder(q.sort, REPORT_SORT_COLUMNS, REPORT_ID, REPORTS_KEYSET);
  const [fetched, count, companies] = await Promise.all([
    selectReportRows(db)
      .where(onPage(db, reports, reports.id, where, order, { offset, limit: PAGE_SIZE + 1 }, join))
      .orderBy(...order),
    // A per-report check costs a read each: past four pages' worth the total is estimated.
    checked
      ? countRows(db, reports, where, CHECKED_COUNT_LIMIT, {
          order: NEWEST_FIRST,
          neverSort: true,
          estimate: checkedEstimate,
        })
      : countRows(db, reports, where),
    // A handful of templates: whether any names another company than the rest.
    db.select({ n: sql<number>`count(distinct ${templates.companyName})::int` }).from(templates),
  ]);
  const rows = fetched.slice(0, PAGE_SIZE);
  const { total, estimated } = await settleTotal(db, reports, where, count, {
    offset,
    rows: rows.length,
    more: fetched.length > PAGE_SIZE,
  });
  return {
    total,
    ...(estimated ? { total_estimated: true as const } : {}),
    several_companies: (companies[0]?.n ?? 0) > 1,
    reports: rows.map((r) => ({
      id: r.id,
      status_id: r.status_id,
      start_date: r.start_date,
      return_reason: r.return_reason,
      score_percent: r.score_percent,
      passed: r.passed,
      flagged_count: r.flagged_count,
      job: { id: r.jobId, name: r.jobName, category: r.jobCategory },
      location: { id: r.locationId, name: r.locationName },
      template: { id: r.templateId, name: r.templateName, company_name: r.companyName },
      user: { id: r.userId, name: r.userName },
      status: { status: r.statusName },
    })),
  };
}

/**
 * "Waiting for review" (issue 18): the Submitted reports the actor's list shows, counted through the
 * list's own WHERE so the badge and the list it opens never disagree, and no further than
 * WAITING_COUNT_MAX: the first thousand entries of the status index, whatever the table holds.
 */
export async function waitingCountQuery(db: Db, actor: SessionUser, timezone: string) {
  const { where } = await reportsWhere(db, { status: [ReportStatus.Submitted] }, actor, timezone);
  const waiting = db
    .select({ id: reports.id })
    .from(reports)
    .where(where)
    .limit(WAITING_COUNT_MAX)
    .as('waiting');
  // In an object: a query builder is a thenable, so returned alone it would run as the promise settles.
  return { query: db.select({ count: countAll() }).from(waiting) };
}

export async function waitingCount(db: Db, actor: SessionUser, timezone: string): Promise<number> {
  const [row] = await (await waitingCountQuery(db, actor, timezone)).query;
  return row?.count ?? 0;
}

/**
 * Soft-deletes all the given reports or none (docs/product.md section 6): one transaction, and one
 * missing or already deleted id refuses the whole call, naming it.
 */
export async function softDeleteReports(tx: Db, ids: number[], actor: SessionUser): Promise<number[]> {
  const found = await tx
    .select({ id: reports.id })
    .from(reports)
    .where(and(inArray(reports.id, ids), isNull(reports.deletedAt)))
    .orderBy(reports.id)
    .for('update');
  const live = new Set(found.map((r) => r.id));
  const missing = ids.filter((id) => !live.has(id));
  if (missing.length > 0) {
    throw new HttpError(
      404,
      { code: 'report.notFoundIds', params: { ids: missing.join(', ') } },
      {
        ids: { code: 'report.missingIds', params: { ids: missing.join(',') } },
      },
    );
  }
  const deleted = await tx
    .update(reports)
    .set({ deletedAt: new Date(), deletedBy: actor.id })
    .where(inArray(reports.id, ids))
    .returning({ visitId: reports.visitId });
  // A visit whose last live report goes is to be done again (report-visits.ts).
  await settleVisits(
    tx,
    deleted.map((r) => r.visitId),
  );
  return ids;
}

/** What the Trash shows for a report: its job's name (the list's Name column). */
export const reportTrashLabel = sql`(select j.name from ${jobs} j where j.id = ${reports.jobId})`;
