import { entityKey } from '@web/lib/query-keys';

/**
 * A report's corrective actions (issue 16). Kept under the corrective actions' own name, so that a
 * change made on the actions' pages refreshes them too, and an action made here refreshes the
 * actions' list, without refetching the report being filled in.
 */
export const reportActionsKeys = {
  all: entityKey('correctiveActions'),
  ofReport: (reportId: number) => [...reportActionsKeys.all, 'report', reportId] as const,
};
