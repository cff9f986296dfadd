import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/sql-helpers';
import type { DataMigration } from './data-migrations';

/** Whether an index is there and usable: an interrupted CREATE INDEX CONCURRENTLY leaves it invalid. */
export async function indexState(db: Db, index: string): Promise<'missing' | 'invalid' | 'valid'> {
  const [found] = await queryRows<{ valid: boolean }>(
    db,
    sql`select x.indisvalid as valid from pg_index x join pg_class i on i.oid = x.indexrelid
        where i.relname = ${index}`,
  );
  if (!found) return 'missing';
  return found.valid ? 'valid' : 'invalid';
}

/**
 * An index on a table that grows without bound, built after the app listens without a lock that
 * stops writes (decision 0077): CREATE INDEX CONCURRENTLY, outside any transaction, as a data
 * migration of one step, and again at the next start if it was interrupted, which leaves an
 * invalid index that is dropped first. `definition` follows `on`: "audit_log (action, …)".
 */
export function concurrentIndex(opts: {
  name: string;
  label: string;
  index: string;
  definition: string;
}): DataMigration {
  return {
    name: opts.name,
    label: opts.label,
    pending: async (db) => ((await indexState(db, opts.index)) === 'valid' ? 0 : 1),
    async step(db, after) {
      if (after > 0) return { changed: 0, last: null };
      const state = await indexState(db, opts.index);
      if (state === 'invalid') await db.execute(sql.raw(`drop index concurrently if exists ${opts.index}`));
      if (state !== 'valid') {
        await db.execute(
          sql.raw(`create index concurrently if not exists ${opts.index} on ${opts.definition}`),
        );
      }
      return { changed: 1, last: 1 };
    },
  };
}
