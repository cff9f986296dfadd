import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportPeopleResponse } from '@shared/schemas/report-list';
import { api } from '@web/lib/api-client';
import { reportsKeys } from './reports-keys';

/** The technician filter's choices: one page of the people who fill reports matching the text. */
export const reportPeopleQuery = (search: string) =>
  queryOptions({
    queryKey: reportsKeys.people(search),
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

export function useReportPeople(search: string) {
  return useQuery(reportPeopleQuery(search));
}
