import { concurrentIndex } from '../data-migrations/data-migrations.public';

/** Named beside the table's others (db/schema/jobs.ts), but built here rather than by a migration. */
export const JOBS_DELETED_INDEX = 'jobs_deleted_id_idx';

/**
 * The jobs in the trash by id, for the total of a group's jobs (jobs.repository.ts, `liveOf`):
 * the group's jobs less those found here, so none of the group's jobs is read by its key (issue 34:
 * a group of 4,047 jobs of a million, 31.7 ms). Small (the trash's jobs only), but its build reads
 * the million jobs, so it is built after the app listens (decision 0077).
 */
export const jobsDeletedIndex = concurrentIndex({
  name: 'jobs-deleted-index',
  label: 'index of the deleted jobs',
  index: JOBS_DELETED_INDEX,
  definition: `jobs (id) where deleted_at is not null`,
});
