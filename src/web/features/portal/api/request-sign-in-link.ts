import { useMutation } from '@tanstack/react-query';
import type { PortalSignInBody } from '@shared/schemas/portal';
import { api } from '@web/lib/api-client';

/** Asks for a sign-in link; the answer is the same whether the address is a contact or not. */
export function requestSignInLink(body: PortalSignInBody) {
  return api.post<{ status: string }>('/api/portal/sign-in', body);
}

export function useRequestSignInLink() {
  return useMutation({ mutationFn: requestSignInLink });
}
