import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { installJobQueue } from './job-queue-schema';
import { type PoolLog, createPool } from './pg-pool';

/** One type for both drivers: repositories never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT>;

/** Plain SQL with `$n` parameters, for a library that brings its own statements (the job queue). */
export interface RawDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

export interface Database {
  db: Db;
  raw: RawDb;
  kind: 'pglite' | 'postgres';
  /**
   * Applies the migrations in `folder` (default: all of this version's) that are not applied yet,
   * then the job queue's schema and queues.
   */
  migrate(folder?: string): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Where a lost PostgreSQL connection is reported when the caller gives no log. */
const consoleLog: PoolLog = { warn: (m) => console.warn(m) };

/**
 * `DATABASE_URL` selects a PostgreSQL server; otherwise PGlite keeps its data in `dataDir`
 * (`memory://` for an in-memory database, as the tests use), which this process then locks.
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir: string;
  log?: PoolLog;
  /** For `memory://`: start from this `dumpDataDir` archive instead of an empty cluster (tests). */
  loadDataDir?: Blob;
}): Promise<Database> {
  if (opts.url) {
    const pool = createPool(opts.url, opts.log ?? consoleLog);
    const db = drizzlePg(pool);
    const raw: RawDb = { executeSql: (text, values) => pool.query(text, values) };
    return {
      db,
      raw,
      kind: 'postgres',
      migrate: (folder = migrationsFolder) =>
        migrateWithLock(pool, async () => {
          await migratePg(db, { migrationsFolder: folder });
          await installJobQueue(raw);
        }),
      close: () => pool.end(),
    };
  }
  const dir = opts.dataDir === 'memory://' ? undefined : path.resolve(opts.dataDir, 'pglite');
  if (dir) await mkdir(dir, { recursive: true });
  const unlock = dir ? lockDataDir(opts.dataDir) : () => undefined;
  // PGlite's own start parameters include -F (fsync off). Turning fsync on is no help: PGlite 0.5
  // issues no fsync call to the disk either way (measured, docs/decisions/0016), so it stays as is
  // and the start log says what the embedded database is for.
  const client = await PGlite.create(dir, {
    extensions: { pg_trgm },
    loadDataDir: dir ? undefined : opts.loadDataDir,
  }).catch((error: unknown) => {
    unlock();
    throw error;
  });
  const db = drizzlePglite(client);
  const raw: RawDb = {
    // A statement list without parameters (the queue's schema) runs as one simple query.
    executeSql: async (text, values) =>
      values?.length ? client.query(text, values) : ((await client.exec(text)).at(-1) ?? { rows: [] }),
  };
  return {
    db,
    raw,
    kind: 'pglite',
    migrate: async (folder = migrationsFolder) => {
      await migratePglite(db, { migrationsFolder: folder });
      await installJobQueue(raw);
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

/** Two processes starting at once against one server must not both run the migrations. */
async function migrateWithLock(pool: pg.Pool, run: () => Promise<void>): Promise<void> {
  // The lock belongs to a session, so it is taken and released on one dedicated connection.
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock(724061)');
    await run();
  } finally {
    await lock.query('select pg_advisory_unlock(724061)').catch(() => undefined);
    lock.release();
  }
}
