import { entityKey } from '@web/lib/query-keys';

/** The Activity list's query as the URL holds it; empty values are left out of the call. */
export interface ActivityListQuery {
  page: number;
  /** A column, `-column` descending (issue 18); absent for newest first. */
  sort?: string;
  user_id?: string;
  entity?: string;
  action?: string;
  start_date?: string;
  end_date?: string;
}

/** Every key of the activity feature (decision 0019): the company's list and each record's history. */
export const activityKeys = {
  all: entityKey('activity'),
  list: (query: ActivityListQuery) => [...activityKeys.all, 'list', query] as const,
  history: (entity: string, id: number, page: number) =>
    [...activityKeys.all, 'history', entity, id, page] as const,
  people: (search: string) => [...activityKeys.all, 'people', search] as const,
};
