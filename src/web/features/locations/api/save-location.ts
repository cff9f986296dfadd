import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LocationRow } from '@shared/schemas/locations';
import { api } from '@web/lib/api-client';
import { refreshAfterChange } from '@web/lib/query-keys';

export interface LocationInput {
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  status_id: number;
}

/** Creates a location, or saves the one with `id`. */
export function saveLocation(id: number | undefined, body: LocationInput) {
  return id === undefined
    ? api.post<LocationRow>('/api/locations', body)
    : api.put<LocationRow>(`/api/locations/${id}`, body);
}

export function useSaveLocation(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LocationInput) => saveLocation(id, body),
    // Lists of jobs show the location's name and address.
    onSuccess: () => refreshAfterChange(queryClient, 'locations'),
  });
}
