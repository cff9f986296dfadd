import { asc, eq, sql } from 'drizzle-orm';
import { type Recurrence, recurrenceText } from '@shared/recurrence';
import type { Db } from '../db/client';
import { jobs } from '../db/schema/jobs';
import { visits, visitUsers } from '../db/schema/visits';
import { insertAssignedJob } from '../reports/reports.fixtures';

export type RuleInput = Partial<Recurrence> & Pick<Recurrence, 'start_date' | 'frequency'>;

export const ruleText = (r: RuleInput) =>
  recurrenceText({ interval: 1, monthly_by: 'day', until: null, exceptions: [], ...r });

/** A job at a site of its own carrying a rule (stored as the PUT route stores it). */
export async function insertRecurringJob(
  db: Db,
  input: {
    rule: RuleInput;
    startTime?: string | null;
    endTime?: string | null;
    assignees?: number[];
    statusId?: number;
  },
): Promise<number> {
  const jobId = await insertAssignedJob(db, { assignees: input.assignees, statusId: input.statusId });
  await db
    .update(jobs)
    .set({
      recurrence: ruleText(input.rule),
      visitStartTime: input.startTime ?? null,
      visitEndTime: input.endTime ?? null,
    })
    .where(eq(jobs.id, jobId));
  return jobId;
}

export interface StoredVisit {
  id: number;
  date: string;
  occurrence: string | null;
  status: string;
  moved: boolean;
  startTime: string | null;
  endTime: string | null;
  technicians: number[];
}

/** A job's visits by date, each with its technicians' ids in order. */
export async function visitsOfJob(db: Db, jobId: number): Promise<StoredVisit[]> {
  const rows = await db
    .select({
      id: visits.id,
      date: visits.date,
      occurrence: visits.occurrence,
      status: visits.status,
      moved: visits.moved,
      startTime: visits.startTime,
      endTime: visits.endTime,
      technicians: sql<number[]>`coalesce((select array_agg(vu.user_id order by vu.user_id)
        from visit_users vu where vu.visit_id = "visits"."id"), '{}')`,
    })
    .from(visits)
    .where(eq(visits.jobId, jobId))
    .orderBy(asc(visits.date), asc(visits.id));
  return rows.map((r) => ({ ...r, technicians: r.technicians.map(Number) }));
}

/** A generated visit written directly, in any state, as someone's earlier work left it. */
export async function insertGeneratedVisit(
  db: Db,
  input: {
    jobId: number;
    day: string;
    date?: string;
    status?: string;
    moved?: boolean;
    technicians?: number[];
  },
): Promise<number> {
  const [row] = await db
    .insert(visits)
    .values({
      jobId: input.jobId,
      date: input.date ?? input.day,
      occurrence: input.day,
      status: input.status ?? 'scheduled',
      skipReason: input.status === 'skipped' ? 'Closed for a holiday' : null,
      moved: input.moved ?? false,
    })
    .returning({ id: visits.id });
  if (input.technicians?.length) {
    await db.insert(visitUsers).values(input.technicians.map((userId) => ({ visitId: row!.id, userId })));
  }
  return row!.id;
}

/** The CSRF test's calls to the recurrence routes. */
export function recurrenceCalls(db: Db): Record<string, () => Promise<{ url: string; payload?: unknown }>> {
  return {
    'PUT /api/jobs/:id/recurrence': async () => ({
      url: `/api/jobs/${await insertAssignedJob(db)}/recurrence`,
      payload: { start_date: '2030-01-07', frequency: 'weekly' },
    }),
    'DELETE /api/jobs/:id/recurrence': async () => {
      const jobId = await insertRecurringJob(db, { rule: { start_date: '2030-01-07', frequency: 'weekly' } });
      await insertGeneratedVisit(db, { jobId, day: '2030-01-07' });
      return { url: `/api/jobs/${jobId}/recurrence` };
    },
  };
}
