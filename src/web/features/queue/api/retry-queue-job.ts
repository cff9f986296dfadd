import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueueJob } from '@shared/schemas/queue';
import { api } from '@web/lib/api-client';
import { refreshAfterChange } from '@web/lib/query-keys';

export const retryQueueJob = (job: Pick<QueueJob, 'queue' | 'id'>) =>
  api.post<QueueJob>(`/api/queue/${job.queue}/jobs/${job.id}/retry`);

/** A failed job tried once more; the jobs, and what the job is about (a mail), are read again. */
export function useRetryQueueJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryQueueJob,
    onSuccess: () => refreshAfterChange(queryClient, 'queue'),
  });
}
