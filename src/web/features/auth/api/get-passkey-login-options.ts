import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { api } from '@web/lib/api-client';

/** The WebAuthn options for a login ticket; asked right before the browser's passkey prompt. */
export function getPasskeyLoginOptions(ticket: string) {
  return api.post<PublicKeyCredentialRequestOptionsJSON>('/api/auth/login/passkey-options', { ticket });
}
