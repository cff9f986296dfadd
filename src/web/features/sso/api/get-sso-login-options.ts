import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SsoLoginOptions } from '@shared/schemas/sso';
import { api } from '@web/lib/api-client';
import { ssoKeys } from './sso-keys';

export function getSsoLoginOptions(signal?: AbortSignal) {
  return api.get<SsoLoginOptions>('/api/sso/login-options', undefined, signal);
}

export const ssoLoginOptionsQuery = () =>
  queryOptions({ queryKey: ssoKeys.loginOptions(), queryFn: ({ signal }) => getSsoLoginOptions(signal) });

export function useSsoLoginOptions() {
  return useQuery(ssoLoginOptionsQuery());
}
