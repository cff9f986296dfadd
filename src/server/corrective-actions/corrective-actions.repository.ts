import { and, count, eq, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PAGE_SIZE, Status } from '@shared/constants';
import {
  ACTION_PRIORITIES,
  ACTION_STATUSES,
  type ActionPriority,
  type ActionStatus,
} from '@shared/action-statuses';
import {
  type ACTION_SORTS,
  type ActionRow,
  type ActionsResponse,
  type actionFields,
  type actionsFilterQuery,
} from '@shared/schemas/corrective-actions';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { type Keyset, key, orderOf } from '../db/keyset';
import { countRows, settleTotal } from '../db/list-count';
import { type SortColumn, sortedKeyset } from '../db/list-sort';
import { nameOf, rankOf } from '../db/sort-columns';
import { correctiveActions } from '../db/schema/corrective-actions';
import { jobs } from '../db/schema/jobs';
import { locations } from '../db/schema/locations';
import { reports } from '../db/schema/reports';
import { users } from '../db/schema/users';
import { offsetFor, onPage } from '../db/sql-helpers';
import { fieldError, HttpError } from '../http/errors';
import { emitEvent } from '../webhooks/webhooks.public';

export type ActionRecord = typeof correctiveActions.$inferSelect;
export type ActionsFilter = z.output<typeof actionsFilterQuery>;
export type ActionFields = z.output<typeof actionFields>;

export const actionNotFound = () => new HttpError(404, 'correctiveAction.notFound');

/** Still to be done: what the overdue count and a technician's "open at this location" mean. */
export const OPEN_STATUSES: ActionStatus[] = ['open', 'in_progress'];
const CLOSED_STATUSES: readonly string[] = ['done', 'verified'];
export const isClosed = (status: string) => CLOSED_STATUSES.includes(status);

/** Newest first, as corrective_actions_list_idx (and the status and assignee indexes) are built. */
export const ACTIONS_KEYSET: Keyset = {
  keys: [key(correctiveActions.createdAt, 'timestamptz'), key(correctiveActions.id, 'int')],
  direction: 'desc',
};
const NEWEST_FIRST = orderOf(ACTIONS_KEYSET);

export const liveAction = isNull(correctiveActions.deletedAt);

/** The columns the list sorts by (issue 18); text without case, nulls last, the id breaks ties. */
const SORTS: Record<(typeof ACTION_SORTS)[number], SortColumn> = {
  title: { expr: sql`lower(${correctiveActions.title})`, type: 'text', neverNull: true },
  location: { expr: nameOf(locations, correctiveActions.locationId), type: 'text' },
  assignee: { expr: nameOf(users, correctiveActions.assigneeId), type: 'text' },
  due_date: { expr: correctiveActions.dueDate, type: 'date' },
  priority: { expr: rankOf(ACTION_PRIORITIES, correctiveActions.priority), type: 'int' },
  status: { expr: rankOf(ACTION_STATUSES, correctiveActions.status), type: 'int' },
};
const ID = { expr: correctiveActions.id, type: 'int' } as const;

/** Open or in progress with a due date before the office's today (a date, `YYYY-MM-DD`). */
export const overdueWhere = (today: string) =>
  and(inArray(correctiveActions.status, OPEN_STATUSES), lt(correctiveActions.dueDate, today));

const assignee = alias(users, 'assignee');
const creator = alias(users, 'creator');
const closer = alias(users, 'closer');
const verifier = alias(users, 'verifier');

function selectActions(db: Db) {
  return db
    .select({
      action: correctiveActions,
      locationName: locations.name,
      jobName: jobs.name,
      assigneeName: assignee.name,
      creatorName: creator.name,
      closerName: closer.name,
      verifierName: verifier.name,
    })
    .from(correctiveActions)
    .innerJoin(locations, eq(locations.id, correctiveActions.locationId))
    .leftJoin(jobs, eq(jobs.id, correctiveActions.jobId))
    .leftJoin(assignee, eq(assignee.id, correctiveActions.assigneeId))
    .leftJoin(creator, eq(creator.id, correctiveActions.createdBy))
    .leftJoin(closer, eq(closer.id, correctiveActions.closedBy))
    .leftJoin(verifier, eq(verifier.id, correctiveActions.verifiedBy));
}
type Selected = Awaited<ReturnType<ReturnType<typeof selectActions>['execute']>>[number];

