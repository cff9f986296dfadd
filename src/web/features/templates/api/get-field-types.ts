import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FieldTypeRow } from '@shared/schemas/templates';
import { api } from '@web/lib/api-client';
import { templatesKeys } from './templates-keys';

export function getFieldTypes(signal?: AbortSignal) {
  return api.get<FieldTypeRow[]>('/api/field/types', undefined, signal);
}

/** A lookup that does not change while the app runs. */
export const fieldTypesQuery = () =>
  queryOptions({
    queryKey: templatesKeys.fieldTypes(),
    queryFn: ({ signal }) => getFieldTypes(signal),
    staleTime: Infinity,
  });

export function useFieldTypes() {
  return useQuery(fieldTypesQuery());
}
