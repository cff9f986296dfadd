import { and, inArray, isNull, sql } from 'drizzle-orm';
import { BULK_REPORTS_MAX } from '@shared/schemas/reports-bulk';
import type { SessionUser } from '../auth/auth.public';
import type { Db } from '../db/client';
import { reports } from '../db/schema/reports';
import { badRequest, conflict, HttpError } from '../http/errors';
import { RESTORABLE } from '../trash/trash.public';
import { settleVisits } from '../visits/visits.public';
import { type ReportsFilter, reportsWhere } from './reports.repository';

/** "Select all N matching" deletes at most this many reports in one call. */
export const BULK_DELETE_MAX = BULK_REPORTS_MAX;

/** What the user confirmed: every report (`all`), and how many the list showed them. */
export interface DeleteConfirmation {
  all?: true;
  count?: number;
}

/** Whether the list's filters narrow it at all; the sort order does not. */
const narrows = ({ sort: _sort, ...filters }: Omit<ReportsFilter, 'page'>) =>
  Object.values(filters).some(
    (v) => v !== undefined && v !== false && v !== '' && !(Array.isArray(v) && v.length === 0),
  );

/**
 * Soft-deletes every report the list's filters select (the list's own WHERE, reportsWhere), in
 * the transaction `tx`, and answers their ids: all of them or, past BULK_DELETE_MAX, none (400).
 * The rows are locked first, so a report deleted meanwhile by someone else is not counted twice.
 * No filter deletes every report only when `all` says so with the count (an empty body once
 * deleted them all, issue 31); a count other than what the filters select now deletes none (409).
 */
export async function softDeleteMatching(
  tx: Db,
  filters: Omit<ReportsFilter, 'page'>,
  confirmed: DeleteConfirmation,
  actor: SessionUser,
  timezone: string,
): Promise<number[]> {
  if (!narrows(filters) && (!confirmed.all || confirmed.count === undefined)) {
    throw badRequest('report.deleteAllUnconfirmed');
  }
  const { where } = await reportsWhere(tx, filters, actor, timezone);
  const found = await tx
    .select({ id: reports.id })
    .from(reports)
    .where(where)
    .orderBy(reports.id)
    .limit(BULK_DELETE_MAX + 1)
    .for('update');
  if (found.length > BULK_DELETE_MAX) {
    throw badRequest({ code: 'report.tooManyMatching', params: { max: BULK_DELETE_MAX } });
  }
  if (confirmed.count !== undefined && confirmed.count !== found.length) {
    throw conflict({
      code: 'report.matchingChanged',
      params: { count: found.length, asked: confirmed.count },
    });
  }
  const ids = found.map((r) => r.id);
  if (ids.length === 0) return [];
  const deleted = await tx
    .update(reports)
    .set({ deletedAt: new Date(), deletedBy: actor.id })
    .where(and(inArray(reports.id, ids), isNull(reports.deletedAt)))
    .returning({ visitId: reports.visitId });
  await settleVisits(
    tx,
    deleted.map((r) => r.visitId),
  );
  return ids;
}

/**
 * The Undo of a bulk delete: restores all the given reports in one transaction or none. One that
 * is not deleted, is past the Trash's 30 days, or does not exist refuses the whole call (404).
 */
export async function restoreReports(tx: Db, ids: number[]): Promise<number[]> {
  const restored = await tx
    .update(reports)
    .set({ deletedAt: null, deletedBy: null, updatedAt: new Date() })
    .where(and(inArray(reports.id, ids), sql`${RESTORABLE}`))
    .returning({ id: reports.id, visitId: reports.visitId });
  if (restored.length !== new Set(ids).size) {
    throw new HttpError(404, {
      code: 'report.notRestorable',
      params: { count: new Set(ids).size - restored.length },
    });
  }
  await settleVisits(
    tx,
    restored.map((r) => r.visitId),
  );
  return restored.map((r) => r.id).sort((a, b) => a - b);
}