const person = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

function toRow(r: Selected, today: string): ActionRow {
  const a = r.action;
  const status = a.status as ActionStatus;
  return {
    id: a.id,
    title: a.title,
    description: a.description,
    status,
    priority: a.priority as ActionPriority,
    due_date: a.dueDate,
    overdue: OPEN_STATUSES.includes(status) && a.dueDate !== null && a.dueDate < today,
    location: { id: a.locationId, name: r.locationName },
    job: a.jobId === null ? null : { id: a.jobId, name: r.jobName ?? '' },
    report_id: a.reportId,
    field_id: a.fieldId,
    question: a.question,
    answer: a.answer,
    assignee: person(a.assigneeId, r.assigneeName),
    created_by: person(a.createdBy, r.creatorName),
    created_at: a.createdAt,
    closing_note: a.closingNote,
    has_closing_photo: a.closingPhotoPath !== null,
    closed_at: a.closedAt,
    closed_by: person(a.closedBy, r.closerName),
    verified_at: a.verifiedAt,
    verified_by: person(a.verifiedBy, r.verifierName),
    customer_assigned: a.customerAssigned,
    customer_status: a.customerStatus as ActionRow['customer_status'],
  };
}

/** Live actions matching `where`, newest first, with the names the screens show. */
export async function actionRows(db: Db, where: SQL | undefined, today: string, limit = 500) {
  const rows = await selectActions(db)
    .where(and(liveAction, where))
    .orderBy(...NEWEST_FIRST)
    .limit(limit);
  return rows.map((r) => toRow(r, today));
}

/** The rows of these ids as the list shows them, newest first: the export's batches. */
export async function actionRowsOf(db: Db, ids: number[], today: string): Promise<ActionRow[]> {
  const rows = await selectActions(db)
    .where(inArray(correctiveActions.id, ids))
    .orderBy(...NEWEST_FIRST);
  return rows.map((r) => toRow(r, today));
}

/** The list's WHERE (live actions included): its page and its count both build it here. */
export function actionsWhere(q: Omit<ActionsFilter, 'page'>, today: string): SQL | undefined {
  return and(
    liveAction,
    q.status.length > 0 ? inArray(correctiveActions.status, q.status) : undefined,
    q.assignee_id ? eq(correctiveActions.assigneeId, q.assignee_id) : undefined,
    q.location_id ? eq(correctiveActions.locationId, q.location_id) : undefined,
    q.job_id ? eq(correctiveActions.jobId, q.job_id) : undefined,
    q.overdue ? overdueWhere(today) : undefined,
  );
}

/**
 * The Corrective actions list (Supervisors, Admins): newest first or by a column (`sort`), 25 a
 * page, filtered by statuses, assignee, location and overdue for `today` (the office's date,
 * given by the caller). The count keeps the list's own order: only the page is sorted.
 */
export async function listActions(db: Db, q: ActionsFilter, today: string): Promise<ActionsResponse> {
  const where = actionsWhere(q, today);
  const offset = offsetFor(q.page, PAGE_SIZE);
  const order = orderOf(sortedKeyset(q.sort, SORTS, ID, ACTIONS_KEYSET));
  const [fetched, counted] = await Promise.all([
    selectActions(db)
      .where(
        onPage(db, correctiveActions, correctiveActions.id, where, order, { offset, limit: PAGE_SIZE + 1 }),
      )
      .orderBy(...order),
    countRows(db, correctiveActions, where, undefined, { order: NEWEST_FIRST }),
  ]);
  const page = fetched.slice(0, PAGE_SIZE);
  const { total, estimated } = await settleTotal(db, correctiveActions, where, counted, {
    offset,
    rows: page.length,
    more: fetched.length > PAGE_SIZE,
  });
  return {
    actions: page.map((r) => toRow(r, today)),
    total,
    ...(estimated ? { total_estimated: true as const } : {}),
  };
}

