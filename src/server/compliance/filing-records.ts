import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FrozenApplication, FrozenCertification } from '@shared/schemas/applications';
import type { FilingState } from '@shared/schemas/compliance';
import type { Db } from '../db/client';
import { applications } from '../db/schema/applications';
import { frozen } from '../applications/applications.public';
import { certificationOn, certificationsIn } from '../users/users.public';

/** What a filing covers: a state ('US': every state) and days, and for a register one customer or address. */
export interface FilingScope {
  state: FilingState;
  from: string;
  to: string;
  locationId?: number | undefined;
  customer?: string | undefined;
}

/** Rows read at once: enough to keep round trips few, few enough that memory stays flat. */
export const FILING_BATCH = 2000;

export function scopeWhere(scope: FilingScope): SQL {
  return and(
    sql`${applications.listed}`,
    scope.state === 'US' ? undefined : eq(applications.state, scope.state),
    sql`${applications.appliedOn} between ${scope.from}::date and ${scope.to}::date`,
    scope.locationId ? eq(applications.locationId, scope.locationId) : undefined,
    scope.customer ? sql`lower(${applications.customerName}) = lower(${scope.customer})` : undefined,
  )!;
}

/**
 * The finished records of the scope, oldest first, a batch at a time: keyset pages on
 * (applied_on, id), the order of the listed indexes (a state's and every state's), so each page
 * walks the index from where the last stopped and reads only its batch; the thousandth batch
 * costs what the first does, a year of records is its count over FILING_BATCH round trips (it was
 * three a day: a probe for the next day, its page and its certifications, 1,095 for a year; issue
 * 34), and memory holds one batch. A record frozen without a person's certification takes the one
 * recorded since that was valid on its day: the filing states a fact the office learned late, and
 * the readiness list stops asking for it.
 */
export async function* filingRecords(db: Db, scope: FilingScope): AsyncGenerator<FrozenApplication[]> {
  let after: FilingKey | null = null;
  for (;;) {
    const rows: (typeof applications.$inferSelect)[] = await filingPage(db, scope, after);
    if (rows.length > 0) yield await withLateCertifications(db, rows.map(frozen));
    if (rows.length < FILING_BATCH) return;
    const last = rows[rows.length - 1]!;
    after = { day: last.appliedOn, id: last.id };
  }
}

/** Where a page of a filing's records ends: its last record's day and id. */
export interface FilingKey {
  day: string;
  id: number;
}

/** The scope's records after `after` (from the first when null), FILING_BATCH of them. */
export function filingPage(db: Db, scope: FilingScope, after: FilingKey | null) {
  return (
    db
      .select()
      .from(applications)
      .where(
        and(
          scopeWhere(scope),
          after
            ? sql`(${applications.appliedOn}, ${applications.id}) > (${after.day}::date, ${after.id})`
            : undefined,
        ),
      )
      // Written as the index that serves it stores it: a state's (applied_on desc nulls last, id
      // desc nulls last), walked backwards, is ascending with nulls first; every state's
      // (applied_on, id) forward is nulls last. The columns hold no null, so both orders are the
      // same rows, but the planner takes an index for an order only when it matches to the nulls;
      // otherwise it read and sorted all that was left for every page (1.2 s a page at a million).
      .orderBy(
        ...(scope.state === 'US'
          ? [applications.appliedOn, applications.id]
          : [sql`${applications.appliedOn} nulls first`, sql`${applications.id} nulls first`]),
      )
      .limit(FILING_BATCH)
  );
}

async function withLateCertifications(db: Db, records: FrozenApplication[]): Promise<FrozenApplication[]> {
  const missing = new Map<string, Set<number>>();
  for (const r of records) {
    const ids = missing.get(r.state) ?? new Set<number>();
    if (!r.applicator_certification) ids.add(r.applicator.id);
    if (r.supervisor && !r.supervisor_certification) ids.add(r.supervisor.id);
    if (ids.size > 0) missing.set(r.state, ids);
  }
  if (missing.size === 0) return records;
  // Each state's certifications apart: one counts only in its own state.
  const held = new Map(
    await Promise.all(
      [...missing].map(async ([state, ids]) => [state, await certificationsIn(db, [...ids], state)] as const),
    ),
  );
  const valid = (userId: number, state: string, day: string): FrozenCertification | null =>
    certificationOn(held.get(state) ?? [], userId, day);
  return records.map((r) => ({
    ...r,
    applicator_certification: r.applicator_certification ?? valid(r.applicator.id, r.state, r.applied_on),
    supervisor_certification:
      r.supervisor_certification ?? (r.supervisor ? valid(r.supervisor.id, r.state, r.applied_on) : null),
  }));
}
