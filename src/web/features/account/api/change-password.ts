import { useMutation } from '@tanstack/react-query';
import type { PasswordChangeBody } from '@shared/schemas/account';
import { api } from '@web/lib/api-client';

/** Other sessions of the user end; this one stays. */
export function changePassword(body: PasswordChangeBody) {
  return api.put<{ status: string }>('/api/account/password', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
