import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readiness } from '../compliance/readiness';
import { createTestApp, type TestApp } from '../test/test-app';
import { seedDemo } from './demo';
import { LAST_YEAR_VISITS } from './demo-last-year';
import { demoBaseDate } from './demo-random';

/**
 * The demo's last year is there to file with New York whatever day the demo is made on: its first
 * and last day, a leap day, and today.
 */
describe.each([
  new Date('2027-01-01T08:00:00Z'),
  new Date('2028-02-29T16:00:00Z'),
  new Date('2026-12-31T23:30:00Z'),
  new Date(),
])('the demo made on %s', (day) => {
  let t: TestApp;
  const base = demoBaseDate(day);
  const year = base.getUTCFullYear() - 1;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db, base, 'demo-password-for-tests');
  });
  afterAll(() => t.close());

  it("has last year's New York applications with exactly the two problems the Compliance page shows", async () => {
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
