import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { isAdminRole, PAGE_SIZE, Role, Status } from '@shared/constants';
import type {
  JobVisitsResponse,
  VisitRow,
  VisitStatus,
  jobVisitsQuery,
  visitCreateBody,
  visitUpdateBody,
} from '@shared/schemas/visits';
import type { z } from 'zod';
import type { SessionUser } from '../auth/auth.public';
import type { Db } from '../db/client';
import { jobs, jobUsers } from '../db/schema/jobs';
import { users } from '../db/schema/users';
import { visits, visitUsers } from '../db/schema/visits';
import { offsetFor } from '../db/sql-helpers';
import { badRequest, conflict, forbidden, HttpError } from '../http/errors';
import { LATEST_FIRST, SOONEST_FIRST, visitRows } from './visit-rows';
import { emitEvent } from '../webhooks/webhooks.public';

type Actor = Pick<SessionUser, 'id' | 'typeId'>;

export const visitNotFound = () => new HttpError(404, 'visit.notFound');
const jobNotFound = () => new HttpError(404, 'visit.jobNotFound', { job_id: 'visit.jobNotFound' });

/** Admins plan any job's visits, Supervisors their own jobs' (the route lets no one else in). */
async function assertPlans(db: Db, jobId: number, actor: Actor): Promise<void> {
  if (isAdminRole(actor.typeId)) return;
  if (actor.typeId !== Role.Supervisor) throw forbidden();
  const [assigned] = await db
    .select({ jobId: jobUsers.jobId })
    .from(jobUsers)
    .where(and(eq(jobUsers.jobId, jobId), eq(jobUsers.userId, actor.id)));
  if (!assigned) throw forbidden('visit.supervisorOnlyOwn');
}

/** The people sent on a visit: active, not deleted, each once. */
async function checkedPeople(tx: Db, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, unique), eq(users.statusId, Status.Active), isNull(users.deletedAt)));
  if (found.length !== unique.length) {
    throw badRequest('visit.technicianInvalid', { technician_ids: 'visit.technicianInvalid' });
  }
  return unique;
}

/** A new visit by hand (occurrence null) on a live, active job. */
export async function createVisit(
  tx: Db,
  body: z.output<typeof visitCreateBody>,
  actor: Actor,
): Promise<number> {
  const [job] = await tx
    .select({ id: jobs.id, statusId: jobs.statusId })
    .from(jobs)
    .where(and(eq(jobs.id, body.job_id), isNull(jobs.deletedAt)))
    // A job deleted meanwhile waits for this visit, and then sees it.
    .for('key share');
  if (!job) throw jobNotFound();
  await assertPlans(tx, job.id, actor);
  if (job.statusId !== Status.Active) throw conflict('visit.jobInactive');
  const people = await checkedPeople(tx, body.technician_ids);
  const [visit] = await tx
    .insert(visits)
    .values({ jobId: job.id, date: body.date, startTime: body.start_time, endTime: body.end_time })
    .returning({ id: visits.id });
  if (people.length > 0) {
    await tx.insert(visitUsers).values(people.map((userId) => ({ visitId: visit!.id, userId })));
  }
  await emitEvent(tx, 'visit.created', { id: visit!.id, job_id: job.id, date: body.date });
  return visit!.id;
}

/**
 * One visit as the screens show it. Admins read any; Supervisors those of their own jobs; a
 * Technician (or anyone else) only one they are on.
 */
export async function visitById(db: Db, id: number, actor: Actor): Promise<VisitRow> {
  const [row] = await visitRows(db, sql`v.id = ${id} and j.deleted_at is null`, SOONEST_FIRST);
  if (!row) throw visitNotFound();
  if (isAdminRole(actor.typeId)) return row;
  if (actor.typeId === Role.Supervisor) {
    await assertPlans(db, row.job_id, actor);
    return row;
  }
  if (!row.technicians.some((p) => p.id === actor.id)) throw forbidden('visit.notYours');
  return row;
}

/** 'HH:MM:SS' as the database answers a time, 'HH:MM' as the API speaks it. */
const hhmm = (v: string | null) => (v === null ? null : v.slice(0, 5));
const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((id) => b.includes(id));

