import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/sql-helpers';
import { createTestApp, type TestApp } from '../test/test-app';
import { seedDemo } from './demo';
import { demoBaseDate, isoDate } from './demo-random';

let t: TestApp;
// A fixed day whose licences cross a month and a year end; the expiries count from the day given.
const base = demoBaseDate(new Date('2026-12-20T15:00:00Z'), 'America/New_York');
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, base, 'demo-password-for-tests');
});
afterAll(() => t.close());

const rows = <T>(query: SQL) => queryRows<T>(t.db, query);

describe('demo company settings', () => {
  it('has its business settings and a licence in each state it works in, New York’s expiring soon', async () => {
    const [settings] = await rows<{ business_name: string; phone: string }>(
      sql`select business_name, phone from company_settings where id = 1`,
    );
    expect(settings?.business_name).toBe('Greenleaf Pest & Lawn');
    const licences = await rows<{ state: string; days: number }>(
      sql`select state, (expires_on - ${isoDate(base)}::date)::int as days from company_licences order by state`,
    );
    expect(licences).toEqual([
      { state: 'CT', days: 400 },
      { state: 'NJ', days: 210 },
      { state: 'NY', days: 45 },
    ]);
  });
});
