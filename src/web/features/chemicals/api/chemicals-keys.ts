import { entityKey } from '@web/lib/query-keys';

/** Every key of the chemicals feature (decision 0019); each call's `queryOptions` takes its key here. */
export const chemicalsKeys = {
  all: entityKey('chemicals'),
  categories: () => [...chemicalsKeys.all, 'categories'] as const,
  levels: () => [...chemicalsKeys.all, 'level'] as const,
  level: (parentId: number, page: number) => [...chemicalsKeys.levels(), parentId, page] as const,
  searches: () => [...chemicalsKeys.all, 'search'] as const,
  search: (text: string) => [...chemicalsKeys.searches(), text] as const,
  details: () => [...chemicalsKeys.all, 'detail'] as const,
  detail: (id: number) => [...chemicalsKeys.details(), id] as const,
};
