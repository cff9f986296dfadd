import { useQuery } from '@tanstack/react-query';
import type { ReportsResponse } from '@shared/schemas/reports';
import { api } from '@web/lib/api-client';
import { listQueryOptions } from '@web/lib/query-client';

/** The list's query as the URL holds it; empty values are left out of the call. */
export interface ReportsQuery {
  page: number;
  filter?: string;
  job_filter?: string;
  start_date?: string;
  end_date?: string;
  /** '1': only the current user's own reports. */
  mine?: '1';
}

/** The spec's call: one page of reports with the total; empty filters are left out. */
export function getReportsFiltered(query: ReportsQuery, signal?: AbortSignal) {
  return api.get<ReportsResponse>(
    '/api/get-reports-filtered',
    {
      page: query.page,
      filter: query.filter,
      job_filter: query.job_filter,
      start_date: query.start_date,
      end_date: query.end_date,
      mine: query.mine,
    },
    signal,
  );
}

export function useReports(query: ReportsQuery) {
  return useQuery({
    queryKey: ['reports', 'list', query],
    queryFn: ({ signal }) => getReportsFiltered(query, signal),
    // The table keeps its rows while the next page or filter loads, so it does not jump.
    ...listQueryOptions,
  });
}
