import { entityKey } from '@web/lib/query-keys';

/** Every key of the company feature (decision 0019). */
export const companyKeys = {
  all: entityKey('company'),
  settings: () => [...companyKeys.all, 'settings'] as const,
};
