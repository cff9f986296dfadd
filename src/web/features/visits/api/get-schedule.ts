import { queryOptions } from '@tanstack/react-query';
import type { ScheduleLanePage, VisitRow } from '@shared/schemas/visits';
import { api } from '@web/lib/api-client';
import { visitsKeys } from './visits-keys';

/**
 * `GET /api/schedule?lane_page=`: one page of the schedule's lanes with their visits as cards
 * (decision 0066, amended 2026-12-03), for the week board and the day and month calendars (0079);
 * the first page also says how many lanes there are. A view asks for a page when one of its rows
 * is drawn; moving to the next week and back shows the pages kept while they are fetched again.
 * `search` narrows the lanes on the server (`technician`); none, the address is the one the
 * page's head preloads.
 */
export const scheduleLanePageQuery = (
  from: string,
  to: string,
  page: number,
  search = '',
  cardsPerDay?: number,
) =>
  queryOptions({
    // A month's range is the month view's alone, which always asks for its cards so: not in the key.
    queryKey: visitsKeys.schedulePage(from, to, page, search.trim()),
    queryFn: ({ signal }) =>
      api.get<ScheduleLanePage>(
        '/api/schedule',
        { from, to, technician: search.trim() || undefined, lane_page: page, cards_per_day: cardsPerDay },
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
