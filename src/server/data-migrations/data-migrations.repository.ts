import { asc } from 'drizzle-orm';
import type { DataMigrationProgress } from '@shared/schemas/data-migrations';
import type { Db } from '../db/client';
import { dataMigrations } from '../db/schema/data-migrations';

/** Every upgrade of stored rows begun on this database, oldest first. */
export async function dataMigrationProgress(db: Db): Promise<DataMigrationProgress[]> {
  const rows = await db.select().from(dataMigrations).orderBy(asc(dataMigrations.startedAt));
  return rows.map((r) => ({
    name: r.name,
    // Two processes sharing one may each count a row another already did: never past the whole.
    done: Math.min(r.done, r.total),
    total: r.total,
    started_at: r.startedAt.toISOString(),
    finished_at: r.finishedAt?.toISOString() ?? null,
  }));
}
