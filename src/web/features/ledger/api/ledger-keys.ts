import { entityKey } from '@web/lib/query-keys';

/** Every key of the ledger feature (decision 0019). */
export const ledgerKeys = {
  all: entityKey('ledger'),
  verification: (code: string) => [...ledgerKeys.all, 'verification', code] as const,
};
