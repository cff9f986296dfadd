/**
 * Corrective actions (issue 16, decision 0034): the contract of `/api/corrective-actions` and of a
 * report's actions (`/api/reports/{id}/corrective-actions`). Helpers may extend the messages; the
 * shapes below are what server and web both build on.
 */
import { z } from 'zod';
import { ACTION_PRIORITIES, ACTION_STATUSES, type ActionStatus } from '../action-statuses';
import { isIsoDate } from '../dates';
import { ERROR_TEXTS } from '../error-codes';
import {
  dayText,
  multiLineText,
  pageQuery,
  recordId,
  singleLineText,
  timestamp,
  totalEstimated,
} from './common';
import { sortQuery } from './list-sort';

export const ACTION_TITLE_MAX = 200;
export const ACTION_TEXT_MAX = 4000;

const T = ERROR_TEXTS.correctiveAction;

const dueDateText = singleLineText()
  .refine((v) => isIsoDate(v), T.dueDate)
  .meta({ format: 'date' });
const title = singleLineText({ error: T.titleRequired })
  .trim()
  .min(1, T.titleRequired)
  .max(ACTION_TITLE_MAX, T.titleTooLong);
const description = multiLineText().trim().max(ACTION_TEXT_MAX, T.descriptionTooLong);
const priority = z.enum(ACTION_PRIORITIES);

/** What a person writes when making an action; where it belongs comes from the route. */
export const actionFields = z.object({
  title,
  description: description.default(''),
  assignee_id: recordId.nullish().transform((v) => v ?? null),
  due_date: dueDateText.nullish().transform((v) => v ?? null),
  priority: priority.default('medium'),
});

/** `POST /api/corrective-actions` (Supervisors, Admins): by hand, on a location or on a report. */
export const actionCreateBody = actionFields.extend({
  location_id: recordId.optional(),
  report_id: recordId.optional(),
});
export type ActionCreateBody = z.input<typeof actionCreateBody>;

/** `POST /api/reports/{id}/corrective-actions`: from a flagged answer (`field_id`) or by hand. */
export const reportActionCreateBody = actionFields.extend({ field_id: recordId.optional() });
export type ReportActionCreateBody = z.input<typeof reportActionCreateBody>;

/** `PATCH /api/corrective-actions/{id}` (Supervisors, Admins): any part, status included. */
export const actionUpdateBody = z.object({
  // Written out rather than actionFields.partial(): a partial default still fills a missing key, so
  // every change would have reset the description and the priority. Null clears a value.
  title: title.optional(),
  description: description.optional(),
  assignee_id: recordId.nullable().optional(),
  due_date: dueDateText.nullable().optional(),
  priority: priority.optional(),
  status: z.enum(ACTION_STATUSES).optional(),
  closing_note: multiLineText().trim().max(ACTION_TEXT_MAX, T.closingNoteTooLong).nullish(),
  /** The customer's to do: shown to the location's contacts in the portal (issue 37). */
  customer_assigned: z.boolean().optional(),
});
export type ActionUpdateBody = z.input<typeof actionUpdateBody>;

/** Closing an action (status done): a note is required; a photo may follow as an upload. */
export const actionCloseBody = z.object({
  closing_note: multiLineText({ error: T.closingNoteRequired })
    .trim()
    .min(1, T.closingNoteRequired)
    .max(ACTION_TEXT_MAX, T.closingNoteTooLong),
});
export type ActionCloseBody = z.input<typeof actionCloseBody>;

/** `GET /api/corrective-actions`: status may list several (`open,in_progress`). */
/** The list's columns it sorts by (issue 18); without `sort`, newest first. */
export const ACTION_SORTS = ['title', 'location', 'assignee', 'due_date', 'priority', 'status'] as const;

export const actionsFilterQuery = z.object({
  page: pageQuery,
  sort: sortQuery(ACTION_SORTS),
  status: singleLineText()
    .optional()
    .transform((v) => (v ? v.split(',').map((s) => s.trim()) : []))
    .refine((list) => list.every((s) => (ACTION_STATUSES as readonly string[]).includes(s)), T.statusUnknown)
    .transform((list) => list as ActionStatus[]),
  assignee_id: recordId.optional(),
  location_id: recordId.optional(),
  /** Issue 18: one job's actions (the job page). */
  job_id: recordId.optional(),
  overdue: z
    .enum(['0', '1'])
    .optional()
    .transform((v) => v === '1'),
});
export type ActionsFilterQuery = z.input<typeof actionsFilterQuery>;

const person = z.object({ id: z.number(), name: z.string() }).nullable();

export const actionRow = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  status: z.enum(ACTION_STATUSES),
  priority: z.enum(ACTION_PRIORITIES),
  due_date: dayText.nullable(),
  /** Open or in progress with its due date before the office's today. */
  overdue: z.boolean(),
  location: z.object({ id: z.number(), name: z.string() }),
  job: z.object({ id: z.number(), name: z.string() }).nullable(),
  report_id: z.number().nullable(),
  field_id: z.number().nullable(),
  question: z.string().nullable(),
  answer: z.string().nullable(),
  assignee: person,
  created_by: person,
  created_at: timestamp,
  closing_note: z.string().nullable(),
  has_closing_photo: z.boolean(),
  closed_at: timestamp.nullable(),
  closed_by: person,
  verified_at: timestamp.nullable(),
  verified_by: person,
  customer_assigned: z.boolean(),
  customer_status: z.enum(['acknowledged', 'fixed']).nullable(),
});
export type ActionRow = z.infer<typeof actionRow>;

/** What a contact said on a customer's action in the portal (decision 0049). */
export const CUSTOMER_UPDATE_KINDS = ['acknowledged', 'comment', 'fixed'] as const;
export type CustomerUpdateKind = (typeof CUSTOMER_UPDATE_KINDS)[number];
export const customerUpdate = z.object({
  id: z.number(),
  kind: z.enum(CUSTOMER_UPDATE_KINDS),
  note: z.string(),
  /** The contact's address: the portal knows a person by it. */
  email: z.string(),
  created_at: timestamp,
  has_photo: z.boolean(),
});
export type CustomerUpdate = z.infer<typeof customerUpdate>;

/** `GET /api/corrective-actions/{id}`: the action and what the customer said on it. */
export const actionDetail = actionRow.extend({ customer_updates: z.array(customerUpdate) });
export type ActionDetail = z.infer<typeof actionDetail>;

export const actionsResponse = z.object({
  actions: z.array(actionRow),
  total: z.number(),
  total_estimated: totalEstimated,
});
export type ActionsResponse = z.infer<typeof actionsResponse>;

/** A report's actions: those made from it, and the location's other open ones. */
export const reportActionsResponse = z.object({
  from_report: z.array(actionRow),
  open_at_location: z.array(actionRow),
});
export type ReportActionsResponse = z.infer<typeof reportActionsResponse>;

/** The home page's count (Supervisors, Admins). */
export const overdueActionsResponse = z.object({ overdue: z.number() });
export type OverdueActionsResponse = z.infer<typeof overdueActionsResponse>;

/** `DELETE /api/corrective-actions/{id}` (Admins): soft-deleted, restorable from the Trash. */
export const actionDeleted = z.object({ status: z.literal('success'), id: z.number() });

/** `GET /api/corrective-actions/assignable`: whom an action may be given to, 25 a page, by name. */
export const assignablePeopleResponse = z.object({
  users: z.array(z.object({ id: z.number(), name: z.string() })),
  users_more: z.boolean(),
});
export type AssignablePeopleResponse = z.infer<typeof assignablePeopleResponse>;
