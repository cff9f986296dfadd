import { entityKey } from '@web/lib/query-keys';

/** Every key of the account feature (decision 0019). */
export const accountKeys = {
  all: entityKey('account'),
  twoFactor: () => [...accountKeys.all, 'two-factor'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
};
