import { z } from 'zod';
import { LANGUAGES } from '../languages';
import { locationRow } from './locations';
import { timestamp } from './common';

/** How many rows each section of the location page lists; `total` says how many there are. */
export const OVERVIEW_ROWS = 5;

const named = z.object({ id: z.number(), name: z.string() });
const section = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row), total: z.number() });

const visitRow = z.object({
  id: z.number(),
  date: z.string(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  status: z.string(),
  job: named,
});

/**
 * `GET /api/locations/{id}/overview` (issue 33, decision 0061): one location as its page shows it,
 * each section the newest few with its total. A section the caller may not read elsewhere is null
 * (a Supervisor's mail: the outbox is Admins'); a Supervisor's jobs and visits are their own jobs'.
 */
export const locationOverview = z.object({
  location: locationRow,
  /** The customer's other live locations (same name, any case), for the customer's page. */
  customer_locations: z.number(),
  contacts: section(
    z.object({
      id: z.number(),
      name: z.string(),
      role: z.string(),
      email: z.string(),
      phone: z.string(),
      receives_reports: z.boolean(),
      /** Their mail's language; null: the company's (decision 0070). */
      language: z.enum(LANGUAGES).nullable(),
    }),
  ),
  devices: z.object({ active: z.number(), removed: z.number(), site_plans: z.number() }),
  jobs: section(named.extend({ category: z.string(), status_id: z.number() })),
  coming_visits: section(visitRow),
  past_visits: section(visitRow),
  reports: section(
    z.object({
      id: z.number(),
      status_id: z.number(),
      start_date: timestamp,
      job: named,
      template: named,
      user: named,
    }),
  ),
  applications: section(
    z.object({
      id: z.number(),
      applied_on: z.string(),
      product_name: z.string(),
      applicator: z.string(),
    }),
  ),
  corrective_actions: section(
    z.object({
      id: z.number(),
      title: z.string(),
      status: z.string(),
      due_date: z.string().nullable(),
      priority: z.string(),
    }),
  ),
  share_links: section(
    z.object({
      id: z.number(),
      label: z.string(),
      /** null: the location's page of finished reports; else the one report it opens. */
      report_id: z.number().nullable(),
      created_at: timestamp,
      expires_at: timestamp,
      revoked_at: timestamp.nullable(),
    }),
  ),
  mail: section(
    z.object({
      id: z.number(),
      subject: z.string(),
      status: z.string(),
      recipients: z.array(z.string()),
      created_at: timestamp,
      report_id: z.number().nullable(),
    }),
  ).nullable(),
});
export type LocationOverview = z.infer<typeof locationOverview>;
