import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { ReportStatus, Role } from '@shared/constants';
import { flaggedOptionsOf, visibility } from '@shared/checklist-logic';
import type { ReportActionsResponse, reportActionCreateBody } from '@shared/schemas/corrective-actions';
import type { z } from 'zod';
import type { SessionUser } from '../auth/auth.public';
import type { Db } from '../db/client';
import { correctiveActions } from '../db/schema/corrective-actions';
import { jobs } from '../db/schema/jobs';
import { reportAnswers, reports } from '../db/schema/reports';
import { conflict, fieldError, HttpError } from '../http/errors';
import { loadReport, type ReportRecord } from '../reports/reports.public';
import {
  type ActionRecord,
  actionRecord,
  actionRows,
  insertAction,
  isClosed,
  liveAction,
  OPEN_STATUSES,
} from './corrective-actions.repository';

type ReportActionCreate = z.output<typeof reportActionCreateBody>;

const isTechnician = (user: SessionUser) => user.typeId === Role.Technician;

/** The location a report was made at (its job's). */
async function locationOf(db: Db, report: ReportRecord): Promise<number> {
  const [job] = await db.select({ locationId: jobs.locationId }).from(jobs).where(eq(jobs.id, report.jobId));
  return job!.locationId;
}

/**
 * A report whose actions the user may change: a Technician's own while it is In Progress, any
 * report for office staff. 404 / 403 (another's report) / 409 (no longer in progress).
 */
async function reportToAct(tx: Db, reportId: number, user: SessionUser): Promise<ReportRecord> {
  const report = await loadReport(tx, reportId, user, { lock: true });
  if (isTechnician(user) && report.statusId !== ReportStatus.InProgress) {
    throw conflict('report.notInProgress');
  }
  return report;
}

/**
 * `GET /api/reports/{id}/corrective-actions`: the actions made from the report, and the other
 * open ones at its location (what a technician sees when starting a report there). A Technician
 * reads only their own reports' (loadReport answers 403 otherwise).
 */
export async function reportActions(
  db: Db,
  reportId: number,
  user: SessionUser,
  today: string,
): Promise<ReportActionsResponse> {
  const report = await loadReport(db, reportId, user);
  const locationId = await locationOf(db, report);
  const [fromReport, openAtLocation] = await Promise.all([
    actionRows(db, eq(correctiveActions.reportId, reportId), today),
    actionRows(
      db,
      and(
        eq(correctiveActions.locationId, locationId),
        inArray(correctiveActions.status, OPEN_STATUSES),
        or(isNull(correctiveActions.reportId), ne(correctiveActions.reportId, reportId)),
      ),
      today,
    ),
  ]);
  return { from_report: fromReport, open_at_location: openAtLocation };
}

/** The answer as the action quotes it: the options picked, in the order given. */
function answerText(answer: unknown): string {
  if (Array.isArray(answer)) return answer.filter((a): a is string => typeof a === 'string').join(', ');
  return typeof answer === 'string' ? answer : '';
}

/**
 * The question a flagged answer asks and its answer, checked against the report's own snapshot
 * and stored answers: the field must be in it, shown, and answered with a flagged option; and it
 * must not have a live action yet (409 with that action's id).
 */
async function flaggedSource(tx: Db, report: ReportRecord, fieldId: number) {
  const tasks = report.snapshot.tasks;
  const field = tasks.flatMap((t) => t.fields).find((f) => f.id === fieldId);
  if (!field) throw fieldError(400, 'correctiveAction.fieldNotInReport', 'field_id');
  const stored = await tx
    .select({ fieldId: reportAnswers.fieldId, value: reportAnswers.value })
    .from(reportAnswers)
    .where(eq(reportAnswers.reportId, report.id));
  const answers = new Map(stored.map((a) => [a.fieldId, a.value]));
  const answer = answers.get(fieldId);
  const hidden = visibility(tasks, answers).hiddenFields.has(fieldId);
  if (hidden || flaggedOptionsOf(field, answer).length === 0) {
    throw fieldError(400, 'correctiveAction.fieldNotFlagged', 'field_id');
  }
  const [existing] = await tx
    .select({ id: correctiveActions.id })
    .from(correctiveActions)
    .where(
      and(eq(correctiveActions.reportId, report.id), eq(correctiveActions.fieldId, fieldId), liveAction),
    );
  if (existing) throw conflict('correctiveAction.duplicate', { id: existing.id });
  return { fieldId, question: field.field_name, answer: answerText(answer) };
}

/**
 * `POST /api/reports/{id}/corrective-actions`: from a flagged answer (`field_id`) or by hand, at
 * the report's location and job. The report's row stays locked until commit, so two calls for one
 * answer cannot both pass the duplicate check.
 */
export async function createReportAction(
  tx: Db,
  reportId: number,
  body: ReportActionCreate,
  user: SessionUser,
): Promise<number> {
  const report = await reportToAct(tx, reportId, user);
  const locationId = await locationOf(tx, report);
  const from = body.field_id === undefined ? null : await flaggedSource(tx, report, body.field_id);
  return insertAction(tx, body, { locationId, jobId: report.jobId, reportId }, user.id, from);
}

/**
 * The action a report may close: made from it, or at its location. Anything else is not found
 * from this report, so a technician learns nothing of other places' actions.
 */
export async function actionToClose(
  tx: Db,
  reportId: number,
  actionId: number,
  user: SessionUser,
): Promise<ActionRecord> {
  const report = await reportToAct(tx, reportId, user);
  const action = await actionRecord(tx, actionId, true);
  if (action.reportId !== reportId && action.locationId !== (await locationOf(tx, report))) {
    throw new HttpError(404, 'correctiveAction.notAtReport');
  }
  return action;
}

/** A live report of the user's own at the action's location, In Progress when `inProgress`. */
function ownReportAt(db: Db, user: SessionUser, locationId: number, inProgress: boolean) {
  return db
    .select({ one: sql`1` })
    .from(reports)
    .innerJoin(jobs, eq(jobs.id, reports.jobId))
    .where(
      and(
        eq(reports.userId, user.id),
        isNull(reports.deletedAt),
        eq(jobs.locationId, locationId),
        inProgress ? eq(reports.statusId, ReportStatus.InProgress) : undefined,
      ),
    );
}

async function any(query: ReturnType<typeof ownReportAt>): Promise<boolean> {
  const [row] = await query.limit(1);
  return row !== undefined;
}

/**
 * Whether a Technician may see an action (its closing photo): one from a report of their own,
 * one they closed, or one still open at a location where they have a report.
 */
export async function technicianMayRead(db: Db, action: ActionRecord, user: SessionUser): Promise<boolean> {
  if (!isTechnician(user) || action.closedBy === user.id) return true;
  if (action.reportId !== null) {
    const [own] = await db
      .select({ userId: reports.userId })
      .from(reports)
      .where(and(eq(reports.id, action.reportId), isNull(reports.deletedAt)));
    if (own?.userId === user.id) return true;
  }
  return !isClosed(action.status) && any(ownReportAt(db, user, action.locationId, false));
}

/**
 * Whether a Technician may add the closing photo: while they have a report in progress at the
 * action's location, for an action still open or one they closed themselves (not yet verified).
 */
export async function technicianMayAddPhoto(
  db: Db,
  action: ActionRecord,
  user: SessionUser,
): Promise<boolean> {
  if (!isTechnician(user)) return true;
  const closable = !isClosed(action.status) || (action.status === 'done' && action.closedBy === user.id);
  return closable && any(ownReportAt(db, user, action.locationId, true));
}
