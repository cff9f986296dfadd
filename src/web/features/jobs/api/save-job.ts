import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobDetail } from '@shared/schemas/jobs';
import { api } from '@web/lib/api-client';
import { refreshAfterChange } from '@web/lib/query-keys';

export interface JobInput {
  name: string;
  category: string;
  location_id: number;
  status_id: number;
}

/** Creates a job, or saves the one with `id`. */
export function saveJob(id: number | undefined, body: JobInput) {
  return id === undefined
    ? api.post<JobDetail>('/api/jobs', body)
    : api.put<JobDetail>(`/api/jobs/${id}`, body);
}

export function useSaveJob(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JobInput) => saveJob(id, body),
    onSuccess: () => refreshAfterChange(queryClient, 'jobs'),
  });
}
