import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AssignablePeopleResponse } from '@shared/schemas/corrective-actions';
import { api } from '@web/lib/api-client';
import { correctiveActionsKeys } from './corrective-actions-keys';

/**
 * The people an action may be assigned to, one page of matches for the text: active users of any
 * role, for Supervisors as for Admins (the users list itself is Admins only).
 */
export const peopleQuery = (search: string) =>
  queryOptions({
    queryKey: correctiveActionsKeys.people(search),
    queryFn: async ({ signal }) => {
      const data = await api.get<AssignablePeopleResponse>(
        '/api/corrective-actions/assignable',
        { search: search.trim() || undefined, page: 1 },
        signal,
      );
      return { people: data.users, more: data.users_more };
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function usePeople(search: string) {
  return useQuery(peopleQuery(search));
}
