import { and, asc, eq, gt, notExists, sql } from 'drizzle-orm';
import { ReportStatus } from '@shared/constants';
import type { Db } from '../db/client';
import { filings } from '../db/schema/filings';
import { ledgerEntries } from '../db/schema/ledger';
import { reports } from '../db/schema/reports';
import type { FileStore } from '../storage/file-store';
import { openFileStore, type StoreConfig } from '../storage/open-file-store';
import { appendLedgerEntry, issueFinishedReport } from './ledger.repository';

const BATCH = 200;

const entered = (kind: string, id: typeof reports.id | typeof filings.id) =>
  notExists(sql`(select 1 from ${ledgerEntries} l where l.kind = ${kind} and l.subject_id = ${id})`);

/**
 * Records issued before the ledger (issue 30): each finished report, with its application records,
 * and each filing that has no entry gets one, `entered` at `now()`: the ledger vouches for them from
 * then on. One record a transaction, in id order, so a large database keeps serving while it runs;
 * a second run finds nothing. `stopped` ends it between records (a shutdown).
 */
export async function backfillLedger(
  db: Db,
  files: FileStore,
  now: () => Date,
  stopped: () => boolean = () => false,
): Promise<number> {
  let count = 0;
  let afterId = 0;
  for (;;) {
    const batch = await db
      .select({ id: reports.id })
      .from(reports)
      .where(
        and(
          eq(reports.statusId, ReportStatus.Finished),
          gt(reports.id, afterId),
          entered('report', reports.id),
        ),
      )
      .orderBy(asc(reports.id))
      .limit(BATCH);
    for (const { id } of batch) {
      if (stopped()) return count;
      await db.transaction((tx) => issueFinishedReport(tx, files, id, now(), 'entered'));
      count += 1;
    }
    if (batch.length < BATCH) break;
    afterId = batch[batch.length - 1]!.id;
  }
  afterId = 0;
  for (;;) {
    const batch = await db
      .select({ id: filings.id })
      .from(filings)
      .where(and(gt(filings.id, afterId), entered('filing', filings.id)))
      .orderBy(asc(filings.id))
      .limit(BATCH);
    for (const { id } of batch) {
      if (stopped()) return count;
      await db.transaction((tx) =>
        appendLedgerEntry(tx, files, { kind: 'filing', subjectId: id, reason: 'entered', issuedAt: now() }),
      );
      count += 1;
    }
    if (batch.length < BATCH) break;
    afterId = batch[batch.length - 1]!.id;
  }
  return count;
}

interface BackfillLog {
  info(message: string): void;
  error(message: string): void;
}

/** The backfill in the background of a start; `stop()` ends it after the record in hand. */
export function startLedgerBackfill(opts: { db: Db; files: FileStore; now: () => Date; log: BackfillLog }): {
  stop(): Promise<void>;
  done: Promise<number>;
} {
  let stopped = false;
  const done = backfillLedger(opts.db, opts.files, opts.now, () => stopped)
    .then((n) => {
      if (n > 0) opts.log.info(`Entered ${n} records issued before the ledger in it.`);
      return n;
    })
    .catch((error: unknown) => {
      // The next start tries again: what was entered stays entered.
      opts.log.error(`Entering earlier records in the ledger failed: ${(error as Error).message}`);
      return 0;
    });
  return {
    done,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}

/** The demo company's finished reports and filings, entered at its seed (bootstrap). */
export async function enterDemoInLedger(config: StoreConfig, db: Db, now: Date): Promise<void> {
  const store = openFileStore(config);
  try {
    await backfillLedger(db, store, () => now);
  } finally {
    store.close();
  }
}
