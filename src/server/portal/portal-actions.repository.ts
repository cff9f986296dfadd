import { and, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  PORTAL_RECENT_ACTION_DAYS,
  type PortalAction,
  type portalActionUpdateBody,
} from '@shared/schemas/portal-actions';
import { PORTAL_LIST_LIMIT } from '@shared/schemas/portal';
import type { ActionStatus } from '@shared/action-statuses';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { correctiveActions, correctiveActionUpdates } from '../db/schema/corrective-actions';
import { locationContacts, locations } from '../db/schema/locations';
import { conflict } from '../http/errors';
import { OPEN_STATUSES } from '../corrective-actions/corrective-actions.public';
import { customerUpdateRecord, customerUpdatesOf } from '../corrective-actions/corrective-actions.public';
import { contactEmailIs } from './portal-sign-in.repository';
import { notTheirs } from './portal-view.repository';

type ActionRecord = typeof correctiveActions.$inferSelect;
type UpdateBody = z.output<typeof portalActionUpdateBody>;

const DAY_MS = 86_400_000;

/** A live action the office gave the customer, at a live location the address is a contact of. */
const theirsWhere = (email: string) =>
  and(
    isNull(correctiveActions.deletedAt),
    eq(correctiveActions.customerAssigned, true),
    sql`exists (select 1 from ${locations} join ${locationContacts} on ${locationContacts.locationId} = ${locations.id}
      where ${locations.id} = ${correctiveActions.locationId} and ${locations.deletedAt} is null
      and ${contactEmailIs(email)})`,
  );

function toPortalAction(a: ActionRecord, updates: PortalAction['updates']): PortalAction {
  return {
    id: a.id,
    title: a.title,
    description: a.description,
    status: a.status as ActionStatus,
    priority: a.priority as PortalAction['priority'],
    due_date: a.dueDate,
    customer_status: a.customerStatus as PortalAction['customer_status'],
    created_at: a.createdAt,
    closed_at: a.closedAt,
    updates,
  };
}

async function withUpdates(db: Db, rows: ActionRecord[]): Promise<PortalAction[]> {
  const updates = await customerUpdatesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toPortalAction(r, updates.get(r.id) ?? []));
}

/**
 * The location's actions the customer is to do: open or in progress, and those closed in the
 * last 90 days before `now`, newest first. The caller has checked the location is theirs.
 */
export async function customerActions(db: Db, locationId: number, now: Date): Promise<PortalAction[]> {
  const since = new Date(now.getTime() - PORTAL_RECENT_ACTION_DAYS * DAY_MS);
  const rows = await db
    .select()
    .from(correctiveActions)
    .where(
      and(
        eq(correctiveActions.locationId, locationId),
        isNull(correctiveActions.deletedAt),
        eq(correctiveActions.customerAssigned, true),
        or(inArray(correctiveActions.status, OPEN_STATUSES), gte(correctiveActions.closedAt, since)),
      ),
    )
    .orderBy(desc(correctiveActions.createdAt), desc(correctiveActions.id))
    .limit(PORTAL_LIST_LIMIT);
  return withUpdates(db, rows);
}

/** The customer's action at one of the address's locations; 404 for any other. */
export async function theirAction(db: Db, email: string, id: number, lock = false): Promise<ActionRecord> {
  const query = db
    .select()
    .from(correctiveActions)
    .where(and(eq(correctiveActions.id, id), theirsWhere(email)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notTheirs();
  return row;
}

export async function portalActionById(db: Db, email: string, id: number): Promise<PortalAction> {
  const [action] = await withUpdates(db, [await theirAction(db, email, id)]);
  return action!;
}

/**
 * The contact acknowledges, comments on, or says they fixed the action (audited under their
 * address: the route's transaction names it). Acknowledged and fixed are the action's latest
 * word from the customer; the office's own status is the office's to change. A verified action
 * takes no more.
 */
export async function addCustomerUpdate(
  tx: Db,
  email: string,
  id: number,
  body: UpdateBody,
): Promise<number> {
  const action = await theirAction(tx, email, id, true);
  if (action.status === 'verified') throw conflict('portal.actionClosed');
  const [row] = await tx
    .insert(correctiveActionUpdates)
    .values({ actionId: id, email, kind: body.kind, note: body.note })
    .returning({ id: correctiveActionUpdates.id });
  if (body.kind !== 'comment' && action.customerStatus !== body.kind) {
    await tx
      .update(correctiveActions)
      .set({ customerStatus: body.kind, updatedAt: sql`now()` })
      .where(eq(correctiveActions.id, id));
  }
  return row!.id;
}

/**
 * An update of the action's, if the address may see it (any contact of the location); `own`
 * asks for one the address wrote itself. 404 otherwise.
 */
export async function theirUpdate(db: Db, email: string, updateId: number, own = false, lock = false) {
  const update = await customerUpdateRecord(db, updateId, lock);
  if (!update || (own && update.email !== email)) throw notTheirs();
  const action = await theirAction(db, email, update.actionId);
  return { update, action };
}

/** Records the stored photo on the contact's own update; answers the one it replaces. */
export async function setUpdatePhoto(
  tx: Db,
  email: string,
  updateId: number,
  photo: { name: string; type: string; size: number },
): Promise<{ replaced: string | null; actionId: number }> {
  const { update, action } = await theirUpdate(tx, email, updateId, true, true);
  if (action.status === 'verified') throw conflict('portal.actionClosed');
  await tx
    .update(correctiveActionUpdates)
    .set({ photoPath: photo.name, photoMime: photo.type, photoSize: photo.size })
    .where(eq(correctiveActionUpdates.id, updateId));
  return { replaced: update.photoPath, actionId: action.id };
}
