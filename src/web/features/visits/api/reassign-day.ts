import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DayReassignmentBody, DayReassignmentResponse } from '@shared/schemas/day-reassignment';
import { api } from '@web/lib/api-client';
import { refreshAfterChange } from '@web/lib/query-keys';

/** `POST /api/users/{id}/day-reassignment`: the confirmed visits move; answers the moves. */
export const reassignDay = (userId: number, body: DayReassignmentBody) =>
  api.post<DayReassignmentResponse>(`/api/users/${userId}/day-reassignment`, body);

/**
 * `POST /api/users/{id}/day-reassignment/undo`: the moves answered go back, then every screen
 * showing visits reads them again. A plain function, not a hook's mutate: the notification's Undo
 * outlives the board's cell that offered the move (it empties when the move is saved).
 */
export async function undoDayReassignment(
  queryClient: QueryClient,
  userId: number,
  moves: DayReassignmentResponse,
): Promise<void> {
  await api.post<DayReassignmentResponse>(`/api/users/${userId}/day-reassignment/undo`, {
    day: moves.day,
    moves: moves.moves.map(({ visit_id, to }) => ({ visit_id, to })),
  });
  await refreshAfterChange(queryClient, 'visits');
}

export function useReassignDay(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DayReassignmentBody) => reassignDay(userId, body),
    // The board reads its week again: several people's cells changed at once.
    onSuccess: () => void refreshAfterChange(queryClient, 'visits'),
  });
}
