import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupDetail } from '@shared/schemas/groups';
import { api } from '@web/lib/api-client';
import { groupsKeys } from './groups-keys';

export function getGroup(id: number, signal?: AbortSignal) {
  return api.get<GroupDetail>(`/api/groups/${id}`, undefined, signal);
}

export const groupQuery = (id: number) =>
  queryOptions({
    queryKey: groupsKeys.detail(id),
    queryFn: ({ signal }) => getGroup(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });

export function useGroup(id: number) {
  return useQuery(groupQuery(id));
}
