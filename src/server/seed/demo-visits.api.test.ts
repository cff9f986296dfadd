import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import { dayIn } from '@shared/dates';
import { queryRows } from '../db/sql-helpers';
import { createTestApp } from '../test/test-app';
import { generateVisits, plannedDays } from '../visits/visit-generation';
import { planDemo, seedDemo } from './demo';
import { demoBaseDate, isoDate } from './demo-random';
import { DEMO_HORIZON_DAYS } from './demo-visits';

/**
 * Seeds on a day of a DST change in New York (spring), the evening before one (autumn: 23:00 EDT,
 * already the day of the change in UTC) and on a leap day.
 */
const STARTS = ['2027-03-14T13:00:00Z', '2026-11-01T03:00:00Z', '2028-02-29T22:00:00Z'];
const NEW_YORK = 'America/New_York';

describe.each(STARTS)('the demo seeded at %s', (at) => {
  it('has recurring jobs whose visits cover the horizon from the base day, some of them today for technicians', async () => {
    const base = demoBaseDate(new Date(at), NEW_YORK);
    const baseDay = isoDate(base);
    // The server plans from the office's today: the demo's base day is that day.
    const officeToday = dayIn(new Date(at), NEW_YORK);
    expect(baseDay).toBe(officeToday);
    const t = await createTestApp();
    try {
      await seedDemo(t.db, base, 'demo-password-for-tests');
      const jobs = await queryRows<{ id: number; rule: string; start: string; end: string }>(
        t.db,
        sql`select id, recurrence as rule, visit_start_time::text as start, visit_end_time::text as "end"
            from jobs where recurrence is not null order by id`,
      );
      expect(jobs).toHaveLength(planDemo(base).recurring.length);
      const visits = await queryRows<{
        job_id: number;
        date: string;
        occurrence: string;
        start: string;
        end: string;
      }>(
        t.db,
        sql`select job_id, date::text, occurrence::text, start_time::text as start, end_time::text as "end"
            from visits order by job_id, date`,
      );
      for (const job of jobs) {
        const own = visits.filter((v) => v.job_id === job.id);
        expect(own.map((v) => v.date)).toEqual(plannedDays(job.rule, baseDay, DEMO_HORIZON_DAYS));
        expect(own.every((v) => v.occurrence === v.date && v.start === job.start && v.end === job.end)).toBe(
          true,
        );
      }
      expect(visits.every((v) => v.date >= baseDay)).toBe(true);
      const [today] = await queryRows<{ visits: number; technicians: number }>(
        t.db,
        sql`select count(distinct v.id)::int as visits, count(distinct vu.user_id)::int as technicians
            from visits v join visit_users vu on vu.visit_id = v.id
            join users u on u.id = vu.user_id and u.type_id = ${Role.Technician}
            where v.date = ${baseDay}`,
      );
      expect(today!.visits).toBeGreaterThanOrEqual(2);
      expect(today!.technicians).toBeGreaterThanOrEqual(2);
      // The server's first run after the seed, on the office's same day, finds nothing to add.
      expect((await generateVisits(t.db, { today: officeToday, horizonDays: DEMO_HORIZON_DAYS })).added).toBe(
        0,
      );
    } finally {
      await t.close();
    }
  }, 120_000);
});
