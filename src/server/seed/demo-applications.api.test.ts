import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportStatus } from '@shared/constants';
import { queryRows } from '../db/sql-helpers';
import { createTestApp, type TestApp } from '../test/test-app';
import { seedDemo } from './demo';
import { demoBaseDate, isoDate } from './demo-random';

let t: TestApp;
// A start at 23:30 in New York, the next day in UTC; the expiries count from the office's day.
const base = demoBaseDate(new Date('2026-11-29T04:30:00Z'), 'America/New_York');
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, base, 'demo-password-for-tests');
});
afterAll(() => t.close());

const rows = <T>(query: SQL) => queryRows<T>(t.db, query);
const count = async (query: SQL) => Number((await rows<{ n: number }>(query))[0]?.n);

describe('demo application records (issue 14)', () => {
  it('hold every application of a submitted or finished report as a frozen record, listed once finished', async () => {
    const expected = await rows<{ report_id: number; status_id: number; n: number }>(
      sql`select r.id as report_id, r.status_id, sum(jsonb_array_length(a.value))::int as n
          from reports r join report_answers a on a.report_id = r.id
          where jsonb_typeof(a.value) = 'array' and a.value->0 ? 'chemical_id' and r.status_id <> ${ReportStatus.InProgress}
          group by r.id, r.status_id order by r.id`,
    );
    expect(expected.filter((r) => r.status_id === ReportStatus.Finished).length).toBeGreaterThan(3);
    const frozen = await rows<{ report_id: number; n: number; listed: boolean; certified: boolean }>(
      sql`select report_id, count(*)::int as n, bool_and(listed) as listed,
                 bool_and(applicator_certification is not null or supervisor_certification is not null) as certified
          from applications group by report_id order by report_id`,
    );
    expect(frozen.map((f) => [f.report_id, f.n])).toEqual(expected.map((e) => [e.report_id, e.n]));
    for (const f of frozen) {
      const status = expected.find((e) => e.report_id === f.report_id)!.status_id;
      expect(f.listed, `report ${f.report_id}`).toBe(status === ReportStatus.Finished);
      expect(f.certified).toBe(true);
    }
    // The trainee's records name his supervisor; nobody's certification is on the 60-day list.
    const trainee = await count(
      sql`select count(*)::int as n from applications a join users u on u.id = a.applicator_id
          where u.name = 'Marcus Johnson' and a.supervisor_id is null`,
    );
    expect(trainee).toBe(0);
    const soon = await count(
      sql`select count(*)::int as n from user_certifications where expires_on < ${isoDate(base)}::date + 60`,
    );
    expect(soon).toBe(0);
  });
});
