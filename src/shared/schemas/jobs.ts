import { z } from 'zod';
import { ID_MAX } from '../route-id';
import { sortQuery } from './list-sort';
import { activeQuery, filterQuery, pageQuery, singleLineText, statusId, totalEstimated } from './common';

export const JOB_NAME_MAX = 200;
export const JOB_CATEGORY_MAX = 100;

export const myJob = z.object({
  id: z.number(),
  name: z.string(),
  category: z.string(),
  created_at: z.date().or(z.string()),
  location: z.object({ id: z.number(), name: z.string(), address: z.string() }),
  /** The user's report in progress on this job, to continue rather than start another (issue 11). */
  open_report_id: z.number().nullable(),
});
export type MyJob = z.infer<typeof myJob>;

/** An optional id in a query string; the legacy client sends `id=` or `id=null` when it has none. */
const optionalQueryId = z.preprocess(
  (v) => (v === '' || v === 'null' || v === 'undefined' ? undefined : v),
  z.coerce.number().int().positive().max(ID_MAX).optional(),
);

/** The jobs list's sortable columns (issue 18): `?sort=name`, `?sort=-created_at`. */
export const JOB_SORTS = ['category', 'name', 'location', 'created_at'] as const;

/** GET /api/get-jobs-filtered (spec section 7): `id` is a user's id. */
export const jobsFilterQuery = z.object({
  page: pageQuery,
  sort: sortQuery(JOB_SORTS),
  filter: filterQuery,
  active: activeQuery,
  id: optionalQueryId,
  group_id: optionalQueryId,
  location_id: optionalQueryId,
});
export type JobsFilterQuery = z.input<typeof jobsFilterQuery>;

const named = z.object({ id: z.number(), name: z.string() });
export type Named = z.infer<typeof named>;

export const jobSummary = z.object({
  id: z.number(),
  name: z.string(),
  category: z.string(),
  status_id: z.number(),
  status: z.object({ status: z.string() }),
  created_at: z.date().or(z.string()),
  location: z.object({ id: z.number(), name: z.string(), address: z.string() }),
});
export type JobSummary = z.infer<typeof jobSummary>;

/** Spec section 3: each list item wraps a job object; the answer holds `jobs` and `total`. */
export const jobsListResponse = z.object({
  jobs: z.array(z.object({ job_id: z.number(), job: jobSummary })),
  total: z.number(),
  total_estimated: totalEstimated,
  /** Whose jobs these are, when the list was asked for one user, group or location (for headings). */
  user: named.optional(),
  group: named.optional(),
  location: named.optional(),
});
export type JobsListResponse = z.infer<typeof jobsListResponse>;

/** GET/POST/PUT /api/jobs… */
export const jobDetail = jobSummary.extend({
  location_id: z.number(),
  updated_at: z.date().or(z.string()),
});
export type JobDetail = z.infer<typeof jobDetail>;

export const jobBody = z.object({
  name: singleLineText({ error: 'Name is required.' })
    .trim()
    .min(1, 'Name is required.')
    .max(JOB_NAME_MAX, `Name can be at most ${JOB_NAME_MAX} characters.`),
  category: singleLineText()
    .trim()
    .max(JOB_CATEGORY_MAX, `Category can be at most ${JOB_CATEGORY_MAX} characters.`)
    .default(''),
  location_id: z.coerce
    .number({ error: 'Location is required.' })
    .int('Location is required.')
    .positive('Location is required.')
    .max(ID_MAX),
  status_id: statusId,
});
export type JobBody = z.output<typeof jobBody>;

/** POST /api/jobs/assign/{id} and DELETE /api/jobs/deassign/{id}; spec section 5's message. */
export const assignBody = z.object({
  user_id: z.coerce
    .number({ error: 'User is required.' })
    .int('User is required.')
    .positive('User is required.')
    .max(ID_MAX),
});
export const assignQuery = z.object({
  user_id: z.coerce.number().int().positive().max(ID_MAX).optional(),
});

/**
 * GET /api/jobs/assignees-available-users/{id}?search=&page=: who may still be assigned, and who is. Each
 * assignee wraps its user (spec section 3); `user` is null when that account was deleted since,
 * which the screen shows as "-missing-".
 */
export const assigneesResponse = z.object({
  /** One page (25) of who may still be assigned, by name; `users_more`: a next page exists. */
  users: z.array(named),
  users_more: z.boolean(),
  assignees: z.array(z.object({ user_id: z.number(), user: named.nullable() })),
});
export type AssigneesResponse = z.infer<typeof assigneesResponse>;

export const jobCategoriesResponse = z.array(z.string());
