import { z } from 'zod';
import { isIsoDate, monthBounds } from '../dates';
import { ERROR_TEXTS } from '../error-codes';
import { SITE_CODES } from '../site-codes';
import { AMOUNT_UNITS } from '../unit-names';
import { HH_MM, reportApplication } from './applications';
import { dayText, instantText, pageQuery, recordId, singleLineText } from './common';
import { ALL_FILING_KINDS, FILING_STATES, type FilingState } from '../filing-kinds';

export type { FilingKind, FilingState } from '../filing-kinds';

const TEXTS = ERROR_TEXTS.compliance;

const isoDate = singleLineText().refine(isIsoDate, ERROR_TEXTS.application.date).meta({ format: 'date' });

/** A state and a period, both ends inclusive; California's is a month, New York's a year. */
export const compliancePeriod = z
  .object({
    state: z.enum(FILING_STATES, { error: ERROR_TEXTS.application.stateFilter }),
    from: isoDate,
    to: isoDate,
  })
  .refine((p) => p.from <= p.to, { message: ERROR_TEXTS.application.dateOrder, path: ['to'] })
  .refine((p) => wholePeriod(p.state, p.from, p.to), { message: TEXTS.period, path: ['from'] });
export type CompliancePeriod = z.output<typeof compliancePeriod>;

/** California files a calendar month, New York a calendar year; the registers any range. */
export function wholePeriod(state: FilingState, from: string, to: string): boolean {
  if (state === 'CA') {
    const month = monthBounds(from.slice(0, 7));
    return from === month.from && to === month.to;
  }
  if (state === 'NY') return from === `${from.slice(0, 4)}-01-01` && to === `${from.slice(0, 4)}-12-31`;
  return true;
}

