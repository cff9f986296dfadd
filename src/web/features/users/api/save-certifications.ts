import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CertificationsBody, CertificationsResponse } from '@shared/schemas/certifications';
import { api } from '@web/lib/api-client';
import { refreshAfterChange } from '@web/lib/query-keys';
import { usersKeys } from './users-keys';

/** `PUT /api/users/{id}/certifications`: all of the user's certifications; the answer is what was kept. */
export function saveCertifications({ userId, body }: { userId: number; body: CertificationsBody }) {
  return api.put<CertificationsResponse>(`/api/users/${userId}/certifications`, body);
}

export function useSaveCertifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCertifications,
    onSuccess: (saved, { userId }) => {
      queryClient.setQueryData(usersKeys.certifications(userId), saved);
      // The users list's badges and the Expiring page read them too.
      void refreshAfterChange(queryClient, 'users');
    },
  });
}
