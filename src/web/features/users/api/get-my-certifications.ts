import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CertificationsResponse } from '@shared/schemas/certifications';
import { api } from '@web/lib/api-client';
import { usersKeys } from './users-keys';

/** `GET /api/my/certifications`: the current user's, which a technician carries to the field. */
export const myCertificationsQuery = () =>
  queryOptions({
    queryKey: usersKeys.myCertifications(),
    queryFn: ({ signal }) => api.get<CertificationsResponse>('/api/my/certifications', undefined, signal),
    select: (data) => data.certifications,
  });

export function useMyCertifications() {
  return useQuery(myCertificationsQuery());
}
