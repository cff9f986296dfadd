import type { PGlite } from '@electric-sql/pglite';
import { type Database, openDatabase } from '../db/client';

/**
 * An in-memory PGlite with every migration applied, as a `dumpDataDir` archive: a database opened
 * from it (`openDatabase({ dataDir: 'memory://', loadDataDir })`) starts in about half a second,
 * where an empty one and all migrations take 3–4 s (PGlite's initdb alone is most of that).
 */
export async function migratedSnapshot(): Promise<Blob> {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await database.migrate();
    return await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  } finally {
    await database.close();
  }
}

/**
 * `openDatabase` for a test that opens many: an in-memory database starts from one migrated
 * snapshot made on first use; a database in a folder or on a server opens as always.
 */
export function openFromSnapshot(): typeof openDatabase {
  let snapshot: Promise<Blob> | undefined;
  return async (opts): Promise<Database> =>
    opts.dataDir === 'memory://' && !opts.url
      ? openDatabase({ ...opts, loadDataDir: await (snapshot ??= migratedSnapshot()) })
      : openDatabase(opts);
}
