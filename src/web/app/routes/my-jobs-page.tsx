import { OverdueActionsCard } from '@web/features/corrective-actions/components/overdue-actions-card';
import { MyJobsList } from '@web/features/jobs/components/my-jobs-list';

/** A Supervisor's home too: their overdue corrective actions above their jobs (none for Technicians). */
export function MyJobsPage() {
  return (
    <>
      <OverdueActionsCard />
      <MyJobsList />
    </>
  );
}
