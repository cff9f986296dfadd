import { FilingsDueCard } from '@web/features/compliance/components/filings-due-card';
import { DataMigrationsCard } from '@web/features/data-migrations/components/data-migrations-card';
import { OverdueActionsCard } from '@web/features/corrective-actions/components/overdue-actions-card';
import { JobsList } from '@web/features/jobs/components/jobs-list';
import { permissionsOf, useAuthUser } from '@web/lib/auth';

/**
 * The Admin's home: an upgrade of stored data while one runs, the state filings due and the overdue corrective actions, then the full list with its header and actions;
 * Supervisors get the jobs assigned to them.
 */
export function JobsPage() {
  const user = useAuthUser().data;
  return (
    <>
      {user && permissionsOf(user).manage && <DataMigrationsCard />}
      {user && permissionsOf(user).manage && <FilingsDueCard />}
      <OverdueActionsCard />
      <JobsList create />
    </>
  );
}
