import { entityKey } from '@web/lib/query-keys';

/** The list's query as the URL holds it; empty values are left out of the call. */
export interface ReportsQuery {
  page: number;
  filter?: string;
  job_filter?: string;
  start_date?: string;
  end_date?: string;
  /** '1': only the current user's own reports. */
  mine?: '1';
  /** Only the reports that passed, or failed, their template's pass mark. */
  result?: 'pass' | 'fail';
  /** '1': only the reports with at least one flagged answer. */
  flagged?: '1';
  /** Issue 18: report status ids joined by commas (`2,3`), one technician's id, a column to sort by. */
  status?: string;
  user_id?: string;
  sort?: string;
}

/** Every key of the reports feature (decision 0019); each call's `queryOptions` takes its key here. */
export const reportsKeys = {
  all: entityKey('reports'),
  lists: () => [...reportsKeys.all, 'list'] as const,
  list: (query: ReportsQuery) => [...reportsKeys.lists(), query] as const,
  detail: (id: number) => [...reportsKeys.all, 'detail', id] as const,
  print: (id: number) => [...reportsKeys.all, 'print', id] as const,
  sends: (id: number) => [...reportsKeys.all, 'sends', id] as const,
  startTemplates: () => [...reportsKeys.all, 'templates'] as const,
  startForm: (templateId: number) => [...reportsKeys.all, 'start-form', templateId] as const,
  /** A report started on the device (IndexedDB, not the server): not among the answers kept offline. */
  offlineStart: (key: string) => ['device-report-start', key] as const,
  offlineStarts: () => ['device-report-start'] as const,
  chemicalOptions: () => [...reportsKeys.all, 'chemicals'] as const,
  assignedJobs: () => [...reportsKeys.all, 'my-jobs'] as const,
  /** The navigation's "Waiting for review" badge: under `reports`, so any report change refreshes it. */
  waitingCount: () => [...reportsKeys.all, 'waiting-count'] as const,
  /** The technician filter's people live under `users`, so a user's change refreshes them. */
  people: (search: string) => [...entityKey('users'), 'report-people', search] as const,
};
