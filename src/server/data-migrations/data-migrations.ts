import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dataMigrations } from '../db/schema/data-migrations';

/** One batch's outcome: how many rows it changed, and the last primary key it read (null: none was left). */
export interface Batch {
  changed: number;
  last: number | null;
}

/**
 * An upgrade of stored rows, walked once in primary-key order. `step` does the rows after `after`,
 * at most `size` of them, each batch its own transaction, and must be safe to run twice (it reads
 * only rows still to do), so two processes starting together share the work.
 */
export interface DataMigration {
  name: string;
  /** What a row done is, for the log: "earlier reports given a visit". */
  label: string;
  /** Rows to do when it begins, for its progress. */
  pending(db: Db): Promise<number>;
  step(db: Db, after: number, size: number): Promise<Batch>;
}

export interface RunOptions {
  now: () => Date;
  log: { info(message: string): void };
  size?: number;
  /** Checked between batches: a shutdown ends the run there, and the next start goes on. */
  stopped?: () => boolean;
}

const BATCH = 2_000;
/** The log says how far it has come at each tenth. */
const TENTHS = 10;

/** Runs one migration to its end (or until stopped), from where an earlier run left it. */
export async function runDataMigration(db: Db, migration: DataMigration, opts: RunOptions): Promise<void> {
  const size = opts.size ?? BATCH;
  const [found] = await db.select().from(dataMigrations).where(eq(dataMigrations.name, migration.name));
  if (found?.finishedAt) return;
  let row = found;
  if (!row) {
    const total = await migration.pending(db);
    // Nothing to do (a new database, or one upgraded by an earlier version's start): done, unwalked.
    const finishedAt = total === 0 ? opts.now() : null;
    [row] = await db
      .insert(dataMigrations)
      .values({ name: migration.name, total, startedAt: opts.now(), finishedAt })
      .onConflictDoUpdate({ target: dataMigrations.name, set: { name: migration.name } })
      .returning();
    if (row!.finishedAt) return;
    opts.log.info(`Upgrading stored data: ${total} ${migration.label} to do, in batches.`);
  }
  let { afterId: after, done } = row!;
  const total = row!.total;
  let told = total > 0 ? Math.floor((done * TENTHS) / total) : TENTHS;
  for (;;) {
    if (opts.stopped?.()) return;
    const batch = await migration.step(db, after, size);
    if (batch.last === null) break;
    after = batch.last;
    done += batch.changed;
    // Two processes may both be running it: the furthest point and every change count.
    await db
      .update(dataMigrations)
      .set({
        afterId: sql`greatest(${dataMigrations.afterId}, ${after})`,
        done: sql`${dataMigrations.done} + ${batch.changed}`,
      })
      .where(eq(dataMigrations.name, migration.name));
    const tenth = total > 0 ? Math.floor((Math.min(done, total) * TENTHS) / total) : TENTHS;
    if (tenth > told && tenth < TENTHS) {
      told = tenth;
      opts.log.info(`Upgrading stored data: ${done} of ${total} ${migration.label} (${tenth * 10} %).`);
    }
  }
  await db
    .update(dataMigrations)
    .set({ finishedAt: opts.now() })
    .where(eq(dataMigrations.name, migration.name));
  // A walk that changed nothing (kept meanwhile by triggers, or by another process) still ends in
  // the log, so its "to do" line is not left looking unfinished.
  if (done > 0) opts.log.info(`Upgraded stored data: ${done} ${migration.label}.`);
  else if (total > 0) opts.log.info(`Upgraded stored data: ${migration.label}, none needed changing.`);
}

/** Runs them in order; each one's failure is the log's, and the next start tries it again. */
export async function runDataMigrations(
  db: Db,
  list: readonly DataMigration[],
  opts: RunOptions & { log: { error(message: string): void } },
): Promise<void> {
  for (const migration of list) {
    if (opts.stopped?.()) return;
    try {
      await runDataMigration(db, migration, opts);
    } catch (error) {
      opts.log.error(`Upgrading stored data (${migration.name}) failed: ${(error as Error).message}`);
    }
  }
}

/** In the background of a start, after the app listens; `stop()` waits for the batch in hand. */
export function startDataMigrations(
  db: Db,
  list: readonly DataMigration[],
  opts: Omit<RunOptions, 'stopped'> & { log: { info(m: string): void; error(m: string): void } },
): { done: Promise<void>; stop(): Promise<void> } {
  let stopped = false;
  const done = runDataMigrations(db, list, { ...opts, stopped: () => stopped });
  return {
    done,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}
