import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PortalApplications } from '@shared/schemas/portal-actions';
import { api } from '@web/lib/api-client';
import { portalKeys } from './portal-keys';

/** The location's application records, newest first. */
export const locationApplicationsQuery = (locationId: number) =>
  queryOptions({
    queryKey: portalKeys.applications(locationId),
    queryFn: ({ signal }) =>
      api.get<PortalApplications>(`/api/portal/locations/${locationId}/applications`, undefined, signal),
  });

export function useLocationApplications(locationId: number) {
  return useQuery(locationApplicationsQuery(locationId));
}

/** A used product's label or safety data sheet, as a download (a plain link: the portal cookie goes with it). */
export const chemicalDocumentUrl = (chemicalId: number) => `/api/portal/chemicals/${chemicalId}/document`;
