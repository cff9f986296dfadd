import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScheduleLanePage, ScheduleResponse, VisitRow } from '@shared/schemas/visits';
import { api } from '@web/lib/api-client';
import { visitsKeys } from './visits-keys';

/** `GET /api/schedule`: the lanes (technicians) and every visit of the days from `from` to `to`. */
export const scheduleQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: visitsKeys.schedule(from, to),
    queryFn: ({ signal }) => api.get<ScheduleResponse>('/api/schedule', { from, to }, signal),
    // Moving to the next week and back shows the week kept while it is fetched again.
    staleTime: 30_000,
  });

export function useSchedule(from: string, to: string, enabled = true) {
  return useQuery({ ...scheduleQuery(from, to), enabled });
}

/**
 * `GET /api/schedule?lane_page=`: one page of the week board's lanes with their visits as cards
 * (decision 0066, amended 2026-12-03); the first page also says how many lanes there are. The
 * board asks for a page when one of its rows is drawn. `search` narrows the lanes on the server
 * (`technician`); none, the address is the one the page's head preloads.
 */
export const scheduleLanePageQuery = (from: string, to: string, page: number, search = '') =>
  queryOptions({
    queryKey: visitsKeys.schedulePage(from, to, page, search.trim()),
    queryFn: ({ signal }) =>
      api.get<ScheduleLanePage>(
        '/api/schedule',
        { from, to, technician: search.trim() || undefined, lane_page: page },
        signal,
      ),
    staleTime: 30_000,
  });

/** `GET /api/visits/{id}`: the whole visit, for its dialog (the board's cards carry less). */
export const visitQuery = (id: number) =>
  queryOptions({
    queryKey: visitsKeys.one(id),
    queryFn: ({ signal }) => api.get<{ visit: VisitRow }>(`/api/visits/${id}`, undefined, signal),
  });
