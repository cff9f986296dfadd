import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrashResponse } from '@shared/schemas/trash';
import { api } from '@web/lib/api-client';
import { listQueryOptions } from '@web/lib/query-client';
import { entityKey } from '@web/lib/query-keys';

/** The Trash's one key family (decision 0019): deletes and restores everywhere mark it stale. */
export const trashKeys = {
  all: entityKey('trash'),
  page: (page: number) => [...entityKey('trash'), page] as const,
};

export const trashQuery = (page: number) =>
  queryOptions({
    queryKey: trashKeys.page(page),
    queryFn: ({ signal }) => api.get<TrashResponse>('/api/trash', { page }, signal),
    ...listQueryOptions,
  });

export function useTrash(page: number) {
  return useQuery(trashQuery(page));
}
