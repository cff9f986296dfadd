import { useMutation } from '@tanstack/react-query';
import type { DayRouteSuggestion } from '@shared/schemas/day-routes';
import { api } from '@web/lib/api-client';

/**
 * `GET /api/users/{id}/day-route/suggestion?day=`: the server's proposal, asked for when the
 * dispatcher presses "Suggest order" (a solve, not a read to keep in the cache).
 */
export const suggestDayRoute = (userId: number, day: string) =>
  api.get<DayRouteSuggestion>(`/api/users/${userId}/day-route/suggestion`, { day });

export function useSuggestDayRoute(userId: number, day: string) {
  return useMutation({ mutationFn: () => suggestDayRoute(userId, day) });
}
