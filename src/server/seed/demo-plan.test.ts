import { describe, expect, it } from 'vitest';
import { CLOCK_INSTANTS } from '@shared/clock-instants.fixtures';
import { ReportStatus } from '@shared/constants';
import { dayIn } from '@shared/dates';
import { planDemo } from './demo';
import { DAY_MS, demoBaseDate, isoDate } from './demo-random';

const NEW_YORK = 'America/New_York';
/** Every day of 2026 and 2027, at a time of day that is not midnight. */
const days = Array.from({ length: 730 }, (_, i) => new Date(Date.UTC(2026, 0, 1 + i, 9, 30)));

describe('the demo plan', () => {
  // 730 plans, about 10 s of one core in CI: the ceiling is for a plan that never ends, not a speed.
  it('fits every calendar day of two whole years', { timeout: 90_000 }, () => {
    const failures: string[] = [];
    for (const now of days) {
      const base = demoBaseDate(now, NEW_YORK);
      try {
        const plan = planDemo(base);
        const problems = checkPlan(plan, base);
        if (problems.length > 0) failures.push(`${isoDate(base)}: ${problems.join('; ')}`);
      } catch (error) {
        failures.push(`${isoDate(base)}: ${(error as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('is the same plan for every time of one office day, and another plan the next day', () => {
    // 00:00:01 and 23:59:59 in New York on 28 February, then 1 March.
    const morning = planDemo(demoBaseDate(new Date('2027-02-28T05:00:01Z'), NEW_YORK));
    const evening = planDemo(demoBaseDate(new Date('2027-03-01T04:59:59Z'), NEW_YORK));
    expect(evening).toEqual(morning);
    const next = planDemo(demoBaseDate(new Date('2027-03-01T13:00:00Z'), NEW_YORK));
    expect(next.base.getTime() - morning.base.getTime()).toBe(DAY_MS);
    expect(next.jobs[0]?.createdAt).not.toEqual(morning.jobs[0]?.createdAt);
  });

  it("is for the office's today at any hour, and never after now", () => {
    for (const c of CLOCK_INSTANTS) {
      const now = new Date(c.at);
      const base = demoBaseDate(now, NEW_YORK);
      expect(isoDate(base), `${c.at}: ${c.what}`).toBe(c.newYork);
      expect(base.getTime()).toBeLessThanOrEqual(now.getTime());
      // East of UTC the office's day starts first: the UTC day until it catches up.
      for (const zone of ['Asia/Tehran', 'Asia/Tokyo', 'Pacific/Kiritimati', 'UTC', 'Pacific/Pago_Pago']) {
        const there = demoBaseDate(now, zone);
        expect(there.getTime(), `${c.at} in ${zone}`).toBeLessThanOrEqual(now.getTime());
        expect([dayIn(now, zone), dayIn(now, 'UTC')], `${c.at} in ${zone}`).toContain(isoDate(there));
      }
    }
    // 00:30 in Tehran on 29 November is still 28 November in UTC.
    expect(isoDate(demoBaseDate(new Date('2026-11-28T21:00:00Z'), 'Asia/Tehran'))).toBe('2026-11-28');
    expect(isoDate(demoBaseDate(new Date('2026-11-29T21:00:00Z'), 'Asia/Tehran'))).toBe('2026-11-29');
  });
});

/** What the demo promises on any day: 23 finished, 9 submitted, 8 in progress, all in the past, each on its own job. */
function checkPlan(plan: ReturnType<typeof planDemo>, base: Date): string[] {
  const problems: string[] = [];
  const count = (status: number) => plan.reports.filter((r) => r.statusId === status).length;
  if (count(ReportStatus.Finished) !== 23) problems.push(`${count(ReportStatus.Finished)} finished`);
  if (count(ReportStatus.Submitted) !== 9) problems.push(`${count(ReportStatus.Submitted)} submitted`);
  if (count(ReportStatus.InProgress) !== 8) problems.push(`${count(ReportStatus.InProgress)} in progress`);
  if (new Set(plan.reports.map((r) => r.job)).size !== plan.reports.length)
    problems.push('a job with two reports');
  if (plan.jobs.some((j) => j.createdAt >= base)) problems.push('a job created today or later');
  for (const r of plan.reports) {
    const job = plan.jobs[r.job];
    if (!job) {
      problems.push(`report on missing job ${r.job}`);
      continue;
    }
    if (!job.assignees.includes(r.user)) problems.push(`report by someone not on job ${r.job}`);
    if (r.startDate.getTime() - job.createdAt.getTime() < DAY_MS)
      problems.push(`report within a day of job ${r.job}`);
    const times = [r.startDate, r.submittedAt, r.finishedAt, ...r.history.map((h) => h.at)];
    if (times.some((t) => t !== null && t >= base)) problems.push(`report on job ${r.job} reaches today`);
    const ordered = r.history.every((h, i) => i === 0 || h.at > r.history[i - 1]!.at);
    if (!ordered) problems.push(`history out of order on job ${r.job}`);
  }
  return problems;
}
