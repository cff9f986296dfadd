import { and, desc, eq, isNull } from 'drizzle-orm';
import { isAdminRole, ReportStatus, type ReportStatusId, Status } from '@shared/constants';
import type { SessionUser } from '../auth/auth.public';
import type { Db } from '../db/client';
import { jobs, jobUsers } from '../db/schema/jobs';
import { reportAnswers, reports, reportStatusHistory } from '../db/schema/reports';
import { templates } from '../db/schema/templates';
import { visitUsers } from '../db/schema/visits';
import { badRequest, conflict, forbidden, HttpError } from '../http/errors';
import { missingRequired } from './report-answers';
import { loadReport, type ReportRecord } from './report-detail.repository';
import { missingFollowups, reportScoreOf, reportVisibility, scoreColumns } from './report-logic';
import type { ReportEvents } from './report-events';
import { buildSnapshot, snapshotFields } from './report-snapshot';
import { freezeSite } from './report-site';
import { settleVisits, visitForNewReport } from '../visits/visits.public';
import { emitEvent } from '../webhooks/webhooks.public';

/**
 * Starts a report (docs/product.md section 7): an active job the user is assigned to (Admins may use
 * any active job), an active template with fields, whose tasks and fields are copied now.
 * One report in progress per user and job: a second start is a 409 naming the open one.
 * The report belongs to a visit (issue 18): the one given (of this job, still open), else the
 * user's open visit of the job on `today` (the office's day), else a new visit for today.
 */
export async function createReport(
  tx: Db,
  input: { job_id: number; template_id: number; visit_id?: number },
  actor: SessionUser,
  clock: { now: Date; today: string },
): Promise<ReportRecord> {
  const { today } = clock;
  const [job] = await tx
    .select({ id: jobs.id, statusId: jobs.statusId })
    .from(jobs)
    .where(and(eq(jobs.id, input.job_id), isNull(jobs.deletedAt)))
    // Two starts on one job queue here, so the second sees the first one's report (one per job).
    .for('no key update');
  if (!job) throw new HttpError(404, 'report.jobNotFound', { job_id: 'report.jobNotFound' });
  if (job.statusId !== Status.Active) throw conflict('report.jobInactive');
  if (!isAdminRole(actor.typeId)) {
    const [assigned] = await tx
      .select({ jobId: jobUsers.jobId })
      .from(jobUsers)
      .where(and(eq(jobUsers.jobId, job.id), eq(jobUsers.userId, actor.id)));
    // Someone sent on a visit of the job (a visit reassigned on the schedule) starts its report
    // without being one of the job's assignees; whether the visit is of this job is checked next.
    const sent =
      !assigned && input.visit_id !== undefined
        ? (
            await tx
              .select({ visitId: visitUsers.visitId })
              .from(visitUsers)
              .where(and(eq(visitUsers.visitId, input.visit_id), eq(visitUsers.userId, actor.id)))
          ).length > 0
        : false;
    if (!assigned && !sent) throw forbidden('report.notAssigned');
  }
  const [open] = await tx
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.jobId, job.id),
        eq(reports.userId, actor.id),
        eq(reports.statusId, ReportStatus.InProgress),
        isNull(reports.deletedAt),
      ),
    )
    .orderBy(desc(reports.startDate), desc(reports.id))
    .limit(1);
  if (open) {
    throw conflict({ code: 'report.alreadyOpen', params: { id: open.id } }, { openReportId: open.id });
  }
  const [template] = await tx
    .select({ id: templates.id, statusId: templates.statusId })
    .from(templates)
    .where(and(eq(templates.id, input.template_id), isNull(templates.deletedAt)))
    // Held until the report exists, so a concurrent template delete sees it in use.
    .for('share');
  if (!template) {
    throw new HttpError(404, 'report.templateNotFound', {
      template_id: 'report.templateNotFound',
    });
  }
  if (template.statusId !== Status.Active) throw conflict('report.templateInactive');
  const snapshot = await buildSnapshot(tx, template.id);
  if (snapshotFields(snapshot).length === 0) throw conflict('report.templateEmpty');
  const visitId = await visitForNewReport(tx, job.id, input.visit_id, actor, today);
  const [report] = await tx
    .insert(reports)
    .values({
      jobId: job.id,
      templateId: template.id,
      userId: actor.id,
      statusId: ReportStatus.InProgress,
      snapshot,
      visitId,
      startDate: clock.now,
    })
    .returning();
  await settleVisits(tx, [visitId]);
  await tx.insert(reportStatusHistory).values({
    reportId: report!.id,
    fromStatusId: null,
    toStatusId: ReportStatus.InProgress,
    userId: actor.id,
    createdAt: report!.startDate,
  });
  return report!;
}

