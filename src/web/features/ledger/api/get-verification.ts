import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Verification } from '@shared/schemas/ledger';
import { api } from '@web/lib/api-client';
import { ledgerKeys } from './ledger-keys';

/**
 * What the ledger says of a printed code (issue 30): whether its record is still what was issued.
 * Public: no session is asked for, and the answer holds none of the record's content.
 */
export const verificationQuery = (code: string) =>
  queryOptions({
    queryKey: ledgerKeys.verification(code),
    queryFn: ({ signal }) =>
      api.get<Verification>(`/api/verify/${encodeURIComponent(code)}`, undefined, signal),
    // A 404 (no record has this code) is the answer, not a hiccup to retry.
    retry: false,
  });

export function useVerification(code: string) {
  return useQuery(verificationQuery(code));
}
