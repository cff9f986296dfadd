import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportsResponse } from '@shared/schemas/report-list';
import type { ReportRow } from '@shared/schemas/report-list';
import { api } from '@web/lib/api-client';
import { listQueryOptions } from '@web/lib/query-client';
import { type ReportsQuery, reportsKeys } from './reports-keys';

/** A row with its score (issue 16): percent, pass or fail, and flagged answers. */
export type ScoredReportsResponse = Omit<ReportsResponse, 'reports'> & { reports: ReportRow[] };

/** The spec's call: one page of reports with the total; empty filters are left out. */
export function getReportsFiltered(query: ReportsQuery, signal?: AbortSignal) {
  return api.get<ScoredReportsResponse>(
    '/api/get-reports-filtered',
    {
      page: query.page,
      filter: query.filter,
      job_filter: query.job_filter,
      start_date: query.start_date,
      end_date: query.end_date,
      mine: query.mine,
      result: query.result,
      flagged: query.flagged,
      status: query.status,
      user_id: query.user_id,
      sort: query.sort,
    },
    signal,
  );
}

export const reportsQuery = (query: ReportsQuery) =>
  queryOptions({
    queryKey: reportsKeys.list(query),
    queryFn: ({ signal }) => getReportsFiltered(query, signal),
    // The table keeps its rows while the next page or filter loads, so it does not jump.
    ...listQueryOptions,
  });

export function useReports(query: ReportsQuery) {
  return useQuery(reportsQuery(query));
}
