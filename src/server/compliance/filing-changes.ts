import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { filingRecords, filings } from '../db/schema/filings';

/** Rows a statement: two parameters each, well under PostgreSQL's 65,535. */
const INSERT_BATCH = 10_000;

/** The records a filing was made from, kept with it in its transaction (issue 30). */
export async function keepFilingRecords(tx: Db, filingId: number, applicationIds: number[]): Promise<void> {
  for (let i = 0; i < applicationIds.length; i += INSERT_BATCH) {
    const ids = applicationIds.slice(i, i + INSERT_BATCH);
    await tx
      .insert(filingRecords)
      .values(ids.map((applicationId) => ({ filingId, applicationId })))
      .onConflictDoNothing();
  }
}

/** Record `a` is one the filing's file would read now: listed, of its state, period and register scope. */
const inScope = (): SQL => sql`a.listed
  and (${filings.state} = 'US' or a.state = ${filings.state})
  and a.applied_on between ${filings.periodStart} and ${filings.periodEnd}
  and (${filings.locationId} is null or a.location_id = ${filings.locationId})
  and (${filings.customer} is null or lower(a.customer_name) = lower(${filings.customer}))`;

/**
 * What changed in a filing's period since it was made, for the log's columns (issue 30): records
 * now in its scope that it was not made from (a report finished late, a record corrected into the
 * period), records it was made from that are no longer (a report moved to the Trash, a record
 * corrected out of it or removed), and records it was made from corrected since.
 */
export const filingChanges = {
  added: sql<number>`(
    select count(*)::int from applications a
    where ${inScope()}
      and not exists (
        select 1 from filing_records fr where fr.filing_id = ${filings.id} and fr.application_id = a.id
      )
  )`,
  removed: sql<number>`(
    select count(*)::int from filing_records fr
    left join applications a on a.id = fr.application_id
    where fr.filing_id = ${filings.id} and (a.id is null or not (${inScope()}))
  )`,
  changed: sql<number>`(
    select count(*)::int from filing_records fr
    join applications a on a.id = fr.application_id
    where fr.filing_id = ${filings.id} and ${inScope()} and a.corrected_at > ${filings.madeAt}
  )`,
};