/** The status a change asks for, from the one the visit has; only scheduled and skipped swap. */
function nextStatus(
  current: VisitStatus,
  reason: string | null,
  body: z.output<typeof visitUpdateBody>,
): { status: VisitStatus; skipReason: string | null } {
  const swappable = current === 'scheduled' || current === 'skipped';
  if (body.status === 'skipped') {
    if (!swappable) throw conflict('visit.statusChange');
    return { status: 'skipped', skipReason: body.skip_reason ?? null };
  }
  if (body.status === 'scheduled') {
    if (!swappable) throw conflict('visit.statusChange');
    return { status: 'scheduled', skipReason: null };
  }
  if (body.skip_reason !== undefined) {
    // A new reason only for a visit that stays skipped.
    if (current !== 'skipped') throw conflict('visit.statusChange');
    return { status: current, skipReason: body.skip_reason };
  }
  return { status: current, skipReason: reason };
}

/**
 * Moves (date, window), reassigns (the whole list), skips with a reason or schedules again. A done
 * visit keeps its day and people (409). A generated visit changed by hand is marked `moved`, so a
 * later rule edit leaves it where the office put it.
 */
export async function updateVisit(
  tx: Db,
  id: number,
  body: z.output<typeof visitUpdateBody>,
  actor: Actor,
): Promise<void> {
  const [visit] = await tx
    .select({ visit: visits })
    .from(visits)
    .innerJoin(jobs, and(eq(jobs.id, visits.jobId), isNull(jobs.deletedAt)))
    .where(eq(visits.id, id))
    .for('update', { of: visits });
  if (!visit) throw visitNotFound();
  const v = visit.visit;
  await assertPlans(tx, v.jobId, actor);
  const before = (
    await tx.select({ userId: visitUsers.userId }).from(visitUsers).where(eq(visitUsers.visitId, id))
  ).map((r) => r.userId);
  const people = body.technician_ids === undefined ? before : await checkedPeople(tx, body.technician_ids);
  const date = body.date ?? v.date;
  const startTime = body.start_time === undefined ? hhmm(v.startTime) : body.start_time;
  const endTime = body.end_time === undefined ? hhmm(v.endTime) : body.end_time;
  if (startTime !== null && endTime !== null && endTime <= startTime) {
    throw badRequest('visit.windowOrder', { end_time: 'visit.windowOrder' });
  }
  const movedNow = date !== v.date || startTime !== hhmm(v.startTime) || endTime !== hhmm(v.endTime);
  const reassigned = !sameSet(people, before);
  if (v.status === 'done' && (movedNow || reassigned)) throw conflict('visit.notMovable');
  const { status, skipReason } = nextStatus(v.status as VisitStatus, v.skipReason, body);
  await tx
    .update(visits)
    .set({
      date,
      startTime,
      endTime,
      status,
      skipReason,
      moved: v.moved || (v.occurrence !== null && (movedNow || reassigned)),
      updatedAt: new Date(),
    })
    .where(eq(visits.id, id));
  if (movedNow) await emitEvent(tx, 'visit.moved', { id, job_id: v.jobId, date });
  if (date !== v.date) {
    // Its stop number belonged to the old day's order (decision 0062).
    await tx.update(visitUsers).set({ routePosition: null }).where(eq(visitUsers.visitId, id));
  }
  // Only the difference is written, so the History shows who was taken off and who was added.
  const removed = before.filter((userId) => !people.includes(userId));
  const added = people.filter((userId) => !before.includes(userId));
  if (removed.length > 0) {
    await tx.delete(visitUsers).where(and(eq(visitUsers.visitId, id), inArray(visitUsers.userId, removed)));
  }
  if (added.length > 0) {
    await tx.insert(visitUsers).values(added.map((userId) => ({ visitId: id, userId })));
  }
}

/** A job's coming visits (from the office's today, soonest first) or past ones (latest first). */
export async function jobVisits(
  db: Db,
  jobId: number,
  q: z.output<typeof jobVisitsQuery>,
  actor: Actor,
  today: string,
): Promise<JobVisitsResponse> {
  const [job] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), isNull(jobs.deletedAt)));
  if (!job) throw jobNotFound();
  await assertPlans(db, jobId, actor);
  const when = q.when === 'coming' ? sql`v.date >= ${today}::date` : sql`v.date < ${today}::date`;
  const [rows, [total]] = await Promise.all([
    visitRows(db, sql`v.job_id = ${jobId} and ${when}`, q.when === 'coming' ? SOONEST_FIRST : LATEST_FIRST, {
      limit: PAGE_SIZE,
      offset: offsetFor(q.page, PAGE_SIZE),
    }),
    db
      .select({ n: count() })
      .from(visits)
      .where(
        and(
          eq(visits.jobId, jobId),
          sql`${visits.date} ${sql.raw(q.when === 'coming' ? '>=' : '<')} ${today}::date`,
        ),
      ),
  ]);
  return { visits: rows, total: total?.n ?? 0 };
}
