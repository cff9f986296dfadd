import { useMutation } from '@tanstack/react-query';
import type { SsoDiscovery } from '@shared/schemas/sso';
import { api } from '@web/lib/api-client';

/** `GET /api/sso/discovery`: "Test the configuration", asked for with a button, never cached. */
export function getSsoDiscovery(issuer: string) {
  return api.get<SsoDiscovery>('/api/sso/discovery', { issuer });
}

export function useSsoDiscovery() {
  return useMutation({ mutationFn: getSsoDiscovery });
}
