import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { api } from '@web/lib/api-client';

/** Registration options, asked right before the browser's prompt; the challenge waits on the session. */
export function getPasskeyOptions() {
  return api.post<PublicKeyCredentialCreationOptionsJSON>('/api/account/passkeys/options');
}
