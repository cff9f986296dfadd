import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrashResponse } from '@shared/schemas/trash';
import { api } from '@web/lib/api-client';
import { listQueryOptions } from '@web/lib/query-client';
import { entityKey } from '@web/lib/query-keys';

/** The Trash's one key family (decision 0019): deletes and restores everywhere mark it stale. */
export const trashKeys = {
  all: entityKey('trash'),
  page: (page: number, sort?: string) => [...entityKey('trash'), page, sort ?? null] as const,
};

/** A page of the Trash, newest first or by `sort` (issue 18). */
export const trashQuery = (page: number, sort?: string) =>
  queryOptions({
    queryKey: trashKeys.page(page, sort),
    queryFn: ({ signal }) => api.get<TrashResponse>('/api/trash', { page, sort }, signal),
    ...listQueryOptions,
  });

export function useTrash(page: number, sort?: string) {
  return useQuery(trashQuery(page, sort));
}
