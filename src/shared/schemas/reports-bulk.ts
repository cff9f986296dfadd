import { z } from 'zod';
import { recordId } from './common';
import { datesInOrder, reportsFilterFields } from './report-list';

/** At most this many reports are deleted or restored by one "Select all matching" call. */
export const BULK_REPORTS_MAX = 100_000;

/**
 * POST /api/reports/delete-matching: the reports list's own filters (as its URL has them), no ids,
 * and `count`, the number of reports the user confirmed deleting: a list that changed since is
 * refused rather than deleting what nobody saw (issue 31). With no filter at all, `all: true` says
 * that every report is meant.
 */
export const deleteMatchingBody = reportsFilterFields
  .extend({
    all: z.literal(true).optional(),
    count: z.number().int().nonnegative().max(BULK_REPORTS_MAX).optional(),
  })
  .refine(...datesInOrder);
export type DeleteMatchingBody = z.input<typeof deleteMatchingBody>;

/** POST /api/reports/restore: the Undo of a bulk delete, every id or none. */
export const restoreReportsBody = z.object({
  ids: z.array(recordId).min(1).max(BULK_REPORTS_MAX),
});
export type RestoreReportsBody = z.input<typeof restoreReportsBody>;

export const bulkReportsResponse = z.object({ status: z.literal('success'), ids: z.array(z.number()) });
export type BulkReportsResponse = z.infer<typeof bulkReportsResponse>;
