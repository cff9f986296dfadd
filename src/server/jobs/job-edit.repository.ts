import { and, eq, isNull } from 'drizzle-orm';
import { Status } from '@shared/constants';
import type { JobBody, JobDetail } from '@shared/schemas/jobs';
import type { SessionUser } from '../auth/auth.public';
import type { Db } from '../db/client';
import { jobs } from '../db/schema/jobs';
import { locations } from '../db/schema/locations';
import { statuses } from '../db/schema/lookups';
import { badRequest, conflict, fieldError, notFound } from '../http/errors';
import { hasFrozenReports } from '../reports/reports.public';
import { RESTORABLE } from '../trash/trash.public';

export async function getJob(db: Db, id: number): Promise<JobDetail> {
  const [row] = await db
    .select({
      id: jobs.id,
      name: jobs.name,
      category: jobs.category,
      location_id: jobs.locationId,
      status_id: jobs.statusId,
      statusName: statuses.status,
      created_at: jobs.createdAt,
      updated_at: jobs.updatedAt,
      locationName: locations.name,
      address: locations.address,
    })
    .from(jobs)
    .innerJoin(locations, eq(locations.id, jobs.locationId))
    .innerJoin(statuses, eq(statuses.id, jobs.statusId))
    .where(and(eq(jobs.id, id), isNull(jobs.deletedAt)));
  if (!row) throw notFound('job');
  const { statusName, locationName, address, ...job } = row;
  return {
    ...job,
    status: { status: statusName },
    location: { id: job.location_id, name: locationName, address },
  };
}

/**
 * A job's location must be live; a new job, or one moved to another location, must go to an
 * active one. The key-share lock holds off a concurrent delete of that location until this
 * transaction ends (softDeleteLocation locks the row for update and then counts the active jobs).
 */
async function assertLocationUsable(tx: Db, locationId: number, mustBeActive: boolean): Promise<void> {
  const [location] = await tx
    .select({ statusId: locations.statusId })
    .from(locations)
    .where(and(eq(locations.id, locationId), isNull(locations.deletedAt)))
    .for('key share');
  if (!location) {
    throw badRequest('common.invalid', { location_id: 'job.locationMissing' });
  }
  if (mustBeActive && location.statusId !== Status.Active) {
    throw badRequest('common.invalid', { location_id: 'job.locationInactive' });
  }
}

const columnsOf = (body: JobBody) => ({
  name: body.name,
  category: body.category,
  locationId: body.location_id,
  statusId: body.status_id,
});

export async function createJob(tx: Db, body: JobBody): Promise<JobDetail> {
  await assertLocationUsable(tx, body.location_id, true);
  const [row] = await tx.insert(jobs).values(columnsOf(body)).returning({ id: jobs.id });
  return getJob(tx, row!.id);
}

export async function updateJob(tx: Db, id: number, body: JobBody): Promise<JobDetail> {
  const [current] = await tx
    .select({ locationId: jobs.locationId })
    .from(jobs)
    .where(and(eq(jobs.id, id), isNull(jobs.deletedAt)))
    .for('update');
  if (!current) throw notFound('job');
  // A submitted or finished report was done at this location (issue 30): the job stays there. A
  // submit in flight holds the job's row shared until it commits, so it is seen here.
  if (body.location_id !== current.locationId && (await hasFrozenReports(tx, id))) {
    throw fieldError(409, 'job.locationHasReports', 'location_id');
  }
  // Keeping a job where it is stays possible after that location was made inactive.
  await assertLocationUsable(tx, body.location_id, body.location_id !== current.locationId);
  await tx.update(jobs).set(columnsOf(body)).where(eq(jobs.id, id));
  return getJob(tx, id);
}

export async function softDeleteJob(tx: Db, id: number, actor: SessionUser): Promise<void> {
  const [row] = await tx
    .update(jobs)
    .set({ deletedAt: new Date(), deletedBy: actor.id })
    .where(and(eq(jobs.id, id), isNull(jobs.deletedAt)))
    .returning({ id: jobs.id });
  if (!row) throw notFound('job');
}

/** A job comes back only to a live location; otherwise the location must be restored first. */
export async function assertJobRestorable(tx: Db, id: number): Promise<void> {
  const [job] = await tx
    .select({ locationId: jobs.locationId })
    .from(jobs)
    .where(and(eq(jobs.id, id), RESTORABLE));
  if (!job) throw notFound('deletedItem');
  const [location] = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, job.locationId), isNull(locations.deletedAt)))
    .for('key share');
  if (!location) {
    throw conflict('job.locationDeleted');
  }
}
