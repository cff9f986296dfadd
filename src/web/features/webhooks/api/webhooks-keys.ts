import { entityKey } from '@web/lib/query-keys';

/** Every key of the webhooks feature (decision 0019). */
export const webhooksKeys = {
  all: entityKey('webhooks'),
  list: () => [...webhooksKeys.all, 'list'] as const,
  messages: (id: number, page: number) => [...webhooksKeys.all, 'messages', id, page] as const,
};
