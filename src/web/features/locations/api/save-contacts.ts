import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LocationContactsBody, LocationContactsResponse } from '@shared/schemas/location-contacts';
import { api } from '@web/lib/api-client';
import { locationsKeys } from './locations-keys';

/** `PUT /api/locations/{id}/contacts`: all of the location's contacts; the answer is what was kept. */
export function saveContacts({ locationId, body }: { locationId: number; body: LocationContactsBody }) {
  return api.put<LocationContactsResponse>(`/api/locations/${locationId}/contacts`, body);
}

export function useSaveContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContacts,
    onSuccess: (saved, { locationId }) => queryClient.setQueryData(locationsKeys.contacts(locationId), saved),
  });
}
