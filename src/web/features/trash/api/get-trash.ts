import { useQuery } from '@tanstack/react-query';
import type { TrashResponse } from '@shared/schemas/trash';
import { api } from '@web/lib/api-client';
import { listQueryOptions } from '@web/lib/query-client';

export function useTrash(page: number) {
  return useQuery({
    queryKey: ['trash', page],
    queryFn: ({ signal }) => api.get<TrashResponse>('/api/trash', { page }, signal),
    ...listQueryOptions,
  });
}
