import { entityKey } from '@web/lib/query-keys';

/** Every key of the imports feature (decision 0019). */
export const importsKeys = {
  all: entityKey('imports'),
  lists: () => [...importsKeys.all, 'list'] as const,
  list: (page: number, sort?: string) => [...importsKeys.lists(), page, sort ?? null] as const,
};
