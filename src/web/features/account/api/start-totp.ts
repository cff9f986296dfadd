import { useMutation } from '@tanstack/react-query';
import type { TotpSetup } from '@shared/schemas/two-factor';
import { api } from '@web/lib/api-client';

/** A new secret for the app, shown once: QR code and text. */
export function startTotp() {
  return api.post<TotpSetup>('/api/account/two-factor/totp');
}

export function useStartTotp() {
  return useMutation({ mutationFn: startTotp });
}
