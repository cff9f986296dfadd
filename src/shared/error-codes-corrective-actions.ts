/**
 * The texts of the `correctiveAction.*` codes (issue 16, decision 0034): actions made from a
 * flagged answer or by hand, followed from open to verified.
 */
export const CORRECTIVE_ACTION_ERROR_TEXTS = {
  notFound: 'Corrective action not found.',
} as const;
