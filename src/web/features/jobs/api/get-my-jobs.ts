import { useQuery } from '@tanstack/react-query';
import type { MyJob } from '@shared/schemas/jobs';
import { api } from '@web/lib/api-client';

export function useMyJobs() {
  return useQuery({
    queryKey: ['jobs', 'mine'],
    queryFn: ({ signal }) => api.get<MyJob[]>('/api/my/jobs', undefined, signal),
  });
}
