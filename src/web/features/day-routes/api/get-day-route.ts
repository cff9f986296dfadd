import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DayRouteResponse } from '@shared/schemas/day-routes';
import { api } from '@web/lib/api-client';
import { dayRoutesKeys } from './day-routes-keys';

/** `GET /api/users/{id}/day-route?day=`: the day's stops in order, with the km between them. */
export const dayRouteQuery = (userId: number, day: string) =>
  queryOptions({
    queryKey: dayRoutesKeys.day(userId, day),
    queryFn: ({ signal }) => api.get<DayRouteResponse>(`/api/users/${userId}/day-route`, { day }, signal),
  });

export function useDayRoute(userId: number, day: string) {
  return useQuery(dayRouteQuery(userId, day));
}
