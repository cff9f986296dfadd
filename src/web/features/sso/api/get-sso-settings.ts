import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SsoSettings } from '@shared/schemas/sso';
import { api } from '@web/lib/api-client';
import { ssoKeys } from './sso-keys';

export function getSsoSettings(signal?: AbortSignal) {
  return api.get<SsoSettings>('/api/sso/settings', undefined, signal);
}

export const ssoSettingsQuery = () =>
  queryOptions({ queryKey: ssoKeys.settings(), queryFn: ({ signal }) => getSsoSettings(signal) });

export function useSsoSettings() {
  return useQuery(ssoSettingsQuery());
}
