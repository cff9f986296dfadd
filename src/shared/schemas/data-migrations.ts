import { z } from 'zod';

/** An upgrade of stored rows and how far it has come (decision 0051). */
export const dataMigrationProgress = z.object({
  name: z.string(),
  done: z.number().int(),
  total: z.number().int(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
});
export type DataMigrationProgress = z.infer<typeof dataMigrationProgress>;

export const dataMigrationsResponse = z.array(dataMigrationProgress);
