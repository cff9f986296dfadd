import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionRow } from '@shared/schemas/two-factor';
import { api } from '@web/lib/api-client';
import { accountKeys } from './account-keys';

export const sessionsQuery = queryOptions({
  queryKey: accountKeys.sessions(),
  queryFn: ({ signal }) => api.get<SessionRow[]>('/api/account/sessions', undefined, signal),
});

export function useSessions() {
  return useQuery(sessionsQuery);
}
