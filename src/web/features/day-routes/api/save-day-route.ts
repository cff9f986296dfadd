import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DayRouteResponse } from '@shared/schemas/day-routes';
import { api } from '@web/lib/api-client';
import { refreshAfterChange } from '@web/lib/query-keys';
import { dayRoutesKeys } from './day-routes-keys';

/** `PUT /api/users/{id}/day-route`: save the day's order (`null`: drop it); answers the day. */
export const saveDayRoute = (userId: number, day: string, visitIds: number[] | null) =>
  api.put<DayRouteResponse>(`/api/users/${userId}/day-route`, { day, visit_ids: visitIds });

export function useSaveDayRoute(userId: number, day: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (visitIds: number[] | null) => saveDayRoute(userId, day, visitIds),
    onSuccess: (route) => {
      // The day as saved is shown at once; Today (and anything else) reads it again when shown.
      queryClient.setQueryData(dayRoutesKeys.day(userId, day), route);
      return refreshAfterChange(queryClient, 'dayRoutes');
    },
  });
}
