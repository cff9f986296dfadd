import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupAssignees } from '@shared/schemas/groups';
import { api } from '@web/lib/api-client';
import { groupsKeys } from './groups-keys';

/** The spec's call: `users` for the select (not yet in the group), `assignees` for the table. */
export function getGroupAssignees(groupId: number, signal?: AbortSignal) {
  return api.get<GroupAssignees>(`/api/groups/assignees-available-users/${groupId}`, undefined, signal);
}

export const groupAssigneesQuery = (groupId: number) =>
  queryOptions({
    queryKey: groupsKeys.assignees(groupId),
    queryFn: ({ signal }) => getGroupAssignees(groupId, signal),
    enabled: Number.isInteger(groupId) && groupId > 0,
  });

export function useGroupAssignees(groupId: number) {
  return useQuery(groupAssigneesQuery(groupId));
}
