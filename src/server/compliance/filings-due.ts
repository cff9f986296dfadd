import { and, eq, inArray, isNull } from 'drizzle-orm';
import { dayIn } from '@shared/dates';
import { FILING_KINDS, FILING_STATES } from '@shared/filing-kinds';
import type { FilingDue, FilingsDueResponse } from '@shared/schemas/compliance';
import type { Db } from '../db/client';
import { companyLicences } from '../db/schema/company';
import { filings } from '../db/schema/filings';
import { type Deadline, nextDeadline, previousDeadline } from './deadlines';
import { isDraft } from './filings.repository';
import { readinessTotal } from './readiness';

/** Whether the state's form for the period was made after the period ended (a draft is not). */
async function filed(db: Db, state: 'CA' | 'NY', d: Deadline, timezone: string): Promise<boolean> {
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
  return made.some((f) => !isDraft(f.madeAt, d.period_end, timezone));
}

/**
 * The states the company files in (licensed, and Fieldbook makes their filing; the federal
 * register always) and, in each that has a deadline, the filing before the next one when it is
 * overdue (past its due day, not made, and due while the licence was on record here: an office
 * that starts with Fieldbook is not told it missed what it filed on paper), then the next filing
 * due, made (after its period ended) or not, with its problems.
 */
export async function filingsDue(db: Db, today: string, timezone: string): Promise<FilingsDueResponse> {
  const licensed = await db
    .select({ state: companyLicences.state, since: companyLicences.createdAt })
    .from(companyLicences)
    .where(and(inArray(companyLicences.state, ['CA', 'NY', 'TX']), isNull(companyLicences.deletedAt)));
  const since = new Map(licensed.map((l) => [l.state, dayIn(l.since, timezone)]));
  const states = FILING_STATES.filter((s) => s === 'US' || since.has(s));
  const withDeadline = states.filter((s): s is 'CA' | 'NY' => s === 'CA' || s === 'NY');
  const due = await Promise.all(
    withDeadline.map(async (state): Promise<FilingDue[]> => {
      const previous = previousDeadline(state, today);
      const next = nextDeadline(state, today);
      const missed = since.get(state)! <= previous.due_on && !(await filed(db, state, previous, timezone));
      const shown = [
        ...(missed ? [{ d: previous, made: false, overdue: true }] : []),
        { d: next, made: await filed(db, state, next, timezone), overdue: false },
      ];
      return Promise.all(
        shown.map(async ({ d, made, overdue }) => ({
          state,
          ...d,
          filed: made,
          overdue,
          problems: await readinessTotal(db, { state, from: d.period_start, to: d.period_end }),
        })),
      );
    }),
  );
  return { states, due: due.flat() };
}
