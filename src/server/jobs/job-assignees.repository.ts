import { and, asc, eq, exists, isNull, sql } from 'drizzle-orm';
import { Role, Status } from '@shared/constants';
import type { AssigneesResponse } from '@shared/schemas/jobs';
import type { Db } from '../db/client';
import { jobs, jobUsers } from '../db/schema/jobs';
import { users } from '../db/schema/users';
import { badRequest, conflict, notFound } from '../http/errors';
import { type AssignableQuery, assignableUsers } from '../users/users.public';

/** Decisions.md section 3: any active Supervisor or Technician can be assigned to a job. */
const ASSIGNABLE_ROLES = [Role.Supervisor, Role.Technician];

async function assertJobExists(db: Db, jobId: number, lock = false): Promise<void> {
  const query = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), isNull(jobs.deletedAt)));
  // Assigning locks the job (key share) so that it is not deleted half way through.
  const [job] = lock ? await query.for('key share') : await query;
  if (!job) throw notFound('job');
}

export async function listAssignees(
  db: Db,
  jobId: number,
  query: AssignableQuery,
): Promise<AssigneesResponse> {
  await assertJobExists(db, jobId);
  const taken = exists(
    db
      .select({ one: sql`1` })
      .from(jobUsers)
      .where(and(eq(jobUsers.jobId, jobId), eq(jobUsers.userId, users.id))),
  );
  const [available, assigned] = await Promise.all([
    assignableUsers(db, query, { roles: ASSIGNABLE_ROLES, taken }),
    db
      .select({ user_id: jobUsers.userId, name: users.name, deletedAt: users.deletedAt })
      .from(jobUsers)
      .innerJoin(users, eq(users.id, jobUsers.userId))
      .where(eq(jobUsers.jobId, jobId))
      .orderBy(asc(sql`lower(${users.name})`), asc(users.id)),
  ]);
  return {
    users: available.users,
    users_more: available.more,
    // An account deleted since keeps its assignment (nothing is lost) but has no user to show.
    assignees: assigned.map((a) => ({
      user_id: a.user_id,
      user: a.deletedAt ? null : { id: a.user_id, name: a.name },
    })),
  };
}

export async function assignUser(tx: Db, jobId: number, userId: number): Promise<void> {
  await assertJobExists(tx, jobId, true);
  const [user] = await tx
    .select({ typeId: users.typeId, statusId: users.statusId })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for('key share');
  if (!user || user.statusId !== Status.Active || !ASSIGNABLE_ROLES.includes(user.typeId as never)) {
    throw badRequest('common.invalid', { user_id: 'job.assigneeInvalid' });
  }
  const inserted = await tx
    .insert(jobUsers)
    .values({ jobId, userId })
    .onConflictDoNothing()
    .returning({ userId: jobUsers.userId });
  if (inserted.length === 0) throw conflict('job.alreadyAssigned');
}

export async function deassignUser(tx: Db, jobId: number, userId: number): Promise<void> {
  await assertJobExists(tx, jobId, true);
  const removed = await tx
    .delete(jobUsers)
    .where(and(eq(jobUsers.jobId, jobId), eq(jobUsers.userId, userId)))
    .returning({ userId: jobUsers.userId });
  if (removed.length === 0) throw notFound('assignment');
}