/** One thing that would make the filing wrong, on one record, with the part to fix. */
export const readinessProblem = z.object({
  application_id: z.number(),
  report_id: z.number(),
  applied_on: dayText,
  product_name: z.string(),
  location_id: z.number(),
  location_name: z.string(),
  /** The record's part (`county`, `unit`, …), or `applicator` when the fix is a person's certification. */
  part: z.string(),
  /** The person to certify, for `applicator` problems. */
  user_id: z.number().nullable(),
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ReadinessProblem = z.infer<typeof readinessProblem>;

/** The most problems one answer lists; `total` counts them all. */
export const READINESS_SHOWN_MAX = 500;

export const readinessRecords = z.object({
  records: z.number(),
  total: z.number(),
  problems: z.array(readinessProblem),
});
export const readinessResponse = readinessRecords.extend({
  /**
   * Whether the period has ended on the office's calendar (APP_TIMEZONE, by the server's clock):
   * until then records may still come, and a file made is a draft (issue 30).
   */
  closed: z.boolean(),
});
export type ReadinessRecords = z.infer<typeof readinessRecords>;
export type ReadinessResponse = z.infer<typeof readinessResponse>;

/** A register's narrower choice: one customer, one service address. */
const registerFilter = {
  location_id: recordId.optional(),
  customer: singleLineText().max(200).optional(),
};

export const makeFilingBody = z
  .object({
    state: z.enum(FILING_STATES, { error: ERROR_TEXTS.application.stateFilter }),
    from: isoDate,
    to: isoDate,
    kind: z.enum(ALL_FILING_KINDS),
    /** File although problems remain: recorded on the log with their count. */
    force: z.boolean().optional().default(false),
    ...registerFilter,
  })
  .refine((p) => p.from <= p.to, { message: ERROR_TEXTS.application.dateOrder, path: ['to'] })
  .refine((p) => wholePeriod(p.state, p.from, p.to), { message: TEXTS.period, path: ['from'] });
export type MakeFilingBody = z.input<typeof makeFilingBody>;
export type MakeFiling = z.output<typeof makeFilingBody>;

export const filing = z.object({
  id: z.number(),
  state: z.enum(FILING_STATES),
  kind: z.enum(ALL_FILING_KINDS),
  period_start: z.string(),
  period_end: z.string(),
  file_name: z.string(),
  size: z.number(),
  sha256: z.string(),
  records: z.number(),
  problems: z.number(),
  forced: z.boolean(),
  made_by: z.object({ id: z.number(), name: z.string() }),
  made_at: instantText,
  /** Made before its period ended (the office's day): records may still come, so it is not the filing. */
  draft: z.boolean(),
  /**
   * What changed in its period since it was made (issue 30): records added to it, records it was made
   * from and no longer in it, and records it was made from corrected since. Any above 0: out of date.
   */
  changes: z.object({ added: z.number(), removed: z.number(), changed: z.number() }),
  /** The ledger's code for this file (decision 0040): what `/verify/<code>` checks. */
  verification_code: z.string().nullable().optional(),
});
export type Filing = z.infer<typeof filing>;

export const filingsQuery = z.object({
  state: z.enum(FILING_STATES, { error: ERROR_TEXTS.application.stateFilter }),
  page: pageQuery,
});
export const filingsResponse = z.object({ filings: z.array(filing), total: z.number() });
export type FilingsResponse = z.infer<typeof filingsResponse>;

/** The next filing due of each licensed state whose filing has a deadline. */
export const filingDue = z.object({
  state: z.enum(['CA', 'NY']),
  period_start: z.string(),
  period_end: z.string(),
  due_on: dayText,
  filed: z.boolean(),
  /** Past its due day and not made (issue 30): shown in red on the home until it is. */
  overdue: z.boolean(),
  problems: z.number(),
});
/** The Compliance area's pages (licensed states whose filing Fieldbook makes, then 'US') and what is due. */
export const filingsDueResponse = z.object({
  states: z.array(z.enum(FILING_STATES)),
  due: z.array(filingDue),
});
export type FilingsDueResponse = z.infer<typeof filingsDueResponse>;
export type FilingDue = z.infer<typeof filingDue>;

const maybeText = (max: number) =>
  singleLineText()
    .max(max)
    .transform((v) => v.trim())
    .optional();

/**
 * An Admin's correction of a finished record for a filing: only the parts a filing checks, and
 * why. The record keeps its report's answers as typed; each correction is kept with what it said before (issue 30).
 */
export const applicationCorrection = z
  .object({
    street: maybeText(200),
    municipality: maybeText(100),
    county: maybeText(100),
    zip: maybeText(10),
    amount: z.number().min(0).max(999_999_999).optional(),
    unit: z.enum(AMOUNT_UNITS).optional(),
    epa_reg_no: maybeText(40),
    site_code: z.union(SITE_CODES.map((c) => z.literal(c))).optional(),
    target_pests: maybeText(200),
    // Outside the report's span too (issue 30): the note is the reason an Admin moves it.
    applied_on: isoDate.optional(),
    start_time: z
      .string({ error: ERROR_TEXTS.application.time })
      .regex(HH_MM, ERROR_TEXTS.application.time)
      .optional(),
    note: singleLineText({ error: TEXTS.note })
      .transform((v) => v.trim())
      .refine((v) => v.length >= 1 && v.length <= 500, TEXTS.note),
  })
  .refine((c) => Object.keys(c).some((k) => k !== 'note'), { message: TEXTS.nothingChanged, path: ['note'] });
export type ApplicationCorrection = z.output<typeof applicationCorrection>;
export type ApplicationCorrectionInput = z.input<typeof applicationCorrection>;

/** One record as the record's page shows it, with its corrections, the last one also apart. */
export const applicationDetail = reportApplication.extend({
  listed: z.boolean(),
  corrected_at: instantText.nullable(),
  corrected_by: z.number().nullable(),
  correction_note: z.string(),
});
export type ApplicationDetail = z.infer<typeof applicationDetail>;

/** A register's choices: the service addresses of a state (every state for 'US') and their customers. */
export const registerPlacesQuery = z.object({
  state: z.enum(['TX', 'US'], { error: ERROR_TEXTS.application.stateFilter }),
});
export const registerPlace = z.object({
  location_id: z.number(),
  name: z.string(),
  customer_name: z.string(),
  address: z.string(),
});
export const registerPlacesResponse = z.object({ places: z.array(registerPlace) });
export type RegisterPlace = z.infer<typeof registerPlace>;
