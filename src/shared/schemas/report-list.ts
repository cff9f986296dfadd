import { z } from 'zod';
import { ID_MAX } from '../route-id';
import { ReportStatus, type ReportStatusId, WAITING_COUNT_MAX } from '../constants';
import { sortQuery } from './list-sort';
import { isIsoDate } from '../dates';
import { filterQuery, pageQuery, singleLineText, timestamp, totalEstimated } from './common';
import { DELETE_MAX } from './report-limits';
import { ERROR_TEXTS } from '../error-codes';
import { REPORT_MESSAGES } from './reports';

const CHECKLIST_TEXTS = ERROR_TEXTS.checklist;

/** The reports list (spec section 7, issue 18): its query, its rows, the review queue's counts, bulk delete. */
const dateQuery = singleLineText()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' || v === 'null' ? undefined : v.trim()))
  .refine((v) => v === undefined || isIsoDate(v), REPORT_MESSAGES.dateFormat);

/** The reports list's sortable columns (issue 18); `location` is the job's, `company` the template's. */
export const REPORT_SORTS = [
  'job',
  'location',
  'company',
  'technician',
  'status',
  'score',
  'flagged',
  'start_date',
] as const;

const STATUS_VALUES = Object.values(ReportStatus).map(String) as [string, ...string[]];

/** `?status=2,3`: reports of any of these statuses (issue 18); each must be a report status id. */
const statusesQuery = singleLineText()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(STATUS_VALUES)).max(STATUS_VALUES.length * 2))
  .transform((v) =>
    v.length === 0
      ? undefined
      : [...new Set(v.map((s) => Number(s) as ReportStatusId))].sort((a, b) => a - b),
  );

/**
 * GET /api/get-reports-filtered (spec section 7); dates are whole days in APP_TIMEZONE.
 * reportsFilterQuery adds that the dates are in order.
 */
export const reportsFilterFields = z.object({
  page: pageQuery,
  sort: sortQuery(REPORT_SORTS),
  status: statusesQuery,
  /** Issue 18: only this technician's reports (a user's id). */
  user_id: z.coerce.number().int().positive().max(ID_MAX).optional(),
  filter: filterQuery,
  job_filter: filterQuery,
  /** Issue 18: one job's reports (the job page). */
  job_id: z.coerce.number().int().positive().max(ID_MAX).optional(),
  start_date: dateQuery,
  end_date: dateQuery,
  /** `1`: only the current user's own reports (the field workflow's "My reports"). */
  mine: z
    .enum(['0', '1'])
    .optional()
    .transform((v) => v === '1'),
  /** Issue 16: `pass` or `fail` (reports whose template has a pass mark), `flagged=1`. */
  result: z.enum(['pass', 'fail'], { error: CHECKLIST_TEXTS.resultFilter }).optional(),
  flagged: z
    .enum(['1'], { error: CHECKLIST_TEXTS.flaggedFilter })
    .optional()
    .transform((v) => v === '1'),
});
/** A start date after the end date is refused at the end date. */
export const datesInOrder: [
  (q: { start_date?: string; end_date?: string }) => boolean,
  { message: string; path: string[] },
] = [
  (q) => !q.start_date || !q.end_date || q.start_date <= q.end_date,
  { message: REPORT_MESSAGES.dateOrder, path: ['end_date'] },
];
export const reportsFilterQuery = reportsFilterFields.refine(...datesInOrder);
export type ReportsFilterQuery = z.input<typeof reportsFilterQuery>;

/** `GET /api/reports/waiting-count`: the Submitted reports the caller's list shows (issue 18). */
export const waitingCountResponse = z.object({
  count: z
    .number()
    .int()
    .min(0)
    .max(WAITING_COUNT_MAX)
    .describe(`Counted up to ${WAITING_COUNT_MAX}: ${WAITING_COUNT_MAX} means that many or more.`),
});
export type WaitingCountResponse = z.infer<typeof waitingCountResponse>;

/** `GET /api/reports/technicians`: a page of the people who fill reports, for the list's filter. */
export const reportPeopleResponse = z.object({
  users: z.array(z.object({ id: z.number(), name: z.string() })),
  users_more: z.boolean(),
});
export type ReportPeopleResponse = z.infer<typeof reportPeopleResponse>;

/** Spec section 3, "Report", plus what the list and the field workflow show beside it. */
export const reportRow = z.object({
  id: z.number(),
  status_id: z.number(),
  start_date: timestamp,
  job: z.object({ id: z.number(), name: z.string(), category: z.string() }),
  /** The job's location as it is now (issue 33), like the job's name: the list is the office's index. */
  location: z.object({ id: z.number(), name: z.string() }),
  template: z.object({ id: z.number(), name: z.string(), company_name: z.string() }),
  user: z.object({ id: z.number(), name: z.string() }),
  status: z.object({ status: z.string() }),
  return_reason: z.string().nullable(),
  /**
   * The stored score (issue 16): whole percent (null when nothing is scored), pass or fail (null
   * without a pass mark) and the flagged answers. The server always sends them.
   */
  score_percent: z.number().nullable().optional(),
  passed: z.boolean().nullable().optional(),
  flagged_count: z.number().optional(),
});
export type ReportRow = z.infer<typeof reportRow>;

export const reportsResponse = z.object({
  reports: z.array(reportRow),
  total: z.number(),
  total_estimated: totalEstimated,
  /** The templates name more than one company: the list then shows the company beside the location. */
  several_companies: z.boolean(),
});
export type ReportsResponse = z.infer<typeof reportsResponse>;

/** `POST /api/delete-reports`: the spec's comma-joined string of ids (an array is taken too). */
export const deleteReportsBody = z.object({
  ids: z
    .union([singleLineText(), z.array(z.union([z.number().max(ID_MAX), singleLineText()]))], {
      error: REPORT_MESSAGES.idsRequired,
    })
    .transform((v, ctx) => {
      const parts = (Array.isArray(v) ? v.map(String) : v.split(',')).map((s) => s.trim()).filter(Boolean);
      if (parts.length === 0) {
        ctx.addIssue({ code: 'custom', message: REPORT_MESSAGES.idsRequired });
        return z.NEVER;
      }
      if (!parts.every((p) => /^[1-9]\d{0,9}$/.test(p) && Number(p) <= ID_MAX)) {
        ctx.addIssue({ code: 'custom', message: REPORT_MESSAGES.idsFormat });
        return z.NEVER;
      }
      const ids = [...new Set(parts.map(Number))];
      if (ids.length > DELETE_MAX) {
        ctx.addIssue({ code: 'custom', message: REPORT_MESSAGES.idsTooMany });
        return z.NEVER;
      }
      return ids;
    }),
});
export type DeleteReportsBody = z.input<typeof deleteReportsBody>;
export const deleteReportsResponse = z.object({ status: z.literal('success'), ids: z.array(z.number()) });
