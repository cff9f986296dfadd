import { queryOptions } from '@tanstack/react-query';
import type { ScheduleLanePage } from '@shared/schemas/visits';
import { api } from '@web/lib/api-client';
import { visitsKeys } from './visits-keys';

/**
 * `GET /api/schedule?technician_id=`: one person's lane of one day, every visit of it: what a
 * month's cell shows when its "+N more" is opened (the month's pages carry a day's first cards).
 * Under the day's range key, so a saved move reaches it as it reaches the pages.
 */
export const scheduleLaneDayQuery = (day: string, technicianId: number) =>
  queryOptions({
    queryKey: [...visitsKeys.schedule(day, day), 'lane', technicianId],
    queryFn: ({ signal }) =>
      api.get<ScheduleLanePage>(
        '/api/schedule',
        { from: day, to: day, lane_page: 1, technician_id: technicianId },
        signal,
      ),
    staleTime: 30_000,
  });
