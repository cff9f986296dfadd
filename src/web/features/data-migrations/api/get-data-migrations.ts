import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataMigrationProgress } from '@shared/schemas/data-migrations';
import { api } from '@web/lib/api-client';
import { dataMigrationsKeys } from './data-migrations-keys';

/** The upgrades of stored data begun on this database, and how far each has come. */
export const dataMigrationsQuery = () =>
  queryOptions({
    queryKey: dataMigrationsKeys.list(),
    queryFn: ({ signal }) => api.get<DataMigrationProgress[]>('/api/data-migrations', undefined, signal),
  });

/** While one runs, asked again every five seconds, so its progress moves and the card goes when done. */
export function useDataMigrations() {
  return useQuery({
    ...dataMigrationsQuery(),
    refetchInterval: (query) => (query.state.data?.some((m) => m.finished_at === null) ? 5000 : false),
  });
}
