import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupBody, GroupDetail } from '@shared/schemas/groups';
import { api } from '@web/lib/api-client';
import { refreshAfterChange } from '@web/lib/query-keys';

export function createGroup(body: GroupBody) {
  return api.post<GroupDetail>('/api/groups', body);
}

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: () => refreshAfterChange(queryClient, 'groups'),
  });
}
