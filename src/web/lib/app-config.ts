import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppConfig } from '@shared/schemas/auth';
import { api } from './api-client';

const appConfigKey = ['app-config'] as const;
const FALLBACK: AppConfig = { login_field: 'email', timezone: 'America/New_York' };

export const appConfigQuery = queryOptions({
  queryKey: appConfigKey,
  queryFn: ({ signal }) => api.get<AppConfig>('/api/app-config', undefined, signal),
  staleTime: Infinity,
});

/** Server settings the pages need (login field, display time zone); public, fetched once. */
export function useAppConfig(): AppConfig {
  const { data } = useQuery(appConfigQuery);
  return data ?? FALLBACK;
}
