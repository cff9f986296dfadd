import { READINESS_SHOWN_MAX, type ReadinessResponse } from '@shared/schemas/compliance';
import type { Db } from '../db/client';
import { type FilingScope, filingRecords } from './filing-records';
import { problemsFor } from './state-rules';

/**
 * Everything that would make the scope's filing wrong, record by record, oldest first (issue 15):
 * the first READINESS_SHOWN_MAX with what to fix, and how many in all.
 */
export async function readiness(db: Db, scope: FilingScope): Promise<ReadinessResponse> {
  const answer: ReadinessResponse = { records: 0, total: 0, problems: [] };
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
