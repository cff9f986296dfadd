import { z } from 'zod';

export const myJob = z.object({
  id: z.number(),
  name: z.string(),
  category: z.string(),
  created_at: z.date().or(z.string()),
  location: z.object({ id: z.number(), name: z.string(), address: z.string() }),
});
export type MyJob = z.infer<typeof myJob>;
