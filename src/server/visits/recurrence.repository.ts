import { and, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { Role, Status } from '@shared/constants';
import { recurrenceFrom, recurrenceProblem, recurrenceText, type Recurrence } from '@shared/recurrence';
import type { JobRecurrence, RecurrenceResponse, VisitStatus } from '@shared/schemas/visits';
import type { SessionUser } from '../auth/auth.public';
import type { Db } from '../db/client';
import { jobs, jobUsers } from '../db/schema/jobs';
import { visits } from '../db/schema/visits';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { addMissingVisits, replacedByNewRule, waitForGenerationLock } from './visit-generation';

/** The office's today and the horizon a rule edit generates for. */
export interface Planning {
  today: string;
  horizonDays: number;
}

type JobRule = Pick<typeof jobs.$inferSelect, 'recurrence' | 'visitStartTime' | 'visitEndTime'>;

/** The database keeps 'HH:MM:SS'; the contract speaks 'HH:MM'. */
const hoursMinutes = (time: string | null) => (time === null ? null : time.slice(0, 5));

/** The job's rule as the form edits it; a text this app did not write reads as no rule. */
export function jobRecurrenceOf(job: JobRule): JobRecurrence {
  const rule = job.recurrence ? recurrenceFrom(job.recurrence) : null;
  if (!job.recurrence || !rule) return null;
  return {
    rrule: job.recurrence,
    ...rule,
    start_time: hoursMinutes(job.visitStartTime),
    end_time: hoursMinutes(job.visitEndTime),
  };
}

async function liveJob(db: Db, jobId: number, lock: boolean) {
  const query = db
    .select({
      statusId: jobs.statusId,
      recurrence: jobs.recurrence,
      visitStartTime: jobs.visitStartTime,
      visitEndTime: jobs.visitEndTime,
    })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), isNull(jobs.deletedAt)));
  const [job] = lock ? await query.for('update') : await query;
  if (!job) throw notFound('job');
  return job;
}

/** `GET /api/jobs/{id}/recurrence`: Admins any job's, Supervisors their own jobs' only. */
export async function getRecurrence(db: Db, actor: SessionUser, jobId: number): Promise<RecurrenceResponse> {
  const job = await liveJob(db, jobId, false);
  if (actor.typeId === Role.Supervisor) {
    const [own] = await db
      .select({ one: sql`1` })
      .from(jobUsers)
      .where(and(eq(jobUsers.jobId, jobId), eq(jobUsers.userId, actor.id)));
    if (!own) throw forbidden('job.supervisorOnlyOwn');
  }
  return { recurrence: jobRecurrenceOf(job) };
}

/**
 * `PUT`: stores the rule and window, then applies them to the future only: the job's untouched
 * future visits go (replacedByNewRule) and the new rule's are generated. Waits for the generation
 * lock first, so an hourly run in another process cannot add visits of the old rule meanwhile.
 */
export async function putRecurrence(
  tx: Db,
  jobId: number,
  input: Recurrence & { start_time: string | null; end_time: string | null },
  planning: Planning,
): Promise<RecurrenceResponse> {
  await waitForGenerationLock(tx);
  const job = await liveJob(tx, jobId, true);
  const { start_time, end_time, ...rule } = input;
  const reason = recurrenceProblem(rule);
  if (reason) throw badRequest({ code: 'visit.recurrenceInvalid', params: { reason } });
  if (job.statusId !== Status.Active) throw conflict('visit.jobInactive');
  const stored = { recurrence: recurrenceText(rule), visitStartTime: start_time, visitEndTime: end_time };
  await tx.update(jobs).set(stored).where(eq(jobs.id, jobId));
  const removed = await removeUntouchedVisits(tx, jobId, planning.today);
  const { added } = await addMissingVisits(tx, { ...planning, jobIds: [jobId] });
  return { recurrence: jobRecurrenceOf(stored), generated: added, removed };
}

/** `DELETE`: the job has no rule any more, and its untouched future visits go with it. */
export async function deleteRecurrence(tx: Db, jobId: number, today: string): Promise<RecurrenceResponse> {
  await waitForGenerationLock(tx);
  await liveJob(tx, jobId, true);
  await tx
    .update(jobs)
    .set({ recurrence: null, visitStartTime: null, visitEndTime: null })
    .where(eq(jobs.id, jobId));
  const removed = await removeUntouchedVisits(tx, jobId, today);
  return { recurrence: null, generated: 0, removed };
}

/**
 * Deletes the job's generated visits a rule edit replaces. The candidates are locked first: a report
 * being started from one of them either finishes before (and the visit stays) or waits for this.
 */
async function removeUntouchedVisits(tx: Db, jobId: number, today: string): Promise<number> {
  const generated = await tx
    .select({
      id: visits.id,
      date: visits.date,
      status: visits.status,
      moved: visits.moved,
      // Written out in full: inside a select list drizzle names the column without its table.
      hasReport: sql<boolean>`exists (select 1 from reports r where r.visit_id = "visits"."id")`,
    })
    .from(visits)
    .where(and(eq(visits.jobId, jobId), isNotNull(visits.occurrence), gte(visits.date, today)))
    .for('update', { of: visits });
  const ids = generated
    .filter((v) => replacedByNewRule({ ...v, status: v.status as VisitStatus }, today))
    .map((v) => v.id);
  if (ids.length === 0) return 0;
  await tx.delete(visits).where(inArray(visits.id, ids));
  return ids.length;
}
