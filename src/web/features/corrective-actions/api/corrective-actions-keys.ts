import { entityKey } from '@web/lib/query-keys';

/** The list's query as the URL holds it; empty values are left out of the call. */
export interface ActionsListQuery {
  page: number;
  /** A column, `-column` descending (issue 18); absent for newest first. */
  sort?: string;
  /** Several statuses joined by commas (`open,in_progress`). */
  status?: string;
  assignee_id?: string;
  location_id?: string;
  overdue?: '1';
}

/** Every key of the corrective actions feature (decision 0019). */
export const correctiveActionsKeys = {
  all: entityKey('correctiveActions'),
  lists: () => [...correctiveActionsKeys.all, 'list'] as const,
  list: (query: ActionsListQuery) => [...correctiveActionsKeys.lists(), query] as const,
  detail: (id: number) => [...correctiveActionsKeys.all, 'detail', id] as const,
  overdueCount: () => [...correctiveActionsKeys.all, 'overdue-count'] as const,
  locationOptions: (search: string) => [...correctiveActionsKeys.all, 'location-options', search] as const,
  people: (search: string) => [...correctiveActionsKeys.all, 'people', search] as const,
};
