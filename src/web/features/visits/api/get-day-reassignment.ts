import { useQuery } from '@tanstack/react-query';
import type { DayReassignmentSuggestion } from '@shared/schemas/day-reassignment';
import { api } from '@web/lib/api-client';
import { visitsKeys } from './visits-keys';

/**
 * `GET /api/users/{id}/day-reassignment/suggestion?day=`: who would take each visit of the
 * person's day (decision 0065). Read afresh each time the dialog opens: the others' days change.
 */
export function useDayReassignment(userId: number, day: string) {
  return useQuery({
    queryKey: visitsKeys.reassignment(userId, day),
    queryFn: ({ signal }) =>
      api.get<DayReassignmentSuggestion>(`/api/users/${userId}/day-reassignment/suggestion`, { day }, signal),
    gcTime: 0,
    staleTime: 0,
  });
}
