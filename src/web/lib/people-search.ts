import { searchPageQuery } from '@web/lib/search-page';

interface PeoplePage {
  users: { id: number; name: string }[];
  users_more: boolean;
}

/**
 * One page of people matching `search` from one of the server's people searches (`url`: who may
 * be assigned an action, who fills reports, …), as the pickers show them: the page's `people`,
 * and `more` when typing would narrow a longer list.
 */
export const peopleSearchQuery = (queryKey: readonly unknown[], url: string, search: string) =>
  searchPageQuery(queryKey, url, search, (page: PeoplePage) => ({
    people: page.users,
    more: page.users_more,
  }));
