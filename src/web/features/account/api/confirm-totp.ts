import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecoveryCodesAnswer, TotpConfirmBody } from '@shared/schemas/two-factor';
import { api } from '@web/lib/api-client';
import { accountKeys } from './account-keys';

/** The app's first code turns it on; the answer is the ten recovery codes, shown once. */
export function confirmTotp(body: TotpConfirmBody) {
  return api.post<RecoveryCodesAnswer>('/api/account/two-factor/totp/confirm', body);
}

export function useConfirmTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTotp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.twoFactor() }),
  });
}
