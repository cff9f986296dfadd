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

/** The last count of problems per scope, with what it was counted from. */
const counted = new Map<string, { fingerprint: string; total: number }>();
const COUNTED_MAX = 32;

/**
 * How many problems the scope's filing has, for the Admin's home (filings-due.ts): counted again
 * only when what the count rests on changed, so a home page view costs two small queries, not a
 * read of the year. It rests on the scope's listed records (which, and their corrections) and on
 * the certifications (a late one counts): their count, sum of ids and latest change.
 */
export async function readinessTotal(db: Db, scope: FilingScope): Promise<number> {
  const [[records], [certs]] = await Promise.all([
    queryRows<{ n: string; ids: string | null; corrected: string | null }>(
      db,
      sql`select count(*)::text as n, sum(${applications.id})::text as ids,
                 max(${applications.correctedAt})::text as corrected
          from ${applications} where ${scopeWhere(scope)}`,
    ),
    queryRows<{ n: string; changed: string | null }>(
      db,
      sql`select count(*)::text as n, max(${userCertifications.updatedAt})::text as changed
          from ${userCertifications}`,
    ),
  ]);
  const fingerprint = JSON.stringify([records, certs]);
  const key = JSON.stringify(scope);
  const known = counted.get(key);
  if (known?.fingerprint === fingerprint) return known.total;
  const { total } = await readiness(db, scope);
  if (counted.size >= COUNTED_MAX) counted.clear();
  counted.set(key, { fingerprint, total });
  return total;
}
