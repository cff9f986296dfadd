import { READINESS_SHOWN_MAX, type ReadinessRecords } from '@shared/schemas/compliance';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { applications } from '../db/schema/applications';
import { userCertifications } from '../db/schema/certifications';
import { queryRows } from '../db/sql-helpers';
import { type FilingScope, filingRecords, scopeWhere } from './filing-records';
import { problemsFor } from './state-rules';

/**
 * Everything that would make the scope's filing wrong, record by record, oldest first (issue 15):
 * the first READINESS_SHOWN_MAX with what to fix, and how many in all.
 */
export async function readiness(db: Db, scope: FilingScope): Promise<ReadinessRecords> {
  const answer: ReadinessRecords = { records: 0, total: 0, problems: [] };
  for await (const batch of filingRecords(db, scope)) {
    answer.records += batch.length;
    for (const r of batch) {
      for (const p of problemsFor(r, scope.state)) {
        answer.total += 1;
        if (answer.problems.length >= READINESS_SHOWN_MAX) continue;
        answer.problems.push({
          application_id: r.id,
          report_id: r.report_id,
          applied_on: r.applied_on,
          product_name: r.product_name,
          location_id: r.location_id,
          location_name: r.location_name,
          part: p.part,
          user_id: p.userId ?? null,
          code: p.code,
          ...(p.params ? { params: p.params } : {}),
        });
      }
    }
  }
  return answer;
}

/** Which records the scope holds, from the columns of its listed index alone (no row read). */
export const scopeRecordsQuery = (scope: FilingScope) =>
  sql`select count(*)::text as n, sum(${applications.id})::text as ids
      from ${applications} where ${scopeWhere(scope)}`;

/** Per database, the last answer per scope, with what it was read from. */
const kept = new WeakMap<Db, Map<string, { fingerprint: string; answer: ReadinessRecords }>>();
const KEPT_MAX = 32;

/**
 * The scope's readiness, read again only when what it rests on changed, so a view of the list or
 * of the Admin's home costs three small queries, not a read of the period (1.9 s for a New York
 * year at a million records). It rests on the scope's listed records (which: their count and sum
 * of ids, read from the listed index alone; a record is frozen, so which records says what they
 * hold), on corrections (the latest anywhere: one probe of their index; a correction elsewhere
 * only costs a read) and on the certifications (a late one counts). With the latest correction
 * among the scope's own, the records' query read each record's row: 1.2 s for a New York year at
 * a million records, against 10 to 20 ms for the index (issue 34).
 */
export async function keptReadiness(db: Db, scope: FilingScope): Promise<ReadinessRecords> {
  const [[records], [corrected], [certs]] = await Promise.all([
    queryRows<{ n: string; ids: string | null }>(db, scopeRecordsQuery(scope)),
    queryRows<{ at: string | null }>(
      db,
      sql`select max(${applications.correctedAt})::text as at
          from ${applications} where ${applications.correctedAt} is not null`,
    ),
    queryRows<{ n: string; changed: string | null }>(
      db,
      sql`select count(*)::text as n, max(${userCertifications.updatedAt})::text as changed
          from ${userCertifications}`,
    ),
  ]);
  const fingerprint = JSON.stringify([records, corrected, certs]);
  const key = JSON.stringify(scope);
  const answers = kept.get(db) ?? new Map<string, { fingerprint: string; answer: ReadinessRecords }>();
  kept.set(db, answers);
  const known = answers.get(key);
  if (known?.fingerprint === fingerprint) return known.answer;
  const answer = await readiness(db, scope);
  if (answers.size >= KEPT_MAX) answers.clear();
  answers.set(key, { fingerprint, answer });
  return answer;
}

/** How many problems the scope's filing has, for the Admin's home (filings-due.ts). */
export const readinessTotal = async (db: Db, scope: FilingScope): Promise<number> =>
  (await keptReadiness(db, scope)).total;
