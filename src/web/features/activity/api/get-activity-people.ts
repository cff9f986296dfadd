import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@shared/constants';
import { apiRequest } from '@web/lib/api-client';
import { activityKeys } from './activity-keys';

interface Person {
  id: number;
  name: string;
}

/**
 * The Activity page's person filter: 25 users matching what is typed (name or email), from the
 * users list the Activity page's Admins may read; a person deleted since keeps working by URL.
 */
export const activityPeopleQuery = (search: string) =>
  queryOptions({
    queryKey: activityKeys.people(search),
    queryFn: async ({ signal }) => {
      const { data, headers } = await apiRequest<Person[]>('GET', '/api/get-users-filtered', {
        query: { filter: search || undefined, page: 1 },
        signal,
      });
      const total = Number(headers.get('X-Total-Count') ?? data.length);
      return { users: data.map((u) => ({ id: u.id, name: u.name })), more: total > PAGE_SIZE };
    },
    staleTime: 30_000,
  });

export function useActivityPeople(search: string) {
  return useQuery(activityPeopleQuery(search));
}
