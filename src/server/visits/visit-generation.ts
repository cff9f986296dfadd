import { and, asc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { Role, Status } from '@shared/constants';
import { addDaysTo } from '@shared/dates';
import { occurrencesBetween } from '@shared/recurrence';
import type { VisitStatus } from '@shared/schemas/visits';
import type { Db } from '../db/client';
import { jobs } from '../db/schema/jobs';
import { visits } from '../db/schema/visits';
import { queryRows } from '../db/sql-helpers';

/**
 * The advisory lock of visit generation (beside 724061-3 of client.ts, users.rules.ts and
 * groups.repository.ts). The hourly run only tries it, so of several processes one generates and
 * the others skip that hour; a rule edit waits for it, so it never races a run reading the old rule.
 */
export const VISIT_GENERATION_LOCK = 724064;

/** Recurring jobs read at once, and visits written per insert (5 parameters each, well under 65,535). */
const JOB_BATCH = 500;
const INSERT_BATCH = 2_000;

export interface GenerationResult {
  /** Visits added. */
  added: number;
  /** Another process held the lock: this run did nothing. */
  skipped: boolean;
  /** Jobs whose stored rule could not be read (written by hand in the database): left alone. */
  unreadable: number[];
}

/**
 * The days a rule plans visits on: its occurrences from today (or its first day, when later) to
 * today + horizonDays, both included. Days before today are never planned: a rule set today does not
 * fill the past, and a past occurrence removed by hand does not come back.
 */
export function plannedDays(rule: string, today: string, horizonDays: number): string[] {
  return occurrencesBetween(rule, today, addDaysTo(today, horizonDays));
}

export interface RecurringJob {
  id: number;
  rule: string | null;
  /** The window's wall-clock times ('HH:MM:SS'), the same on every day whatever the UTC offset. */
  startTime: string | null;
  endTime: string | null;
}

/** The visits a job's rule plans for the horizon, as rows of `visits` (throws on a rule it cannot read). */
export function visitRowsOf(job: RecurringJob, today: string, horizonDays: number) {
  return plannedDays(job.rule ?? '', today, horizonDays).map((day) => ({
    jobId: job.id,
    date: day,
    occurrence: day,
    startTime: job.startTime,
    endTime: job.endTime,
  }));
}

/** What a rule edit looks at in a generated visit. */
export interface GeneratedVisit {
  date: string;
  status: VisitStatus;
  moved: boolean;
  hasReport: boolean;
}

/**
 * Whether a new rule replaces a generated visit (issue 18: "changing the rule changes future visits
 * only"): only one nobody has touched, still scheduled, where it was generated, on today or later
 * and without a report. Done, skipped, started, moved, past and reported visits are history or
 * someone's decision, and stay.
 */
export function replacedByNewRule(visit: GeneratedVisit, today: string): boolean {
  return visit.status === 'scheduled' && !visit.moved && !visit.hasReport && visit.date >= today;
}

/**
 * The scheduled task's run (and the demo seed's): adds the missing visits of every active, live
 * recurring job (or of `jobIds`) for the horizon, in one transaction that first tries the advisory
 * lock; without it, another process is generating and this run skips. Idempotent: a visit per job and
 * occurrence (visits_occurrence_uq) is the second line of defence.
 */
export async function generateVisits(
  db: Db,
  opts: { today: string; horizonDays: number; jobIds?: number[] },
): Promise<GenerationResult> {
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${VISIT_GENERATION_LOCK}) as locked`,
    );
    if (!lock?.locked) return { added: 0, skipped: true, unreadable: [] };
    return addMissingVisits(tx, opts);
  });
}

/** Waits for the generation lock, for a change that must not interleave with a run (a rule edit). */
export async function waitForGenerationLock(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${VISIT_GENERATION_LOCK})`);
}

/**
 * The work of a run, inside a transaction that holds the lock: jobs in batches by id, each batch's
 * visits in multi-row inserts that skip the occurrences already there, then their technicians in
 * one statement per insert.
 */
export async function addMissingVisits(
  tx: Db,
  opts: { today: string; horizonDays: number; jobIds?: number[] },
): Promise<GenerationResult> {
  const result: GenerationResult = { added: 0, skipped: false, unreadable: [] };
  if (opts.jobIds?.length === 0) return result;
  let after = 0;
  for (;;) {
    const batch = await tx
      .select({
        id: jobs.id,
        rule: jobs.recurrence,
        startTime: jobs.visitStartTime,
        endTime: jobs.visitEndTime,
      })
      .from(jobs)
      .where(
        and(
          isNotNull(jobs.recurrence),
          isNull(jobs.deletedAt),
          eq(jobs.statusId, Status.Active),
          gt(jobs.id, after),
          opts.jobIds ? inArray(jobs.id, opts.jobIds) : undefined,
        ),
      )
      .orderBy(asc(jobs.id))
      .limit(JOB_BATCH);
    const rows = batch.flatMap((job) => {
      try {
        return visitRowsOf(job, opts.today, opts.horizonDays);
      } catch {
        result.unreadable.push(job.id);
        return [];
      }
    });
    for (let i = 0; i < rows.length; i += INSERT_BATCH) {
      const inserted = await tx
        .insert(visits)
        .values(rows.slice(i, i + INSERT_BATCH))
        .onConflictDoNothing({
          target: [visits.jobId, visits.occurrence],
          where: sql`${visits.occurrence} is not null`,
        })
        .returning({ id: visits.id });
      if (inserted.length > 0)
        await assignJobTechnicians(
          tx,
          inserted.map((v) => v.id),
        );
      result.added += inserted.length;
    }
    if (batch.length < JOB_BATCH) return result;
    after = batch[batch.length - 1]!.id;
  }
}

/** Sends each new visit's job assignees who are active, live Technicians; none: it waits unassigned. */
async function assignJobTechnicians(tx: Db, visitIds: number[]): Promise<void> {
  await tx.execute(sql`
    insert into visit_users (visit_id, user_id)
    select v.id, ju.user_id
    from visits v
    join job_users ju on ju.job_id = v.job_id
    join users u on u.id = ju.user_id
      and u.deleted_at is null and u.status_id = ${Status.Active} and u.type_id = ${Role.Technician}
    where v.id = any(${`{${visitIds.join(',')}}`}::int[])
    on conflict do nothing`);
}
