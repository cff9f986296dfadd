import { useQuery } from '@tanstack/react-query';
import type { AppConfig } from '@shared/schemas/auth';
import { api } from './api-client';

const appConfigKey = ['app-config'] as const;
const FALLBACK: AppConfig = { login_field: 'email', timezone: 'America/New_York' };

/** Server settings the pages need (login field, display time zone); public, fetched once. */
export function useAppConfig(): AppConfig {
  const { data } = useQuery({
    queryKey: appConfigKey,
    queryFn: ({ signal }) => api.get<AppConfig>('/api/app-config', undefined, signal),
    staleTime: Infinity,
  });
  return data ?? FALLBACK;
}
