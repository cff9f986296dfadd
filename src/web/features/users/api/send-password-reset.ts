import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** Mails the user a one-time link to set a new password (Admins; Super Admins by Super Admins). */
export function sendPasswordReset(id: number) {
  return api.post<{ status: string }>(`/api/users/${id}/send-password-reset`);
}

export function useSendPasswordReset() {
  return useMutation({ mutationFn: sendPasswordReset });
}
