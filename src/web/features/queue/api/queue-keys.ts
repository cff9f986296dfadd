import type { QueueJobsQuery } from '@shared/schemas/queue';
import { entityKey } from '@web/lib/query-keys';

/** Every key of the Background jobs page (decision 0019). */
export const queueKeys = {
  all: entityKey('queue'),
  summary: () => [...queueKeys.all, 'summary'] as const,
  lists: () => [...queueKeys.all, 'list'] as const,
  list: (query: QueueJobsQuery) => [...queueKeys.lists(), query] as const,
};
