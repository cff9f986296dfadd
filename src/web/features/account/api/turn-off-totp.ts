import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProofBody } from '@shared/schemas/two-factor';
import { api } from '@web/lib/api-client';
import { accountKeys } from './account-keys';

export function turnOffTotp(body: ProofBody) {
  return api.delete<{ status: string }>('/api/account/two-factor/totp', body);
}

export function useTurnOffTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnOffTotp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.twoFactor() }),
  });
}
