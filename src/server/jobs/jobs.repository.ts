import { and, desc, eq, isNull } from 'drizzle-orm';
import { Status } from '@shared/constants';
import type { MyJob } from '@shared/schemas/jobs';
import type { Db } from '../db/client';
import { jobs, jobUsers } from '../db/schema/jobs';
import { locations } from '../db/schema/locations';

/** The active jobs a user is assigned to, newest first: a technician's "My jobs". */
export async function listMyJobs(db: Db, userId: number): Promise<MyJob[]> {
  const rows = await db
    .select({
      id: jobs.id,
      name: jobs.name,
      category: jobs.category,
      created_at: jobs.createdAt,
      locationId: locations.id,
      locationName: locations.name,
      address: locations.address,
    })
    .from(jobUsers)
    .innerJoin(jobs, eq(jobs.id, jobUsers.jobId))
    .innerJoin(locations, eq(locations.id, jobs.locationId))
    .where(and(eq(jobUsers.userId, userId), eq(jobs.statusId, Status.Active), isNull(jobs.deletedAt)))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(500);
  return rows.map(({ locationId, locationName, address, ...job }) => ({
    ...job,
    location: { id: locationId, name: locationName, address },
  }));
}
