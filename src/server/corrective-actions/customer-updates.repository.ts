import { asc, eq, inArray } from 'drizzle-orm';
import type { ActionDetail, CustomerUpdate, CustomerUpdateKind } from '@shared/schemas/corrective-actions';
import type { Db } from '../db/client';
import { correctiveActionUpdates } from '../db/schema/corrective-actions';
import { actionById } from './corrective-actions.repository';

export type CustomerUpdateRecord = typeof correctiveActionUpdates.$inferSelect;

/**
 * What the location's contacts said on actions (decision 0049), oldest first, by action: the
 * office's action page and the portal's list both read them here.
 */
export async function customerUpdatesOf(db: Db, actionIds: number[]): Promise<Map<number, CustomerUpdate[]>> {
  const byAction = new Map<number, CustomerUpdate[]>(actionIds.map((id) => [id, []]));
  if (actionIds.length === 0) return byAction;
  const rows = await db
    .select()
    .from(correctiveActionUpdates)
    .where(inArray(correctiveActionUpdates.actionId, actionIds))
    .orderBy(asc(correctiveActionUpdates.createdAt), asc(correctiveActionUpdates.id));
  for (const r of rows) {
    byAction.get(r.actionId)?.push({
      id: r.id,
      kind: r.kind as CustomerUpdateKind,
      note: r.note,
      email: r.email,
      created_at: r.createdAt,
      has_photo: r.photoPath !== null,
    });
  }
  return byAction;
}

/** One update; null when there is none. */
export async function customerUpdateRecord(
  db: Db,
  id: number,
  lock = false,
): Promise<CustomerUpdateRecord | null> {
  const query = db.select().from(correctiveActionUpdates).where(eq(correctiveActionUpdates.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The office's action page: the action and its contacts' updates. */
export async function actionDetailById(db: Db, id: number, today: string): Promise<ActionDetail> {
  const action = await actionById(db, id, today);
  const updates = await customerUpdatesOf(db, [id]);
  return { ...action, customer_updates: updates.get(id) ?? [] };
}
