import { entityKey } from '@web/lib/query-keys';

/** The groups list's query as the URL holds it. */
export interface GroupsQuery {
  filter: string;
  page: number;
  /** `name` or `-name` (issue 18); absent, the list's own order. */
  sort?: string;
}

/** Every key of the groups feature (decision 0019); each call's `queryOptions` takes its key here. */
export const groupsKeys = {
  all: entityKey('groups'),
  lists: () => [...groupsKeys.all, 'list'] as const,
  list: (query: GroupsQuery) => [...groupsKeys.lists(), query] as const,
  detail: (id: number) => [...groupsKeys.all, 'detail', id] as const,
  assignees: (groupId: number) => [...groupsKeys.all, 'assignees', groupId] as const,
};
