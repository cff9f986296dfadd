import { entityKey } from '@web/lib/query-keys';

export interface JobsQuery {
  page: number;
  filter: string;
  active?: 'active' | 'inactive';
  /** Whose jobs: a user (the spec's `id`), a group or a location. */
  userId?: number;
  groupId?: number;
  locationId?: number;
  /** `name` or `-name` (issue 18); absent, the list's own order. */
  sort?: string;
}

/**
 * Every key of the jobs feature (decision 0019); each call's `queryOptions` takes its key here.
 * The job form's location choices live under `locations`, so a location's change refreshes them.
 */
export const jobsKeys = {
  all: entityKey('jobs'),
  list: (query: JobsQuery) => [...jobsKeys.all, 'list', query] as const,
  detail: (id: number) => [...jobsKeys.all, 'detail', id] as const,
  categories: () => [...jobsKeys.all, 'categories'] as const,
  mine: () => [...jobsKeys.all, 'mine'] as const,
  assignees: (jobId: number) => [...jobsKeys.all, 'assignees', jobId] as const,
  locationOptions: (search: string) => [...entityKey('locations'), 'options', search] as const,
  location: (id: string) => [...entityKey('locations'), 'detail', id] as const,
};
