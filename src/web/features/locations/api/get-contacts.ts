import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationContactsResponse } from '@shared/schemas/location-contacts';
import { api } from '@web/lib/api-client';
import { locationsKeys } from './locations-keys';

export function getContacts(locationId: number, signal?: AbortSignal) {
  return api.get<LocationContactsResponse>(`/api/locations/${locationId}/contacts`, undefined, signal);
}

export const contactsQuery = (locationId: number) =>
  queryOptions({
    queryKey: locationsKeys.contacts(locationId),
    queryFn: ({ signal }) => getContacts(locationId, signal),
  });

export function useContacts(locationId: number) {
  return useQuery(contactsQuery(locationId));
}
