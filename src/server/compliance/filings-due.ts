import { and, eq, inArray, isNull } from 'drizzle-orm';
import { FILING_KINDS, FILING_STATES, type FilingsDueResponse } from '@shared/schemas/compliance';
import type { Db } from '../db/client';
import { companyLicences } from '../db/schema/company';
import { filings } from '../db/schema/filings';
import { nextDeadline } from './deadlines';
import { isDraft } from './filings.repository';
import { readinessTotal } from './readiness';

/**
 * The states the company files in (licensed, and Fieldbook makes their filing; the federal
 * register always) and the next filing due in each that has a deadline, made (after its period
 * ended) or not, and its problems.
 */
export async function filingsDue(db: Db, today: string, timezone: string): Promise<FilingsDueResponse> {
  const licensed = await db
    .select({ state: companyLicences.state })
    .from(companyLicences)
    .where(and(inArray(companyLicences.state, ['CA', 'NY', 'TX']), isNull(companyLicences.deletedAt)));
  const held = new Set(licensed.map((l) => l.state));
  const states = FILING_STATES.filter((s) => s === 'US' || held.has(s));
  const withDeadline = states.filter((s): s is 'CA' | 'NY' => s === 'CA' || s === 'NY');
  const due = await Promise.all(
    withDeadline.map(async (state) => {
      const d = nextDeadline(state, today);
      const made = await db
        .select({ madeAt: filings.madeAt })
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
        );
      const problems = await readinessTotal(db, { state, from: d.period_start, to: d.period_end });
      // A draft, made before the period ended, is not the filing (issue 30).
      const filed = made.some((f) => !isDraft(f.madeAt, d.period_end, timezone));
      return { state, ...d, filed, problems };
    }),
  );
  return { states, due };
}
