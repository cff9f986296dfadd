import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CertificationsResponse } from '@shared/schemas/certifications';
import { api } from '@web/lib/api-client';
import { usersKeys } from './users-keys';

export function getCertifications(userId: number, signal?: AbortSignal) {
  return api.get<CertificationsResponse>(`/api/users/${userId}/certifications`, undefined, signal);
}

export const certificationsQuery = (userId: number) =>
  queryOptions({
    queryKey: usersKeys.certifications(userId),
    queryFn: ({ signal }) => getCertifications(userId, signal),
  });

export function useCertifications(userId: number) {
  return useQuery(certificationsQuery(userId));
}
