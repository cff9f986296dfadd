import { describe, expect, it } from 'vitest';
import { ReportStatus } from '@shared/constants';
import { planDemo } from './demo';
import { DAY_MS, demoBaseDate } from './demo-random';

/** Every day of 2026 and 2027, at a time of day that is not midnight. */
const days = Array.from({ length: 730 }, (_, i) => new Date(Date.UTC(2026, 0, 1 + i, 9, 30)));

describe('the demo plan', () => {
  it('fits every calendar day of two whole years', () => {
    const failures: string[] = [];
    for (const now of days) {
      const base = demoBaseDate(now);
      try {
        const plan = planDemo(base);
        const problems = checkPlan(plan, base);
        if (problems.length > 0) failures.push(`${base.toISOString().slice(0, 10)}: ${problems.join('; ')}`);
      } catch (error) {
        failures.push(`${base.toISOString().slice(0, 10)}: ${(error as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('is the same plan for every time of one day, and another plan the next day', () => {
    const morning = planDemo(demoBaseDate(new Date('2027-02-28T00:00:01Z')));
    const evening = planDemo(demoBaseDate(new Date('2027-02-28T23:59:59Z')));
    expect(evening).toEqual(morning);
    const next = planDemo(demoBaseDate(new Date('2027-03-01T08:00:00Z')));
    expect(next.base.getTime() - morning.base.getTime()).toBe(DAY_MS);
    expect(next.jobs[0]?.createdAt).not.toEqual(morning.jobs[0]?.createdAt);
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
