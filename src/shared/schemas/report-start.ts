import { z } from 'zod';
import { reportTask } from './reports';

/**
 * A template's form as a report started now would copy it (the snapshot), answers empty: what a
 * phone keeps to start a report and fill it with no connection (issue 32).
 */
export const startForm = z.object({
  template: z.object({ id: z.number(), name: z.string(), company_name: z.string() }),
  pass_mark: z.number().nullable(),
  tasks: z.array(reportTask),
});
export type StartForm = z.infer<typeof startForm>;