/** The home page's number: live actions still open or in progress after their due date. */
export async function countOverdue(db: Db, today: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(correctiveActions)
    .where(and(liveAction, overdueWhere(today)));
  return Number(row?.n ?? 0);
}

export async function actionById(db: Db, id: number, today: string): Promise<ActionRow> {
  const [row] = await actionRows(db, eq(correctiveActions.id, id), today, 1);
  if (!row) throw actionNotFound();
  return row;
}

/** The live action's own row; `lock` holds it for a change. */
export async function actionRecord(db: Db, id: number, lock = false): Promise<ActionRecord> {
  const query = db
    .select()
    .from(correctiveActions)
    .where(and(eq(correctiveActions.id, id), liveAction));
  const [record] = lock ? await query.for('update') : await query;
  if (!record) throw actionNotFound();
  return record;
}

/** An assignee is an active user who is not deleted, of any role. */
export async function assertAssignee(tx: Db, userId: number | null | undefined): Promise<void> {
  if (userId === null || userId === undefined) return;
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt), eq(users.statusId, Status.Active)))
    .for('key share');
  if (!user) throw fieldError(400, 'correctiveAction.assigneeInvalid', 'assignee_id');
}

/** Where an action belongs: a location, and the job and report when it came from one. */
export interface ActionPlace {
  locationId: number;
  jobId: number | null;
  reportId: number | null;
}

/** A live report with the location and job it was made at, or null. */
export async function reportPlace(db: Db, reportId: number) {
  const [row] = await db
    .select({
      reportId: reports.id,
      jobId: reports.jobId,
      locationId: jobs.locationId,
      userId: reports.userId,
      statusId: reports.statusId,
    })
    .from(reports)
    .innerJoin(jobs, eq(jobs.id, reports.jobId))
    .where(and(eq(reports.id, reportId), isNull(reports.deletedAt)));
  return row ?? null;
}

/** Writes a new open action; the caller has checked the place and the question it came from. */
export async function insertAction(
  tx: Db,
  fields: ActionFields,
  place: ActionPlace,
  actorId: number,
  from: { fieldId: number; question: string; answer: string } | null = null,
): Promise<number> {
  await assertAssignee(tx, fields.assignee_id);
  const [row] = await tx
    .insert(correctiveActions)
    .values({
      locationId: place.locationId,
      jobId: place.jobId,
      reportId: place.reportId,
      fieldId: from?.fieldId ?? null,
      question: from?.question ?? null,
      answer: from?.answer ?? null,
      title: fields.title,
      description: fields.description,
      assigneeId: fields.assignee_id,
      dueDate: fields.due_date,
      priority: fields.priority,
      status: 'open',
      createdBy: actorId,
    })
    .returning({ id: correctiveActions.id });
  await emitEvent(tx, 'corrective_action.opened', { id: row!.id, location_id: place.locationId });
  return row!.id;
}

/**
 * `POST /api/corrective-actions`: by hand on a report (its location and job come from the report's
 * job) or on a live location. A location given beside a report must be the report's.
 */
export async function createStaffAction(
  tx: Db,
  body: ActionFields & { location_id?: number; report_id?: number },
  actorId: number,
): Promise<number> {
  if (body.report_id !== undefined) {
    const place = await reportPlace(tx, body.report_id);
    if (!place) throw fieldError(400, 'correctiveAction.reportInvalid', 'report_id');
    if (body.location_id !== undefined && body.location_id !== place.locationId) {
      throw fieldError(400, 'correctiveAction.placeMismatch', 'location_id');
    }
    return insertAction(tx, body, place, actorId);
  }
  if (body.location_id === undefined) {
    throw fieldError(400, 'correctiveAction.placeRequired', 'location_id');
  }
  const [location] = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, body.location_id), isNull(locations.deletedAt)))
    .for('key share');
  if (!location) throw fieldError(400, 'correctiveAction.locationInvalid', 'location_id');
  return insertAction(tx, body, { locationId: location.id, jobId: null, reportId: null }, actorId);
}
