import { z } from 'zod';

/** The archive layout this code writes and reads; a later layout gets a new number. */
export const BACKUP_FORMAT = 1;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

/** A file path inside the files folder: relative, forward slashes, no `..`, no hidden parts. */
export const backupFilePath = z
  .string()
  .regex(/^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/, 'not a stored file path')
  .refine((p) => !p.split('/').includes('..'), 'not a stored file path');

/**
 * `manifest.json` at the top of a backup archive (src/server/backup): what the restore rebuilds
 * and checks. Table hashes are the SHA-256 of the table's `.jsonl` file, one row per line in
 * primary-key order, as `row_to_json` prints it with the time zone set to UTC.
 */
export const backupManifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.iso.datetime(),
  source: z.enum(['pglite', 'postgres']),
  /** drizzle's applied migrations (their journal `when`), oldest first: the schema level. */
  migrations: z.array(z.object({ when: z.number().int(), hash: z.string() })),
  tables: z.array(
    z.object({
      name: z.string().regex(/^[a-z_][a-z0-9_]*$/),
      rows: z.number().int().nonnegative(),
      sha256,
    }),
  ),
  sequences: z.array(
    z.object({
      name: z.string().regex(/^[a-z_][a-z0-9_]*$/),
      /** null: never used yet, the next value is its start. */
      lastValue: z
        .string()
        .regex(/^-?\d+$/)
        .nullable(),
    }),
  ),
  files: z.array(z.object({ path: backupFilePath, size: z.number().int().nonnegative(), sha256 })),
});

export type BackupManifest = z.infer<typeof backupManifest>;
