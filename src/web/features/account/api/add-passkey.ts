import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasskeyBody } from '@shared/schemas/two-factor';
import { api } from '@web/lib/api-client';
import { authUserKey } from '@web/lib/auth';
import { accountKeys } from './account-keys';
import { getPasskeyOptions } from './get-passkey-options';

export function addPasskey(body: PasskeyBody) {
  return api.post<{ id: number }>('/api/account/passkeys', body);
}

/** Asks the options, lets the browser make the passkey, and registers it under its name. */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const { startRegistration } = await import('@simplewebauthn/browser');
      const optionsJSON = await getPasskeyOptions();
      const response = await startRegistration({ optionsJSON });
      // The server checks the answer's shape (webauthnResponse) and every byte of it.
      return addPasskey({ name, response: response as unknown as PasskeyBody['response'] });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.twoFactor() }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: authUserKey }),
  });
}
