import { QueueJobs } from '@web/features/queue/components/queue-jobs';

export function QueuePage() {
  return <QueueJobs />;
}
