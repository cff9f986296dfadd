import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupBody, GroupDetail } from '@shared/schemas/groups';
import { api } from '@web/lib/api-client';
import { groupsKeys } from './groups-keys';

export function updateGroup({ id, body }: { id: number; body: GroupBody }) {
  return api.put<GroupDetail>(`/api/groups/${id}`, body);
}

export function useUpdateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGroup,
    onSuccess: (group) => {
      queryClient.setQueryData(groupsKeys.detail(group.id), group);
      void queryClient.invalidateQueries({ queryKey: groupsKeys.lists() });
    },
  });
}
