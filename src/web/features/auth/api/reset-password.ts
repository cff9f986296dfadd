import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@shared/schemas/password-reset';
import { api } from '@web/lib/api-client';

/** Sets the new password with a reset link's token; every session of the account ends. */
export function resetPassword(body: ResetPasswordBody) {
  return api.post<{ status: string }>('/api/auth/reset-password', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
