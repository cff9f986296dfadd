import { and, eq, inArray, sql } from 'drizzle-orm';
import { ReportStatus } from '@shared/constants';
import type { SessionUser } from '../auth/auth.public';
import type { Db } from '../db/client';
import { reports } from '../db/schema/reports';
import { visits, visitUsers } from '../db/schema/visits';
import { badRequest, conflict, HttpError } from '../http/errors';
import { queryRows } from '../db/sql-helpers';
import { emitEvent } from '../webhooks/webhooks.public';

/**
 * The visit a new report is started from. Given one: it must be of the report's job and still
 * open (not skipped, not done). Without: the user's earliest open visit of that job today, else a
 * new visit for today with the user on it ("starting from a job without one creates today's
 * visit"). The caller inserts the report and then settles the visit (settleVisits).
 */
export async function visitForNewReport(
  tx: Db,
  jobId: number,
  visitId: number | undefined,
  actor: Pick<SessionUser, 'id'>,
  today: string,
): Promise<number> {
  if (visitId !== undefined) {
    const [visit] = await tx
      .select({ id: visits.id, jobId: visits.jobId, status: visits.status })
      .from(visits)
      .where(eq(visits.id, visitId))
      .for('update');
    if (!visit) throw new HttpError(404, 'visit.notFound', { visit_id: 'visit.notFound' });
    if (visit.jobId !== jobId)
      throw badRequest('visit.visitOfOtherJob', { visit_id: 'visit.visitOfOtherJob' });
    if (visit.status === 'skipped' || visit.status === 'done') throw conflict('visit.statusChange');
    return visit.id;
  }
  const [open] = await tx
    .select({ id: visits.id })
    .from(visits)
    .innerJoin(visitUsers, and(eq(visitUsers.visitId, visits.id), eq(visitUsers.userId, actor.id)))
    .where(
      and(
        eq(visits.jobId, jobId),
        eq(visits.date, today),
        inArray(visits.status, ['scheduled', 'in_progress']),
      ),
    )
    .orderBy(sql`${visits.startTime} nulls last`, visits.id)
    .limit(1)
    .for('update', { of: visits });
  if (open) return open.id;
  const [made] = await tx
    .insert(visits)
    .values({ jobId, date: today, status: 'in_progress' })
    .returning({ id: visits.id });
  await tx.insert(visitUsers).values({ visitId: made!.id, userId: actor.id });
  return made!.id;
}

/**
 * A visit's status follows its live reports: one in progress → in progress; otherwise any live
 * report (submitted or finished) → done; none → scheduled again. Called in the transaction of
 * every change of reports (start, submit, finish, return, delete, restore). A skipped visit stays
 * skipped unless a live report is on it; rows that would not change are not written (no audit noise).
 */
export async function settleVisits(tx: Db, visitIds: (number | null)[]): Promise<void> {
  const ids = [...new Set(visitIds.filter((id): id is number => id !== null))];
  if (ids.length === 0) return;
  const live = sql`from reports r where r.visit_id = w.id and r.deleted_at is null`;
  const settled = await queryRows<{ id: number; job_id: number; status: string }>(
    tx,
    sql`
    update visits v set status = s.next, skip_reason = null, updated_at = now()
    from (
      select w.id, case
        when exists (select 1 ${live} and r.status_id = ${ReportStatus.InProgress}) then 'in_progress'
        when exists (select 1 ${live}) then 'done'
        else 'scheduled' end as next
      from visits w
      where w.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
    ) s
    where v.id = s.id and v.status <> s.next and (v.status <> 'skipped' or s.next <> 'scheduled')
    returning v.id, v.job_id, v.status`,
  );
  for (const v of settled.filter((r) => r.status === 'done')) {
    await emitEvent(tx, 'visit.done', { id: v.id, job_id: v.job_id });
  }
}

/** The visits some reports were started from, to settle after the reports change. */
export async function visitsOfReports(tx: Db, reportIds: number[]): Promise<number[]> {
  if (reportIds.length === 0) return [];
  const rows = await tx
    .selectDistinct({ visitId: reports.visitId })
    .from(reports)
    .where(inArray(reports.id, reportIds));
  return rows.flatMap((r) => (r.visitId === null ? [] : [r.visitId]));
}
