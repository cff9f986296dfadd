import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthUser } from '@shared/schemas/auth';
import type { SecondFactorBody } from '@shared/schemas/two-factor';
import { api } from '@web/lib/api-client';
import { startLoggedIn } from '@web/lib/auth';

/** The login's second step: the ticket and a code, a recovery code or a passkey (decision 0046). */
export function logInSecondFactor(body: SecondFactorBody) {
  return api.post<AuthUser>('/api/auth/login/second-factor', body);
}

export function useLogInSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logInSecondFactor,
    onSuccess: (user) => startLoggedIn(queryClient, user),
  });
}
