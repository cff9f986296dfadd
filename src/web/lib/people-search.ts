import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

interface PeoplePage {
  users: { id: number; name: string }[];
  users_more: boolean;
}

/**
 * One page of people matching `search` from one of the server's people searches (`url`: who may
 * be assigned an action, who fills reports, …), as the pickers show them: the page's `people`,
 * and `more` when typing would narrow a longer list. The previous answer stays while the next comes.
 */
export const peopleSearchQuery = (queryKey: readonly unknown[], url: string, search: string) =>
  queryOptions({
    queryKey,
    queryFn: async ({ signal }) => {
      const data = await api.get<PeoplePage>(url, { search: search.trim() || undefined, page: 1 }, signal);
      return { people: data.users, more: data.users_more };
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