/** Only the report's own user changes it, and only while it is in progress. */
export function assertEditable(report: ReportRecord) {
  if (report.statusId === ReportStatus.Finished) throw conflict('report.locked');
  if (report.statusId !== ReportStatus.InProgress) throw conflict('report.notInProgress');
}

async function move(
  tx: Db,
  report: ReportRecord,
  to: ReportStatusId,
  actor: SessionUser,
  changes: Partial<typeof reports.$inferInsert>,
  reason: string | null = null,
): Promise<void> {
  await tx
    .update(reports)
    .set({ ...changes, statusId: to })
    .where(eq(reports.id, report.id));
  await tx.insert(reportStatusHistory).values({
    reportId: report.id,
    fromStatusId: report.statusId,
    toStatusId: to,
    userId: actor.id,
    reason,
  });
  // The visit follows its reports: done once submitted, in progress again when returned.
  await settleVisits(tx, [report.visitId]);
  await emitEvent(tx, REPORT_EVENTS[to], { id: report.id, job_id: report.jobId });
}

const REPORT_EVENTS = {
  [ReportStatus.InProgress]: 'report.returned',
  [ReportStatus.Submitted]: 'report.submitted',
  [ReportStatus.Finished]: 'report.finished',
} as const;

/**
 * In progress → submitted, by its own user, when every shown required field has an answer and
 * every shown flagged answer has what it requires. Hidden answers stay stored but count for
 * nothing: not required, not scored, their application records and device findings not checked
 * or frozen.
 */
export async function submitReport(
  tx: Db,
  id: number,
  actor: SessionUser,
  clock: { now: Date; timeZone: string },
  events: ReportEvents,
): Promise<void> {
  const report = await loadReport(tx, id, actor, { lock: true, own: true });
  assertEditable(report);
  const stored = await tx
    .select({ fieldId: reportAnswers.fieldId, value: reportAnswers.value })
    .from(reportAnswers)
    .where(eq(reportAnswers.reportId, report.id));
  const answers = new Map(stored.map((a) => [a.fieldId, a.value]));
  const seen = reportVisibility(report.snapshot, answers);
  const missing = missingRequired(report.snapshot, new Set(answers.keys()), seen.hiddenFields);
  if (missing.length > 0) {
    throw badRequest(
      { code: 'report.missingRequired', params: { fields: missing.map((f) => f.field_name).join(', ') } },
      Object.fromEntries(missing.map((f) => [`answers.${f.id}`, 'report.required'])),
    );
  }
  const lacking = await missingFollowups(tx, report.id, report.snapshot, answers, seen);
  if (lacking.length > 0) {
    throw badRequest(
      { code: 'checklist.followupsMissing', params: { fields: lacking.map((f) => f.field_name).join(', ') } },
      Object.fromEntries(lacking.map((f) => [`answers.${f.id}`, f.code])),
    );
  }
  // Application records and device findings are checked and frozen by their modules.
  await events.run('submitting', { tx, report, answers, hiddenFields: seen.hiddenFields, clock });
  // Where, for whom and by whom it was done, as they are now: later edits do not change it.
  await freezeSite(tx, report);
  const score = reportScoreOf(report.snapshot, answers, seen);
  // The return reason was for this attempt; once resubmitted it no longer applies.
  await move(tx, report, ReportStatus.Submitted, actor, {
    submittedAt: clock.now,
    returnReason: null,
    ...scoreColumns(score),
  });
}

async function loadSubmitted(tx: Db, id: number, actor: SessionUser): Promise<ReportRecord> {
  const report = await loadReport(tx, id, actor, { lock: true });
  if (report.statusId === ReportStatus.Finished) throw conflict('report.locked');
  if (report.statusId !== ReportStatus.Submitted) throw conflict('report.notSubmitted');
  return report;
}

/** Submitted → finished, by a Supervisor or an Admin; from then on the report is locked. */
export async function finishReport(tx: Db, id: number, actor: SessionUser, now: Date): Promise<void> {
  const report = await loadSubmitted(tx, id, actor);
  await move(tx, report, ReportStatus.Finished, actor, { finishedAt: now });
}

/** Submitted → in progress again, with the reason the technician will read. */
export async function returnReport(
  tx: Db,
  id: number,
  reason: string,
  actor: SessionUser,
  events: ReportEvents,
): Promise<void> {
  const report = await loadSubmitted(tx, id, actor);
  await events.run('returned', { tx, reportId: report.id });
  await move(tx, report, ReportStatus.InProgress, actor, { returnReason: reason, submittedAt: null }, reason);
}
