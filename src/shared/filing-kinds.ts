// Apart from the compliance schemas (schemas/compliance.ts): the Compliance page's buttons need
// them, not zod (decision 0067).

/**
 * The filings of the Compliance area (issue 15, decision 0030): a page per state the company is
 * licensed in whose filing Fieldbook makes, and the federal register ('US') for any state.
 */
export const FILING_STATES = ['CA', 'NY', 'TX', 'US'] as const;
export type FilingState = (typeof FILING_STATES)[number];

/** What each state's page makes. */
export const FILING_KINDS = {
  CA: ['ca-monthly-pdf', 'ca-monthly-csv'],
  NY: ['ny-form-26', 'ny-form-26a'],
  TX: ['register-pdf', 'register-csv'],
  US: ['register-pdf', 'register-csv'],
} as const satisfies Record<FilingState, readonly string[]>;
export const ALL_FILING_KINDS = [
  'ca-monthly-pdf',
  'ca-monthly-csv',
  'ny-form-26',
  'ny-form-26a',
  'register-pdf',
  'register-csv',
] as const;
export type FilingKind = (typeof ALL_FILING_KINDS)[number];
