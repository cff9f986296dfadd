import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupAssignees } from '@shared/schemas/groups';
import { api } from '@web/lib/api-client';
import { groupsKeys } from './groups-keys';

/** The spec's call: one page of `users` for the select (not yet in the group, matching `search`), `assignees` for the table. */
export function getGroupAssignees(groupId: number, search: string, signal?: AbortSignal) {
  return api.get<GroupAssignees>(
    `/api/groups/assignees-available-users/${groupId}`,
    { search: search.trim() || undefined },
    signal,
  );
}

/** Every search's key starts with `groupsKeys.assignees(groupId)`, so one invalidation reloads them all. */
export const groupAssigneesQuery = (groupId: number, search: string) =>
  queryOptions({
    queryKey: [...groupsKeys.assignees(groupId), search],
    queryFn: ({ signal }) => getGroupAssignees(groupId, search, signal),
    enabled: Number.isInteger(groupId) && groupId > 0,
    placeholderData: keepPreviousData,
  });

export function useGroupAssignees(groupId: number, search: string) {
  return useQuery(groupAssigneesQuery(groupId, search));
}
