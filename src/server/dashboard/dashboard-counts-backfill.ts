import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { pgCode } from '../db/connection-errors';
import type { Db } from '../db/client';
import { queryRows } from '../db/sql-helpers';
import type { DataMigration } from '../data-migrations/data-migrations.public';

type Source = 'reports' | 'jobs' | 'applications';

/**
 * The tables a source's batch holds still: a job's row is counted from its reports too. Share
 * row exclusive waits for every transaction writing them and keeps out new writes for the
 * batch's few milliseconds (and a second process's batch), which is what makes a row counted by
 * the batch or by its writer's trigger, never both (migration dashboard_counts_triggers).
 */
const LOCKED: Record<Source, string> = {
  reports: 'reports',
  jobs: 'jobs, reports',
  applications: 'applications',
};

/**
 * A batch waits at most this long for writers. Waiting on two tables could close a circle with a
 * writer holding one; giving up first (a deadlock is only looked for after a second) leaves the
 * writer be, and the batch is tried again.
 */
const LOCK_WAIT = '200ms';
const ATTEMPTS = 50;
const LOCK_NOT_AVAILABLE = '55P03';

async function batch(db: Db, source: Source, size: number) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        await tx.execute(sql`set local lock_timeout = ${sql.raw(`'${LOCK_WAIT}'`)}`);
        await tx.execute(sql`lock table ${sql.raw(LOCKED[source])} in share row exclusive mode`);
        const [row] = await queryRows<{ last_id: number | null; walked: number }>(
          tx,
          sql`select last_id, walked from fb_backfill_dashboard(${source}, ${size})`,
        );
        return row ? { changed: row.walked, last: row.last_id } : { changed: 0, last: null };
      });
    } catch (error) {
      if (pgCode(error) !== LOCK_NOT_AVAILABLE || attempt >= ATTEMPTS) throw error;
      await sleep(20 * attempt);
    }
  }
}

/** Rows of the source the backfill has still to count. */
async function pending(db: Db, source: Source): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${sql.identifier(source)} t, kept_count_progress p
         where p.source = ${source} and t.id > p.after and t.id <= p.watermark`,
  );
  return row?.n ?? 0;
}

const backfill = (source: Source, label: string): DataMigration => ({
  name: `dashboard-counts-${source}`,
  label,
  pending: (db) => pending(db, source),
  // Where it stands is kept with the counts (kept_count_progress), in the batch's transaction.
  step: (db, _after, size) => batch(db, source, size),
});

/**
 * The Admin's home's kept counts for the rows that existed before them (decision 0076): reports
 * per quarter hour and status, each job's latest report and the active jobs, and application
 * records per month and product.
 */
export const dashboardCountsBackfill: DataMigration[] = [
  backfill('reports', 'earlier reports counted for the dashboard'),
  backfill('jobs', 'earlier jobs counted for the dashboard'),
  backfill('applications', 'earlier application records counted for the dashboard'),
];

/** Whether every earlier row is counted, so the dashboard can read the kept counts. */
export async function dashboardCountsReady(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ ready: boolean | null }>(
    db,
    sql`select bool_and(after >= watermark) as ready from kept_count_progress`,
  );
  return row?.ready === true;
}
