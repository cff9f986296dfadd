import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZIP } from '@shared/addresses';
import type { ZipCounty } from '@shared/schemas/locations';
import { api } from '@web/lib/api-client';
import { locationsKeys } from './locations-keys';

export const zipCountyQuery = (state: string, zip: string) =>
  queryOptions({
    queryKey: locationsKeys.zipCounty(state, zip),
    queryFn: ({ signal }) => api.get<ZipCounty>('/api/locations/zip-county', { state, zip }, signal),
    // The Census's map does not change while the form is open.
    staleTime: Infinity,
  });

/** The county a service address's ZIP is usually in, once a state and a whole ZIP are typed (issue 30). */
export function useZipCounty(state: string | null, zip: string) {
  const typed = zip.trim();
  return useQuery({ ...zipCountyQuery(state ?? '', typed), enabled: state !== null && ZIP.test(typed) });
}
