import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardResponse } from '@shared/schemas/dashboard';
import { api } from '@web/lib/api-client';
import { dashboardKeys } from './dashboard-keys';

export function getDashboard(signal?: AbortSignal) {
  return api.get<DashboardResponse>('/api/dashboard', undefined, signal);
}

export const dashboardQuery = () =>
  queryOptions({ queryKey: dashboardKeys.all, queryFn: ({ signal }) => getDashboard(signal) });

export function useDashboard() {
  return useQuery(dashboardQuery());
}
