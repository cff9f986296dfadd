import { and, eq, inArray, isNull } from 'drizzle-orm';
import { FILING_KINDS, type FilingDue } from '@shared/schemas/compliance';
import type { Db } from '../db/client';
import { companyLicences } from '../db/schema/company';
import { filings } from '../db/schema/filings';
import { nextDeadline } from './deadlines';
import { readiness } from './readiness';

/** The next filing due in each licensed state that has a deadline, made or not, and its problems. */
export async function filingsDue(db: Db, today: string): Promise<FilingDue[]> {
  const licensed = await db
    .select({ state: companyLicences.state })
    .from(companyLicences)
    .where(and(inArray(companyLicences.state, ['CA', 'NY']), isNull(companyLicences.deletedAt)));
  const states = licensed.map((l) => l.state as 'CA' | 'NY').sort();
  return Promise.all(
    states.map(async (state) => {
      const d = nextDeadline(state, today);
      const [made] = await db
        .select({ id: filings.id })
        .from(filings)
        .where(
          and(
            eq(filings.state, state),
            eq(filings.periodStart, d.period_start),
            // The form the state reads: the CSV for California's online entry or the PDF, Form 26 for New York.
            inArray(
              filings.kind,
              FILING_KINDS[state].filter((k) => k !== 'ny-form-26a'),
            ),
          ),
        )
        .limit(1);
      const { total } = await readiness(db, { state, from: d.period_start, to: d.period_end });
      return { state, ...d, filed: made !== undefined, problems: total };
    }),
  );
}
