import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody } from '@shared/schemas/password-reset';
import { api } from '@web/lib/api-client';

/** Asks for a reset link; the answer is the same whether the account exists or not. */
export function forgotPassword(body: ForgotPasswordBody) {
  return api.post<{ status: string }>('/api/auth/forgot-password', body);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
