import { entityKey } from '@web/lib/query-keys';

/** Every key of the imports feature (decision 0019). */
export const importsKeys = {
  all: entityKey('imports'),
  lists: () => [...importsKeys.all, 'list'] as const,
  list: (page: number) => [...importsKeys.lists(), page] as const,
};
