import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VisitChangeRequests } from '@shared/schemas/portal-requests';
import { api } from '@web/lib/api-client';
import { visitsKeys } from './visits-keys';

/** `GET /api/visits/{id}/change-requests`: the customer's open requests to move the visit. */
export const visitChangeRequestsQuery = (visitId: number) =>
  queryOptions({
    queryKey: visitsKeys.changeRequests(visitId),
    queryFn: ({ signal }) =>
      api.get<VisitChangeRequests>(`/api/visits/${visitId}/change-requests`, undefined, signal),
  });

export function useVisitChangeRequests(visitId: number) {
  return useQuery(visitChangeRequestsQuery(visitId));
}
