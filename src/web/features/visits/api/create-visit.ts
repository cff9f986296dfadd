import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VisitCreateBody, VisitRow } from '@shared/schemas/visits';
import { api } from '@web/lib/api-client';
import { refreshAfterChange } from '@web/lib/query-keys';

/** `POST /api/visits`: a visit made by hand (Admins; Supervisors on their own jobs). */
export function createVisit(body: VisitCreateBody) {
  return api.post<{ visit: VisitRow }>('/api/visits', body);
}

export function useCreateVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVisit,
    onSuccess: () => refreshAfterChange(queryClient, 'visits'),
  });
}
