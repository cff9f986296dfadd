import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TrendsResponse } from '@shared/schemas/devices';
import { api, buildUrl } from '@web/lib/api-client';
import { devicesKeys } from './devices-keys';

export interface TrendsParams {
  from: string;
  to: string;
  threshold: number;
}

/** `GET /api/locations/{id}/device-trends?from&to&threshold`: activity per device, zone, pest and month. */
export const deviceTrendsQuery = (locationId: number, params: TrendsParams) =>
  queryOptions({
    queryKey: devicesKeys.trends(locationId, params),
    queryFn: ({ signal }) =>
      api.get<TrendsResponse>(`/api/locations/${locationId}/device-trends`, { ...params }, signal),
  });

export function useDeviceTrends(locationId: number, params: TrendsParams, enabled = true) {
  // The last answer stays on screen while a changed range loads, instead of a blank panel.
  return useQuery({ ...deviceTrendsQuery(locationId, params), enabled, placeholderData: keepPreviousData });
}

/** The quarterly trend report: the same range and threshold as the screen, in the app's language. */
export const deviceTrendsPdfUrl = (locationId: number, params: TrendsParams, lang: string) =>
  buildUrl(`/api/locations/${locationId}/device-trends.pdf`, { ...params, lang });
