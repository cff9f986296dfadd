import { useQuery } from '@tanstack/react-query';
import type { FieldTypeRow } from '@shared/schemas/templates';
import { api } from '@web/lib/api-client';

export function getFieldTypes(signal?: AbortSignal) {
  return api.get<FieldTypeRow[]>('/api/field/types', undefined, signal);
}

/** A lookup that does not change while the app runs. */
export function useFieldTypes() {
  return useQuery({
    queryKey: ['field-types'],
    queryFn: ({ signal }) => getFieldTypes(signal),
    staleTime: Infinity,
  });
}
