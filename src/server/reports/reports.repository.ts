import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZE, Role } from '@shared/constants';
import { type ReportRow } from '@shared/schemas/reports';
import type { SessionUser } from '../auth/sessions.repository';
import type { Db } from '../db/client';
import { jobs } from '../db/schema/jobs';
import { reportStatuses } from '../db/schema/lookups';
import { reports } from '../db/schema/reports';
import { templates } from '../db/schema/templates';
import { users } from '../db/schema/users';
import { containsPattern, countAll, offsetFor } from '../db/sql-helpers';
import { HttpError } from '../http/errors';

export interface ReportsFilter {
  page: number;
  filter?: string;
  job_filter?: string;
  start_date?: string;
  end_date?: string;
  mine?: boolean;
}

/** Midnight at the start of a calendar day in the app's time zone, as an instant. */
const dayStart = (day: string, timezone: string) => sql`(${day}::date)::timestamp at time zone ${timezone}`;
const dayAfter = (day: string, timezone: string) =>
  sql`(${day}::date + 1)::timestamp at time zone ${timezone}`;

/**
 * The list's filters (docs/product.md section 7, docs/decisions/0006-reports.md). The text filters
 * pick matching jobs and templates through their trigram indexes first; reports are then found by
 * job or template id. Dates are whole days in APP_TIMEZONE. A Technician sees only their own.
 */
function filterWhere(q: ReportsFilter, actor: SessionUser, timezone: string): SQL | undefined {
  const text = q.filter ? containsPattern(q.filter) : undefined;
  const job = q.job_filter ? containsPattern(q.job_filter) : undefined;
  return and(
    isNull(reports.deletedAt),
    actor.typeId === Role.Technician || q.mine ? eq(reports.userId, actor.id) : undefined,
    text
      ? sql`(${reports.templateId} in (select id from ${templates} where ${templates.name} ilike ${text})
          or ${reports.jobId} in (select id from ${jobs} where ${jobs.category} ilike ${text}))`
      : undefined,
    job ? sql`${reports.jobId} in (select id from ${jobs} where ${jobs.name} ilike ${job})` : undefined,
    q.start_date ? sql`${reports.startDate} >= ${dayStart(q.start_date, timezone)}` : undefined,
    q.end_date ? sql`${reports.startDate} < ${dayAfter(q.end_date, timezone)}` : undefined,
  );
}

/** One page of the list, as a query of its own so a test can EXPLAIN exactly what runs. */
export function reportsPageQuery(db: Db, q: ReportsFilter, actor: SessionUser, timezone: string) {
  return db
    .select({
      id: reports.id,
      status_id: reports.statusId,
      start_date: reports.startDate,
      return_reason: reports.returnReason,
      jobId: jobs.id,
      jobName: jobs.name,
      jobCategory: jobs.category,
      templateId: templates.id,
      templateName: templates.name,
      companyName: templates.companyName,
      userId: users.id,
      userName: users.name,
      statusName: reportStatuses.status,
    })
    .from(reports)
    .innerJoin(jobs, eq(jobs.id, reports.jobId))
    .innerJoin(templates, eq(templates.id, reports.templateId))
    .innerJoin(users, eq(users.id, reports.userId))
    .innerJoin(reportStatuses, eq(reportStatuses.id, reports.statusId))
    .where(filterWhere(q, actor, timezone))
    .orderBy(desc(reports.startDate), desc(reports.id))
    .limit(PAGE_SIZE)
    .offset(offsetFor(q.page, PAGE_SIZE));
}

export async function listReports(
  db: Db,
  q: ReportsFilter,
  actor: SessionUser,
  timezone: string,
): Promise<{ reports: ReportRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    reportsPageQuery(db, q, actor, timezone),
    db
      .select({ total: countAll() })
      .from(reports)
      .where(filterWhere(q, actor, timezone)),
  ]);
  return {
    total: count?.total ?? 0,
    reports: rows.map((r) => ({
      id: r.id,
      status_id: r.status_id,
      start_date: r.start_date,
      return_reason: r.return_reason,
      job: { id: r.jobId, name: r.jobName, category: r.jobCategory },
      template: { id: r.templateId, name: r.templateName, company_name: r.companyName },
      user: { id: r.userId, name: r.userName },
      status: { status: r.statusName },
    })),
  };
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
  await tx
    .update(reports)
    .set({ deletedAt: new Date(), deletedBy: actor.id })
    .where(inArray(reports.id, ids));
  return ids;
}

/** What the Trash shows for a report: its job's name (the list's Name column). */
export const reportTrashLabel = sql`(select j.name from ${jobs} j where j.id = ${reports.jobId})`;
