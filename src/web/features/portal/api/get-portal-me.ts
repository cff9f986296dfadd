import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PortalMe } from '@shared/schemas/portal';
import { api } from '@web/lib/api-client';
import { portalKeys } from './portal-keys';

/** The signed-in contact and their locations; 401 when nobody is signed in to the portal. */
export const portalMeQuery = () =>
  queryOptions({
    queryKey: portalKeys.me(),
    queryFn: ({ signal }) => api.get<PortalMe>('/api/portal/me', undefined, signal),
    // A 401 is the answer ("sign in"), not a hiccup to retry.
    retry: false,
  });

export function usePortalMe() {
  return useQuery(portalMeQuery());
}
