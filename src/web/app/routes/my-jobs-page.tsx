import { OverdueActionsCard } from '@web/features/corrective-actions/components/overdue-actions-card';
import { MyJobsList } from '@web/features/jobs/components/my-jobs-list';
import { KeepStartForms } from '@web/features/reports/components/form/keep-start-forms';
import { KeepWeek } from '../keep-week';

/**
 * A Supervisor's home too: their overdue corrective actions above their jobs (none for
 * Technicians); and what starting a report offline needs and the week's work, kept on the device
 * (issue 32).
 */
export function MyJobsPage() {
  return (
    <>
      <KeepStartForms />
      <KeepWeek />
      <OverdueActionsCard />
      <MyJobsList />
    </>
  );
}
