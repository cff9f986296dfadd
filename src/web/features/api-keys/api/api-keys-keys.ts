import { entityKey } from '@web/lib/query-keys';

/** Every key of the api-keys feature (decision 0019). */
export const apiKeysKeys = {
  all: entityKey('apiKeys'),
  list: () => [...apiKeysKeys.all, 'list'] as const,
};
