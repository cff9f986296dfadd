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
import pg from 'pg';

/** One type for both drivers: repositories never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * `DATABASE_URL` selects a PostgreSQL server; otherwise PGlite keeps its data in `dataDir`
 * (`memory://` for an in-memory database, as the tests use).
 */
export async function openDatabase(opts: { url?: string; dataDir: string }): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    const db = drizzlePg(pool);
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateWithLock(pool, () => migratePg(db, { migrationsFolder })),
      close: () => pool.end(),
    };
  }
  const dir = opts.dataDir === 'memory://' ? undefined : path.resolve(opts.dataDir, 'pglite');
  if (dir) await mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: { pg_trgm } });
  const db = drizzlePglite(client);
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
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
