import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GroupAssignees } from '@shared/schemas/groups';
import { api } from '@web/lib/api-client';

/** Every search's answer starts with this key, so one invalidation reloads them all. */
export const groupAssigneesKey = (groupId: number) => ['groups', 'assignees', groupId] as const;

/** The spec's call: one page of `users` for the select (not yet in the group, matching `search`), `assignees` for the table. */
export function getGroupAssignees(groupId: number, search: string, signal?: AbortSignal) {
  return api.get<GroupAssignees>(
    `/api/groups/assignees-available-users/${groupId}`,
    { search: search.trim() || undefined },
    signal,
  );
}

export function useGroupAssignees(groupId: number, search: string) {
  return useQuery({
    queryKey: [...groupAssigneesKey(groupId), search],
    queryFn: ({ signal }) => getGroupAssignees(groupId, search, signal),
    enabled: Number.isInteger(groupId) && groupId > 0,
    placeholderData: keepPreviousData,
  });
}
