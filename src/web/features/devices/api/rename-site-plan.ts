import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SitePlanRow } from '@shared/schemas/devices';
import { apiRequest } from '@web/lib/api-client';
import { refreshAfterChange } from '@web/lib/query-keys';

/** `PATCH /api/site-plans/{id}`: its name. */
export async function renameSitePlan(id: number, name: string) {
  return (await apiRequest<SitePlanRow>('PATCH', `/api/site-plans/${id}`, { body: { name } })).data;
}

export function useRenameSitePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) => renameSitePlan(id, name),
    onSuccess: () => refreshAfterChange(queryClient, 'devices'),
  });
}
