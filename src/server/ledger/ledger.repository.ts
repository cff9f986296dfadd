import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  LEDGER_CODE_ALPHABET,
  LEDGER_CODE_LENGTH,
  type LedgerKind,
  type LedgerReason,
} from '@shared/schemas/ledger';
import type { Db } from '../db/client';
import { applications } from '../db/schema/applications';
import { ledgerEntries } from '../db/schema/ledger';
import type { FileStore } from '../storage/file-store';
import { canonicalSha256, contentSha256 } from './ledger-content';

/** The `previous_sha256` of the first entry. */
export const GENESIS = '0'.repeat(64);

/**
 * Appends are taken one at a time (beside 724061-4 of client.ts, users.rules.ts,
 * groups.repository.ts and visit-generation.ts): each entry names the one before it, so two
 * transactions must never both read the same last entry.
 */
const LEDGER_LOCK = sql`select pg_advisory_xact_lock(724065)`;

export type LedgerEntry = typeof ledgerEntries.$inferSelect;

/** 60 random bits as 12 Crockford characters: 256 is a multiple of 32, so every one is as likely. */
export function newLedgerCode(): string {
  const chars = [...randomBytes(LEDGER_CODE_LENGTH)].map((b) => LEDGER_CODE_ALPHABET[b % 32]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

/** What an entry's own hash covers: everything in it but its id, so no field can change unseen. */
export function entrySha256(e: Omit<LedgerEntry, 'id' | 'entrySha256'>): string {
  return canonicalSha256({
    previous: e.previousSha256,
    kind: e.kind,
    subject: e.subjectId,
    reason: e.reason,
    code: e.code,
    content: e.contentSha256,
    issued_at: e.issuedAt.toISOString(),
  });
}

/**
 * Adds the record as it now is in `tx` to the end of the chain, and answers its code. Call it in
 * the transaction that issues the record, after the record's last change: both are kept, or neither.
 */
export async function appendLedgerEntry(
  tx: Db,
  files: FileStore,
  entry: {
    kind: LedgerKind;
    subjectId: number;
    reason: LedgerReason;
    issuedAt: Date;
    /** A code chosen before, for a record that prints its own (a filing's PDF); else a new one. */
    code?: string;
  },
): Promise<string> {
  await tx.execute(LEDGER_LOCK);
  const content = await contentSha256(tx, files, entry.kind, entry.subjectId);
  if (content === null) throw new Error(`No ${entry.kind} ${entry.subjectId} to enter in the ledger.`);
  const [last] = await tx
    .select({ entrySha256: ledgerEntries.entrySha256 })
    .from(ledgerEntries)
    .orderBy(desc(ledgerEntries.id))
    .limit(1);
  const row = {
    kind: entry.kind,
    subjectId: entry.subjectId,
    reason: entry.reason,
    code: entry.code ?? newLedgerCode(),
    contentSha256: content,
    previousSha256: last?.entrySha256 ?? GENESIS,
    issuedAt: entry.issuedAt,
  };
  await tx.insert(ledgerEntries).values({ ...row, entrySha256: entrySha256(row) });
  return row.code;
}

/**
 * A report as finished, and each of its application records (frozen at its submit, issued with it):
 * one entry each, in the finish's transaction. Answers the report's code.
 */
export async function issueFinishedReport(
  tx: Db,
  files: FileStore,
  reportId: number,
  issuedAt: Date,
  reason: LedgerReason = 'issued',
): Promise<string> {
  const code = await appendLedgerEntry(tx, files, { kind: 'report', subjectId: reportId, reason, issuedAt });
  const records = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.reportId, reportId))
    .orderBy(asc(applications.id));
  for (const r of records) {
    await appendLedgerEntry(tx, files, { kind: 'application', subjectId: r.id, reason, issuedAt });
  }
  return code;
}

/** The code of the record's latest entry: what its print carries now. */
export async function currentCode(db: Db, kind: LedgerKind, subjectId: number): Promise<string | null> {
  const [row] = await db
    .select({ code: ledgerEntries.code })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.kind, kind), eq(ledgerEntries.subjectId, subjectId)))
    .orderBy(desc(ledgerEntries.id))
    .limit(1);
  return row?.code ?? null;
}
