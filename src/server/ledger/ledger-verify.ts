import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { type LedgerKind, type Verification, normalizeLedgerCode } from '@shared/schemas/ledger';
import type { Db } from '../db/client';
import { ledgerEntries } from '../db/schema/ledger';
import type { FileStore } from '../storage/file-store';
import { contentSha256 } from './ledger-content';
import { GENESIS, type LedgerEntry, entrySha256 } from './ledger.repository';

const intact = (e: LedgerEntry) => entrySha256(e) === e.entrySha256;

async function latestEntry(db: Db, kind: string, subjectId: number): Promise<LedgerEntry> {
  const [row] = await db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.kind, kind), eq(ledgerEntries.subjectId, subjectId)))
    .orderBy(desc(ledgerEntries.id))
    .limit(1);
  return row!;
}

/**
 * What `/verify/<code>` answers, or null for a code no entry has. Only the kind and the dates:
 * whoever holds a print may learn whether it is still true, never what another record says.
 */
export async function verifyCode(
  db: Db,
  files: FileStore,
  typed: string,
  now: Date,
): Promise<Verification | null> {
  const code = normalizeLedgerCode(typed);
  if (!code) return null;
  const [entry] = await db.select().from(ledgerEntries).where(eq(ledgerEntries.code, code));
  if (!entry) return null;
  const latest = await latestEntry(db, entry.kind, entry.subjectId);
  const content = await contentSha256(db, files, entry.kind as LedgerKind, entry.subjectId);
  const status =
    content === null
      ? 'missing'
      : !intact(entry) || !intact(latest) || content !== latest.contentSha256
        ? 'altered'
        : latest.id === entry.id
          ? 'unchanged'
          : 'corrected';
  return {
    code,
    kind: entry.kind as LedgerKind,
    issued_at: entry.issuedAt.toISOString(),
    status,
    corrected_at: status === 'corrected' ? latest.issuedAt.toISOString() : null,
    checked_at: now.toISOString(),
  };
}

export type BrokenLink = {
  entry: Pick<LedgerEntry, 'id' | 'code' | 'kind' | 'subjectId' | 'issuedAt'>;
  /** `link`: its previous hash is not the entry before's; `entry`: its own hash does not match its
   * fields; `content`: the record is not what its latest entry says; `missing`: the record is gone. */
  problem: 'link' | 'entry' | 'content' | 'missing';
};

export interface LedgerCheck {
  entries: number;
  records: number;
  /** The first broken link in the chain's order, or null when everything holds. */
  broken: BrokenLink | null;
}

const BATCH = 1_000;

/**
 * Walks the whole chain in order, then every record's latest entry against the record as it is.
 * Reads in batches, so a large ledger is checked in bounded memory.
 */
export async function verifyLedger(db: Db, files: FileStore): Promise<LedgerCheck> {
  let previous = GENESIS;
  let entries = 0;
  let afterId = 0;
  let broken: BrokenLink | null = null;
  for (;;) {
    const batch = await db
      .select()
      .from(ledgerEntries)
      .where(gt(ledgerEntries.id, afterId))
      .orderBy(asc(ledgerEntries.id))
      .limit(BATCH);
    for (const e of batch) {
      entries += 1;
      const problem = e.previousSha256 !== previous ? 'link' : !intact(e) ? 'entry' : null;
      if (problem && !broken) broken = { entry: e, problem };
      previous = e.entrySha256;
    }
    if (batch.length < BATCH) break;
    afterId = batch[batch.length - 1]!.id;
  }
  const records = await checkContents(db, files, (b) => (broken ??= b));
  return { entries, records, broken };
}

/** Each record's latest entry against the record; the first mismatch, in the chain's order. */
async function checkContents(db: Db, files: FileStore, found: (b: BrokenLink) => void): Promise<number> {
  let records = 0;
  let afterId = 0;
  let first: BrokenLink | null = null;
  for (;;) {
    // The latest entry of each record, BATCH at a time in id order.
    const batch = await db
      .select()
      .from(ledgerEntries)
      .where(
        and(
          gt(ledgerEntries.id, afterId),
          sql`not exists (select 1 from ledger_entries later
                where later.kind = ${ledgerEntries.kind} and later.subject_id = ${ledgerEntries.subjectId}
                  and later.id > ${ledgerEntries.id})`,
        ),
      )
      .orderBy(asc(ledgerEntries.id))
      .limit(BATCH);
    for (const e of batch) {
      records += 1;
      if (first) continue;
      const content = await contentSha256(db, files, e.kind as LedgerKind, e.subjectId);
      if (content === null) first = { entry: e, problem: 'missing' };
      else if (content !== e.contentSha256) first = { entry: e, problem: 'content' };
    }
    if (batch.length < BATCH) break;
    afterId = batch[batch.length - 1]!.id;
  }
  if (first) found(first);
  return records;
}

/** One line for a person: which record, issued when, and what is wrong with it. */
export function describeBroken(b: BrokenLink): string {
  const what = `${b.entry.kind} ${b.entry.subjectId} (entry ${b.entry.id}, code ${b.entry.code}, issued ${b.entry.issuedAt.toISOString()})`;
  switch (b.problem) {
    case 'link':
      return `The chain is broken at ${what}: the entry before it was changed, removed or put in its place.`;
    case 'entry':
      return `The entry for ${what} was changed after it was written.`;
    case 'content':
      return `The ${what} was changed after it was issued: it is not what the ledger holds.`;
    case 'missing':
      return `The ${what} is no longer in the database.`;
  }
}
