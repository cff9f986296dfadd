import { z } from 'zod';

const named = z.object({ id: z.number(), name: z.string() });

/**
 * `GET /api/jobs/{id}/overview` (issue 18, the job page): the job, its location with the customer,
 * and its assignees. Supervisors read only the jobs assigned to them, as on the jobs list.
 */
export const jobOverview = z.object({
  id: z.number(),
  name: z.string(),
  category: z.string(),
  status_id: z.number(),
  status: z.object({ status: z.string() }),
  location: z.object({
    id: z.number(),
    name: z.string(),
    address: z.string(),
    customer_name: z.string(),
    customer_phone: z.string(),
    customer_email: z.string(),
  }),
  assignees: z.array(named),
});
export type JobOverview = z.infer<typeof jobOverview>;
