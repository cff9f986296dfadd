import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScheduleResponse, VisitRow, VisitUpdateBody } from '@shared/schemas/visits';
import { apiRequest } from '@web/lib/api-client';
import { visitsKeys } from './visits-keys';

/** `PATCH /api/visits/{id}`: move, reassign, skip or schedule again; answers the visit as saved. */
export async function updateVisit(id: number, body: VisitUpdateBody) {
  return (await apiRequest<{ visit: VisitRow }>('PATCH', `/api/visits/${id}`, { body })).data.visit;
}

/**
 * Puts the saved visit into every schedule already read, so the calendar shows the move as the
 * server has it without reading 8,000 visits again; a visit moved out of a range leaves it.
 */
export function putVisitInSchedules(queryClient: QueryClient, visit: VisitRow) {
  const scheduleKey = [...visitsKeys.all, 'schedule'];
  for (const [key, data] of queryClient.getQueriesData<ScheduleResponse>({ queryKey: scheduleKey })) {
    if (!data) continue;
    const [from, to] = key.slice(-2) as [string, string];
    const inRange = visit.date >= from && visit.date <= to;
    const others = data.visits.filter((v) => v.id !== visit.id);
    // Moving a visit leaves its customers' requests as they were; the PATCH does not answer them.
    const change_requested = data.visits.some((v) => v.id === visit.id && v.change_requested);
    queryClient.setQueryData<ScheduleResponse>(key, {
      ...data,
      visits: inRange ? [...others, { ...visit, change_requested }] : others,
    });
  }
}

export function useUpdateVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: VisitUpdateBody }) => updateVisit(id, body),
    onSuccess: (visit) => {
      putVisitInSchedules(queryClient, visit);
      // Today and a job's visits read it again when next shown; the schedule has it already.
      return queryClient.invalidateQueries({
        queryKey: visitsKeys.all,
        predicate: (q) => q.queryKey[1] !== 'schedule',
      });
    },
  });
}
