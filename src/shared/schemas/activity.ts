import { z } from 'zod';
import { AUDIT_ACTIONS, AUDITED_ENTITIES } from '../audit-fields';
import { isIsoDate } from '../dates';
import { ERROR_TEXTS } from '../error-codes';
import { pageQuery, recordId, singleLineText, totalEstimated } from './common';
import { sortQuery } from './list-sort';

/** `GET /api/history/:entity/:id`: an unknown entity name is a 404, so it is checked in the handler. */
export const historyParams = z.object({ entity: singleLineText().max(40), id: recordId });
export const historyQuery = z.object({ page: pageQuery });

const fieldChange = z.object({
  field: z.string(),
  kind: z.enum(['text', 'status', 'reportStatus', 'role', 'boolean', 'secret', 'record']),
  before: z.string().nullable(),
  after: z.string().nullable(),
});

const auditAction = z.enum(AUDIT_ACTIONS);
const auditedEntity = z.enum(AUDITED_ENTITIES);

/** One audit row as people read it: who, when, what, and each changed field. */
export const historyEntry = z.object({
  id: z.number(),
  created_at: z.date().or(z.string()),
  actor: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** A customer portal contact's address, when they made the change (decision 0049). */
  customer_email: z.string().nullable(),
  action: auditAction,
  entity: auditedEntity,
  entity_id: z.string().nullable(),
  /** What the row is, when it is not the record itself: a contact's or a task's name. */
  label: z.string().nullable(),
  changes: z.array(fieldChange),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

export const historyResponse = z.object({
  entries: z.array(historyEntry),
  total: z.number(),
  total_estimated: totalEstimated,
});
export type HistoryResponse = z.infer<typeof historyResponse>;

const dateQuery = singleLineText()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))
  .refine((v) => v === undefined || isIsoDate(v), ERROR_TEXTS.report.dateFormat);

/** The columns Activity sorts by (issue 18): when, who (the actor's name) and the action. */
export const ACTIVITY_SORTS = ['when', 'who', 'action'] as const;

/** `GET /api/activity`: every audit row, newest first; dates are whole days in APP_TIMEZONE. */
export const activityQuery = z
  .object({
    page: pageQuery,
    sort: sortQuery(ACTIVITY_SORTS),
    user_id: recordId.optional(),
    entity: auditedEntity.optional(),
    action: auditAction.optional(),
    start_date: dateQuery,
    end_date: dateQuery,
  })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
    message: ERROR_TEXTS.report.dateOrder,
    path: ['end_date'],
  });
export type ActivityQuery = z.input<typeof activityQuery>;
export type ActivityFilter = z.output<typeof activityQuery>;

/** An Activity row also names the record it belongs to, for a link to its page. */
export const activityEntry = historyEntry.extend({
  record: z.object({ entity: z.enum([...AUDITED_ENTITIES]), id: z.number(), name: z.string() }).nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntry>;

export const activityResponse = z.object({
  entries: z.array(activityEntry),
  total: z.number(),
  total_estimated: totalEstimated,
});
export type ActivityResponse = z.infer<typeof activityResponse>;
