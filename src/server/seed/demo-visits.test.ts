import { describe, expect, it } from 'vitest';
import { Role, Status } from '@shared/constants';
import { addDaysTo } from '@shared/dates';
import { recurrenceProblem, recurrenceText } from '@shared/recurrence';
import { plannedDays } from '../visits/visit-generation';
import { planDemo } from './demo';
import { DEMO_USERS } from './demo-people';
import { demoBaseDate, isoDate } from './demo-random';
import { DEMO_HORIZON_DAYS } from './demo-visits';

/** The first and last day of every month of 2026 and 2027, and days beside DST changes and leap days. */
const days = [
  ...Array.from({ length: 24 }, (_, i) => new Date(Date.UTC(2026, i, 1, 9, 30))),
  ...Array.from({ length: 24 }, (_, i) => new Date(Date.UTC(2026, i + 1, 0, 9, 30))),
  ...[
    '2027-03-14T04:30:00Z',
    '2026-11-01T05:30:00Z',
    '2027-03-28T01:30:00Z',
    '2028-02-29T23:59:59Z',
    '2028-12-31T12:00:00Z',
  ].map((at) => new Date(at)),
];

function problemsOn(now: Date): string[] {
  const base = demoBaseDate(now, 'America/New_York');
  const baseDay = isoDate(base);
  const plan = planDemo(base);
  const problems: string[] = [];
  if (plan.recurring.length < 20) problems.push(`only ${plan.recurring.length} recurring jobs`);
  const keys = new Set<string>();
  let onBaseDay = 0;
  for (const r of plan.recurring) {
    const job = plan.jobs[r.job];
    if (!job || job.statusId !== Status.Active) {
      problems.push(`rule on job ${r.job}, not an active job`);
      continue;
    }
    const key = `${job.location}/${job.name.replace(/ \(.*$/, '')}`;
    if (keys.has(key)) problems.push(`two rules for ${key}`);
    keys.add(key);
    const reason = recurrenceProblem(r.rule);
    if (reason) problems.push(`job ${r.job}: ${reason}`);
    if (r.rule.start_date < baseDay || r.rule.start_date > addDaysTo(baseDay, 31))
      problems.push(`job ${r.job} starts on ${r.rule.start_date}`);
    if (!(r.endTime > r.startTime)) problems.push(`job ${r.job}: window ${r.startTime}-${r.endTime}`);
    const visits = plannedDays(recurrenceText(r.rule), baseDay, DEMO_HORIZON_DAYS);
    if (visits.length === 0) problems.push(`job ${r.job} has no visits`);
    if (visits[0] !== r.rule.start_date) problems.push(`job ${r.job}'s first visit is not its first day`);
    const technician = job.assignees.some((u) => DEMO_USERS[u]?.typeId === Role.Technician);
    if (r.rule.start_date === baseDay && technician) onBaseDay += 1;
  }
  if (onBaseDay < 2) problems.push(`${onBaseDay} technicians' visits on the base day`);
  return problems.map((p) => `${baseDay}: ${p}`);
}

describe('the demo’s recurring service', () => {
  it('plans a rule for each standing service at each site, with visits from the base day on', () => {
    expect(days.flatMap(problemsOn)).toEqual([]);
  }, 60_000);

  it('is the same for every time of one office day', () => {
    // 00:00:01 EST and 23:59:59 EDT on 14 March 2027, the 23-hour day in New York.
    const on = (at: string) => planDemo(demoBaseDate(new Date(at), 'America/New_York')).recurring;
    const morning = on('2027-03-14T05:00:01Z');
    expect(on('2027-03-15T03:59:59Z')).toEqual(morning);
    expect(on('2027-03-15T04:00:00Z')).not.toEqual(morning);
    expect(morning.some((r) => r.rule.monthly_by === 'weekday')).toBe(true);
    expect(morning.some((r) => r.rule.interval === 3)).toBe(true);
  });
});
