import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProofBody, RecoveryCodesAnswer } from '@shared/schemas/two-factor';
import { api } from '@web/lib/api-client';
import { accountKeys } from './account-keys';

/** Ten new codes; those left stop working. */
export function renewRecoveryCodes(body: ProofBody) {
  return api.post<RecoveryCodesAnswer>('/api/account/two-factor/recovery-codes', body);
}

export function useRenewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewRecoveryCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.twoFactor() }),
  });
}
