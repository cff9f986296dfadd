import { z } from 'zod';
import { dayText } from './common';

/** `GET /api/dashboard`: the office's week and year at a glance (issue 20), each part with the days it covers. */
export const dashboardResponse = z.object({
  today: dayText,
  /** Reports started this week (Monday to Sunday, APP_TIMEZONE), by status. */
  week: z.object({
    from: z.string(),
    to: z.string(),
    by_status: z.array(z.object({ status_id: z.number(), count: z.number() })),
  }),
  /** Reports finished in each of the last 12 weeks, oldest first; `week` is its Monday. */
  finished_per_week: z.array(z.object({ week: z.string(), count: z.number() })),
  /** Active jobs with no report started this month: how many, and the first of them by name. */
  jobs_without_report: z.object({
    from: z.string(),
    count: z.number(),
    jobs: z.array(z.object({ id: z.number(), name: z.string(), location: z.string() })),
  }),
  /** Certifications and licences expired or expiring within 60 days; Admins only (null for others). */
  expiring: z
    .object({
      count: z.number(),
      first: z.array(z.object({ label: z.string(), expires_on: dayText })),
    })
    .nullable(),
  /** Finished application records per month over the last 12 months, for the five most used products. */
  chemical_use: z.object({
    from: z.string(),
    to: z.string(),
    products: z.array(z.object({ chemical_id: z.number(), name: z.string() })),
    months: z.array(z.object({ month: z.string(), counts: z.array(z.number()), other: z.number() })),
  }),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;
