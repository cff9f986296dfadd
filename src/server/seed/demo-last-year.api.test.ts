import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readiness } from '../compliance/readiness';
import { createTestApp, type TestApp } from '../test/test-app';
import { seedDemo } from './demo';
import { LAST_YEAR_VISITS } from './demo-last-year';
import { demoBaseDate } from './demo-random';

/**
 * The demo's last year is there to file with New York whatever day the demo is made on: its first
 * and last day, a leap day, and New Year's Eve at 23:30 in New York, already next year in UTC.
 */
describe.each([
  { at: new Date('2027-01-01T08:00:00Z'), lastYear: 2026 },
  { at: new Date('2028-02-29T16:00:00Z'), lastYear: 2027 },
  { at: new Date('2026-12-31T23:30:00Z'), lastYear: 2025 },
  { at: new Date('2027-01-01T04:30:00Z'), lastYear: 2025 },
])('the demo made on $at', ({ at, lastYear }) => {
  let t: TestApp;
  const base = demoBaseDate(at, 'America/New_York');
  const year = base.getUTCFullYear() - 1;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db, base, 'demo-password-for-tests');
  });
  afterAll(() => t.close());

  it("has last year's New York applications with exactly the two problems the Compliance page shows", async () => {
    // The office's last year, not UTC's.
    expect(year).toBe(lastYear);
    const ready = await readiness(t.db, { state: 'NY', from: `${year}-01-01`, to: `${year}-12-31` });
    expect(ready.records).toBeGreaterThanOrEqual(LAST_YEAR_VISITS.length);
    // Every other New York record of the demo, last year's or this year's, is ready to file.
    expect(ready.problems.map((p) => [p.location_name, p.part, p.code, p.params])).toEqual([
      ['Ridgeview Elementary School', 'unit', 'compliance.unitRefused', { unit: 'g', state: 'NY' }],
      ['Park Slope Bakery', 'county', 'compliance.county', { county: 'Brooklyn', state: 'NY' }],
    ]);
    const thisYear = await readiness(t.db, {
      state: 'NY',
      from: `${year + 1}-01-01`,
      to: `${year + 1}-12-31`,
    });
    expect(thisYear.total).toBe(0);
  });
});
