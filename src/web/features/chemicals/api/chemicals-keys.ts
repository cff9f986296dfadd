import { entityKey } from '@web/lib/query-keys';

/** Every key of the chemicals feature (decision 0019); each call's `queryOptions` takes its key here. */
export const chemicalsKeys = {
  all: entityKey('chemicals'),
  tree: () => [...chemicalsKeys.all, 'tree'] as const,
  details: () => [...chemicalsKeys.all, 'detail'] as const,
  detail: (id: number) => [...chemicalsKeys.details(), id] as const,
};
