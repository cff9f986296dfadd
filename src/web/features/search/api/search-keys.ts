import { entityKey } from '@web/lib/query-keys';

/** Every key of the search feature (decision 0019): one answer per text asked. */
export const searchKeys = {
  all: entityKey('search'),
  results: (q: string) => [...searchKeys.all, 'results', q] as const,
};
