import { and, asc, eq, isNull } from 'drizzle-orm';
import { Role } from '@shared/constants';
import type { JobOverview } from '@shared/schemas/job-overview';
import type { SessionUser } from '../auth/auth.public';
import type { Db } from '../db/client';
import { jobs, jobUsers } from '../db/schema/jobs';
import { locations } from '../db/schema/locations';
import { statuses } from '../db/schema/lookups';
import { users } from '../db/schema/users';
import { notFound } from '../http/errors';

/**
 * One job as its page shows it. A Supervisor's job that is not theirs answers 404 like a missing
 * one (the jobs list never shows it to them either), so its existence is not revealed.
 */
export async function jobOverview(db: Db, id: number, actor: SessionUser): Promise<JobOverview> {
  const [[row], assignees] = await Promise.all([
    db
      .select({
        id: jobs.id,
        name: jobs.name,
        category: jobs.category,
        status_id: jobs.statusId,
        statusName: statuses.status,
        location: {
          id: locations.id,
          name: locations.name,
          address: locations.address,
          customer_name: locations.customerName,
          customer_phone: locations.customerPhone,
          customer_email: locations.customerEmail,
        },
      })
      .from(jobs)
      .innerJoin(locations, eq(locations.id, jobs.locationId))
      .innerJoin(statuses, eq(statuses.id, jobs.statusId))
      .where(and(eq(jobs.id, id), isNull(jobs.deletedAt))),
    db
      .select({ id: users.id, name: users.name })
      .from(jobUsers)
      .innerJoin(users, eq(users.id, jobUsers.userId))
      .where(and(eq(jobUsers.jobId, id), isNull(users.deletedAt)))
      .orderBy(asc(users.name), asc(users.id)),
  ]);
  if (!row) throw notFound('job');
  if (actor.typeId === Role.Supervisor && !assignees.some((a) => a.id === actor.id)) throw notFound('job');
  const { statusName, ...job } = row;
  return { ...job, status: { status: statusName }, assignees };
}
