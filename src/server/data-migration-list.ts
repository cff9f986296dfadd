import { auditActionIndex } from './activity/audit-action-index';
import { dashboardCountsBackfill } from './dashboard/dashboard-counts-backfill';
import type { DataMigration } from './data-migrations/data-migrations';
import { jobsDeletedIndex } from './jobs/jobs-deleted-index';
import { historyNamesMigration, reportSitesMigration } from './reports/report-site';
import { reportsTemplateIndex } from './reports/report-template-index';
import { scheduleDaysMigrations } from './visits/schedule-days';
import { reportVisits } from './visits/visit-backfill';
import { visitDayBounds } from './visits/visit-day-bounds';
import { visitJobStates } from './visits/visit-job-states';

/**
 * Every upgrade of stored rows, in the order they run (decision 0051). A new one goes at the end
 * under a new name; a name once shipped is never reused, since its row says it is done.
 */
export function dataMigrationList(timezone: string): DataMigration[] {
  return [
    reportVisits(timezone),
    reportSitesMigration,
    historyNamesMigration,
    ...dashboardCountsBackfill,
    auditActionIndex,
    ...scheduleDaysMigrations,
    reportsTemplateIndex,
    jobsDeletedIndex,
    visitDayBounds,
    visitJobStates,
  ];
}
