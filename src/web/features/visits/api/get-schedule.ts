import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScheduleResponse } from '@shared/schemas/visits';
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

export function useSchedule(from: string, to: string) {
  return useQuery(scheduleQuery(from, to));
}
