import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportPeopleResponse } from '@shared/schemas/report-list';
import { api } from '@web/lib/api-client';
import { visitsKeys } from './visits-keys';

/**
 * Who may be put on a visit, one page of matches for the text: the active Technicians and
 * Supervisors (the people who go out and fill the visit's report), from the server's search that
 * the reports list's filter uses, since the board no longer holds every lane (decision 0066,
 * amended 2026-12-03).
 */
export const visitPeopleQuery = (search: string) =>
  queryOptions({
    queryKey: visitsKeys.people(search.trim()),
    queryFn: async ({ signal }) => {
      const data = await api.get<ReportPeopleResponse>(
        '/api/reports/technicians',
        { search: search.trim() || undefined, page: 1 },
        signal,
      );
      return { people: data.users, more: data.users_more };
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useVisitPeople(search: string) {
  return useQuery(visitPeopleQuery(search));
}
