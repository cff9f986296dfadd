import type { JobOverview } from '@shared/schemas/job-overview';

/** A job as `GET /api/jobs/{id}/overview` answers it, for component tests. */
export const JOB: JobOverview = {
  id: 3,
  name: 'Monthly pest service',
  category: 'Pest Control',
  status_id: 1,
  status: { status: 'Active' },
  location: {
    id: 5,
    name: 'Joe’s Diner',
    address: '1 Main St, Springfield',
    customer_name: 'Joe Diner LLC',
    customer_phone: '555-0100',
    customer_email: 'joe@diner.test',
  },
  assignees: [
    { id: 7, name: 'Tom Tech' },
    { id: 8, name: 'Sue Supervisor' },
  ],
};
