import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { correctiveActionsKeys } from './corrective-actions-keys';

interface Person {
  id: number;
  name: string;
}

/**
 * The people an action may be assigned to, one page of matches for the text. The users list is
 * Admins' (`/api/get-users-filtered`): a Supervisor is not asked for it (`enabled`).
 */
export const peopleQuery = (search: string) =>
  queryOptions({
    queryKey: correctiveActionsKeys.people(search),
    queryFn: async ({ signal }) => {
      const { data, headers } = await apiRequest<Person[]>('GET', '/api/get-users-filtered', {
        query: { filter: search.trim() || undefined, active: 'active', page: 1 },
        signal,
      });
      const total = Number(headers.get('X-Total-Count') ?? data.length);
      return { people: data.map((p) => ({ id: p.id, name: p.name })), more: total > data.length };
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function usePeople(search: string, enabled: boolean) {
  return useQuery({ ...peopleQuery(search), enabled });
}
