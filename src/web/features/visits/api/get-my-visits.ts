import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyVisitsResponse } from '@shared/schemas/visits';
import { api } from '@web/lib/api-client';
import { visitsKeys } from './visits-keys';

/** The days after today a technician can look ahead to on Today, as the device keeps them (issue 32). */
export const DAYS_AHEAD = 7;

/** `GET /api/my-visits?day=`: the user's visits of the day (today: with the overdue open ones). */
export const myVisitsQuery = (day: string | undefined) =>
  queryOptions({
    queryKey: visitsKeys.mine(day),
    queryFn: ({ signal }) => api.get<MyVisitsResponse>('/api/my-visits', { day }, signal),
  });

export function useMyVisits(day: string | undefined) {
  return useQuery(myVisitsQuery(day));
}
