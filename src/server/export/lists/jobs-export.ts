import { inArray } from 'drizzle-orm';
import type { SessionUser } from '../../auth/auth.public';
import type { Db } from '../../db/client';
import { orderOf } from '../../db/keyset';
import { jobs } from '../../db/schema/jobs';
import { type JobsFilter, JOBS_KEYSET, jobsWhere, selectJobRows } from '../../jobs/jobs.public';
import type { ExportSource } from '../export-source';
import type { ExportColumn } from '../export-writer';

type JobRow = Awaited<ReturnType<ReturnType<typeof selectJobRows>['where']>>[number];

/** The jobs list's visible columns (Category, Name, Location, Created) and its status. */
export const jobsColumns: ExportColumn<JobRow>[] = [
  { heading: 'Category', type: 'text', value: (r) => r.category },
  { heading: 'Name', type: 'text', value: (r) => r.name },
  { heading: 'Location', type: 'text', value: (r) => r.locationName },
  { heading: 'Address', type: 'text', value: (r) => r.address },
  { heading: 'Status', type: 'text', value: (r) => r.statusName },
  { heading: 'Created', type: 'datetime', value: (r) => r.created_at },
  { heading: 'ID', type: 'number', value: (r) => r.id },
];

export async function jobsSource(
  db: Db,
  actor: SessionUser,
  query: Omit<JobsFilter, 'page'>,
): Promise<ExportSource<JobRow>> {
  const { where } = await jobsWhere(db, actor, query);
  return {
    table: jobs,
    id: jobs.id,
    where,
    keyset: JOBS_KEYSET,
    rows: (tx, ids) =>
      selectJobRows(tx)
        .where(inArray(jobs.id, ids))
        .orderBy(...orderOf(JOBS_KEYSET)),
  };
}
