import { useQuery } from '@tanstack/react-query';
import type { JobDetail } from '@shared/schemas/jobs';
import { api } from '@web/lib/api-client';

export function useJob(id: number) {
  return useQuery({
    queryKey: ['jobs', 'detail', id],
    queryFn: ({ signal }) => api.get<JobDetail>(`/api/jobs/${id}`, undefined, signal),
  });
}
