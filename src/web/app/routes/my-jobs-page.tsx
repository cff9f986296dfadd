import { MyJobsList } from '@web/features/jobs/components/my-jobs-list';

export function MyJobsPage() {
  return <MyJobsList />;
}
