import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TwoFactorStatus } from '@shared/schemas/two-factor';
import { api } from '@web/lib/api-client';
import { accountKeys } from './account-keys';

export const twoFactorQuery = queryOptions({
  queryKey: accountKeys.twoFactor(),
  queryFn: ({ signal }) => api.get<TwoFactorStatus>('/api/account/two-factor', undefined, signal),
});

export function useTwoFactor() {
  return useQuery(twoFactorQuery);
}
