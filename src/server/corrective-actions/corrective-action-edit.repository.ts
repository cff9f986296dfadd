import { and, eq, isNull, sql } from 'drizzle-orm';
import type { actionUpdateBody } from '@shared/schemas/corrective-actions';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { correctiveActions } from '../db/schema/corrective-actions';
import { locations } from '../db/schema/locations';
import { conflict, fieldError, notFound } from '../http/errors';
import { RESTORABLE } from '../trash/trash.public';
import { type ActionRecord, actionRecord, assertAssignee, isClosed } from './corrective-actions.repository';
import { emitEvent } from '../webhooks/webhooks.public';

type ActionUpdate = z.output<typeof actionUpdateBody>;
type ActionChange = Partial<typeof correctiveActions.$inferInsert>;

const now = sql`now()`;

/**
 * The stamps a move from one status to another sets or clears: entering done stamps who closed
 * it, verifying stamps who verified, going back to open or in progress clears both, and done from
 * verified clears the verification.
 */
export function statusStamps(from: string, to: string, actorId: number): ActionChange {
  if (from === to) return {};
  const change: ActionChange = { status: to };
  if (isClosed(to) && !isClosed(from)) Object.assign(change, { closedAt: now, closedBy: actorId });
  if (!isClosed(to)) Object.assign(change, { closedAt: null, closedBy: null });
  if (to === 'verified') Object.assign(change, { verifiedAt: now, verifiedBy: actorId });
  else Object.assign(change, { verifiedAt: null, verifiedBy: null });
  return change;
}

/**
 * `PATCH /api/corrective-actions/{id}` (Supervisors, Admins): any field, status included. An
 * action is verified only from done, and done (or verified) needs a closing note.
 */
export async function updateAction(tx: Db, id: number, body: ActionUpdate, actorId: number): Promise<void> {
  const record = await actionRecord(tx, id, true);
  const to = body.status ?? record.status;
  if (to === 'verified' && record.status !== 'verified' && record.status !== 'done') {
    throw fieldError(409, 'correctiveAction.verifyNotDone', 'status');
  }
  const note = body.closing_note === undefined ? record.closingNote : body.closing_note || null;
  if (isClosed(to) && !note) throw fieldError(400, 'correctiveAction.closingNoteRequired', 'closing_note');
  if (body.assignee_id !== undefined && body.assignee_id !== record.assigneeId) {
    await assertAssignee(tx, body.assignee_id);
  }
  const change: ActionChange = {
    ...(body.title !== undefined && { title: body.title }),
    ...(body.description !== undefined && { description: body.description }),
    ...(body.priority !== undefined && { priority: body.priority }),
    ...(body.assignee_id !== undefined && { assigneeId: body.assignee_id }),
    ...(body.due_date !== undefined && { dueDate: body.due_date }),
    ...(body.closing_note !== undefined && { closingNote: note }),
    ...(body.customer_assigned !== undefined && { customerAssigned: body.customer_assigned }),
    ...statusStamps(record.status, to, actorId),
  };
  if (Object.keys(change).length === 0) return;
  await tx
    .update(correctiveActions)
    .set({ ...change, updatedAt: now })
    .where(eq(correctiveActions.id, id));
  if (isClosed(to) && !isClosed(record.status)) await emitEvent(tx, 'corrective_action.closed', { id });
  // Reopened, it is open again.
  if (!isClosed(to) && isClosed(record.status)) await emitEvent(tx, 'corrective_action.opened', { id });
}

/** Done with a note, by whoever may close it (the report's routes checked that); not twice. */
export async function closeAction(
  tx: Db,
  record: ActionRecord,
  note: string,
  actorId: number,
): Promise<void> {
  if (isClosed(record.status)) throw conflict('correctiveAction.alreadyClosed');
  await tx
    .update(correctiveActions)
    .set({ closingNote: note, ...statusStamps(record.status, 'done', actorId), updatedAt: now })
    .where(eq(correctiveActions.id, record.id));
  await emitEvent(tx, 'corrective_action.closed', { id: record.id });
}

/** Soft delete (Admins): the action leaves every list and waits in the Trash for 30 days. */
export async function softDeleteAction(tx: Db, id: number, actorId: number): Promise<void> {
  await actionRecord(tx, id, true);
  await tx
    .update(correctiveActions)
    .set({ deletedAt: now, deletedBy: actorId, updatedAt: now })
    .where(eq(correctiveActions.id, id));
}

/** A deleted action comes back only to a live location. */
export async function assertActionRestorable(tx: Db, id: number): Promise<void> {
  const [action] = await tx
    .select({ locationId: correctiveActions.locationId })
    .from(correctiveActions)
    .where(and(eq(correctiveActions.id, id), RESTORABLE));
  if (!action) throw notFound('deletedItem');
  const [location] = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, action.locationId), isNull(locations.deletedAt)))
    .for('key share');
  if (!location) throw conflict('correctiveAction.locationDeleted');
}

/** Records the stored closing photo; answers the one it replaces, for the caller to remove. */
export async function setClosingPhoto(
  tx: Db,
  id: number,
  photo: { name: string; type: string; size: number },
): Promise<string | null> {
  const record = await actionRecord(tx, id, true);
  await tx
    .update(correctiveActions)
    .set({
      closingPhotoPath: photo.name,
      closingPhotoMime: photo.type,
      closingPhotoSize: photo.size,
      updatedAt: now,
    })
    .where(eq(correctiveActions.id, id));
  return record.closingPhotoPath;
}
