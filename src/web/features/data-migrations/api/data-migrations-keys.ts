import { entityKey } from '@web/lib/query-keys';

/** Every key of the data-migrations feature (decision 0019). */
export const dataMigrationsKeys = {
  all: entityKey('dataMigrations'),
  list: () => [...dataMigrationsKeys.all, 'list'] as const,
};
