import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PortalReports } from '@shared/schemas/portal';
import { api } from '@web/lib/api-client';
import { portalKeys } from './portal-keys';

/** A location's finished reports, newest first. */
export const locationReportsQuery = (locationId: number) =>
  queryOptions({
    queryKey: portalKeys.reports(locationId),
    queryFn: ({ signal }) =>
      api.get<PortalReports>(`/api/portal/locations/${locationId}/reports`, undefined, signal),
  });

export function useLocationReports(locationId: number) {
  return useQuery(locationReportsQuery(locationId));
}

/** The finished report's PDF, as a download (a plain link: the portal cookie goes with it). */
export const portalReportPdfUrl = (reportId: number) => `/api/portal/reports/${reportId}/pdf`;
