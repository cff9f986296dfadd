import { useQuery } from '@tanstack/react-query';
import type { LocationRow } from '@shared/schemas/locations';
import { api } from '@web/lib/api-client';

export function useLocation(id: number) {
  return useQuery({
    queryKey: ['locations', 'detail', String(id)],
    queryFn: ({ signal }) => api.get<LocationRow>(`/api/locations/${id}`, undefined, signal),
  });
}
