import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VisitRow, VisitUpdateBody } from '@shared/schemas/visits';
import { apiRequest } from '@web/lib/api-client';
import { putVisitInSchedules } from './schedule-cache';
import { visitsKeys } from './visits-keys';

/** `PATCH /api/visits/{id}`: move, reassign, skip or schedule again; answers the visit as saved. */
export async function updateVisit(id: number, body: VisitUpdateBody) {
  return (await apiRequest<{ visit: VisitRow }>('PATCH', `/api/visits/${id}`, { body })).data.visit;
}

export function useUpdateVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: VisitUpdateBody }) => updateVisit(id, body),
    onSuccess: (visit) => {
      const found = putVisitInSchedules(queryClient, visit);
      queryClient.setQueryData(visitsKeys.one(visit.id), { visit });
      // Today and a job's visits read it again when next shown; the schedule has it already,
      // unless the visit was on no page read (its old day's load is then read again).
      return queryClient.invalidateQueries({
        queryKey: visitsKeys.all,
        predicate: (q) => q.queryKey[1] !== 'one' && (!found || q.queryKey[1] !== 'schedule'),
      });
    },
  });
}
