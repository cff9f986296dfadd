import { sql } from 'drizzle-orm';
import { Role, Status } from '@shared/constants';
import { addDaysTo } from '@shared/dates';
import { type Recurrence, recurrenceText } from '@shared/recurrence';
import type { Db } from '../db/client';
import { addMissingVisits, waitForGenerationLock } from '../visits/visits.public';
import type { PlannedJob } from './demo-jobs';
import { DEMO_USERS } from './demo-people';
import { nth } from './demo-forms';
import { isoDate } from './demo-random';

/** Days of visits the seed plans; the server's scheduler takes them on to VISIT_HORIZON_DAYS at start. */
export const DEMO_HORIZON_DAYS = 90;

/** The demo's standing services (demo-jobs.ts names them), monthly or every three months. */
const SERVICES: { prefix: string; interval: number }[] = [
  { prefix: 'Monthly pest service', interval: 1 },
  { prefix: 'Rodent bait station service', interval: 1 },
  { prefix: 'Snap trap monitoring', interval: 1 },
  { prefix: 'Restroom hygiene service', interval: 1 },
  { prefix: 'Drain line foam treatment', interval: 1 },
  { prefix: 'Quarterly pest service', interval: 3 },
  { prefix: 'Termite bait station monitoring', interval: 3 },
];

export interface PlannedRecurrence {
  /** Index into the plan's jobs. */
  job: number;
  rule: Recurrence;
  startTime: string;
  endTime: string;
}

/** Every eighth service (with a technician) starts on the base day itself, so Today is not empty. */
const ON_BASE_DAY = 8;

/**
 * The demo's recurring service (issue 18): until now the office re-created each month's job by hand;
 * from the base day on, the newest active job of each standing service at each site carries a rule
 * instead. The first days are spread over the coming month (weekdays, apart from the few on the
 * base day); a third of the monthly ones repeat on a weekday of the month ("the 2nd Tuesday").
 */
export function planRecurrence(base: Date, jobs: readonly PlannedJob[]): PlannedRecurrence[] {
  const baseDay = isoDate(base);
  const newest = new Map<string, number>();
  jobs.forEach((job, i) => {
    const service = SERVICES.find((s) => job.name.startsWith(s.prefix));
    if (!service || job.statusId !== Status.Active) return;
    // Oldest first (planJobs), so the last one seen is the newest.
    newest.set(`${job.location}/${service.prefix}`, i);
  });
  const hasTechnician = (job: PlannedJob) =>
    job.assignees.some((u) => DEMO_USERS[u]?.typeId === Role.Technician);
  return [...newest.values()]
    .sort((a, b) => a - b)
    .map((i, k) => {
      const job = jobs[i]!;
      const interval = SERVICES.find((s) => job.name.startsWith(s.prefix))!.interval;
      const start =
        k % ON_BASE_DAY === 0 && hasTechnician(job)
          ? baseDay
          : weekday(addDaysTo(baseDay, 1 + ((k * 11) % 27)));
      const hour = 7 + (k % 5) * 2;
      return {
        job: i,
        rule: {
          start_date: start,
          frequency: 'monthly',
          interval,
          monthly_by: interval === 1 && k % 3 === 1 ? 'weekday' : 'day',
          until: null,
          exceptions: [],
        },
        startTime: `${String(hour).padStart(2, '0')}:00`,
        endTime: `${String(hour + 1).padStart(2, '0')}:30`,
      };
    });
}

/** The Monday after a Saturday or Sunday; a weekday as it is. */
function weekday(day: string): string {
  const dow = new Date(`${day}T00:00:00Z`).getUTCDay();
  return dow === 6 ? addDaysTo(day, 2) : dow === 0 ? addDaysTo(day, 1) : day;
}

/** Stores the rules on their jobs and generates their visits from the base day, as the scheduler would. */
export async function writeDemoRecurrence(
  tx: Db,
  base: Date,
  recurring: readonly PlannedRecurrence[],
  jobIds: readonly number[],
): Promise<void> {
  if (recurring.length === 0) return;
  const rows = recurring.map(
    (r) =>
      sql`(${nth(jobIds, r.job)}::int, ${recurrenceText(r.rule)}, ${r.startTime}::time, ${r.endTime}::time)`,
  );
  await tx.execute(sql`
    update jobs set recurrence = v.rule, visit_start_time = v.start_time, visit_end_time = v.end_time
    from (values ${sql.join(rows, sql`, `)}) as v(id, rule, start_time, end_time)
    where jobs.id = v.id`);
  await waitForGenerationLock(tx);
  await addMissingVisits(tx, {
    today: isoDate(base),
    horizonDays: DEMO_HORIZON_DAYS,
    jobIds: recurring.map((r) => nth(jobIds, r.job)),
  });
}
