import { useQuery } from '@tanstack/react-query';
import type { GroupDetail } from '@shared/schemas/groups';
import { api } from '@web/lib/api-client';

export function getGroup(id: number, signal?: AbortSignal) {
  return api.get<GroupDetail>(`/api/groups/${id}`, undefined, signal);
}

export function useGroup(id: number) {
  return useQuery({
    queryKey: ['groups', 'detail', id],
    queryFn: ({ signal }) => getGroup(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}
