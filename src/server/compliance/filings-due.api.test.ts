import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOCK_INSTANTS } from '@shared/clock-instants.fixtures';
import { Role } from '@shared/constants';
import type { FilingDue, FilingsDueResponse } from '@shared/schemas/compliance';
import { companyLicences } from '../db/schema/company';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { filingsDue } from './filings-due';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp({ APP_TIMEZONE: 'America/New_York' });
  admin = await t.loginAs(Role.Admin);
  await t.db.insert(companyLicences).values([
    { state: 'NY', number: '12345', expiresOn: '2030-01-01' },
    { state: 'CA', number: 'OP-77', expiresOn: '2030-01-01' },
    { state: 'TX', number: 'TPCL-0912', expiresOn: '2030-01-01' },
  ]);
});
afterAll(() => t.close());

/** Evenings of due days, when New York's day still owes the filing and UTC's has moved on. */
const DUE_DAY_EVENINGS = [
  { at: '2026-12-11T04:30:00Z', newYork: '2026-12-10', what: "23:30 on California's due day" },
  { at: '2027-02-02T04:30:00Z', newYork: '2027-02-01', what: "23:30 on New York's due day" },
];

describe('what is due', () => {
  it('names the next California and New York filings and whether they are made', async () => {
    const res = await t.request(admin, { method: 'GET', url: '/api/compliance/due' });
    expect(res.statusCode).toBe(200);
    const { states, due } = res.json<{ states: string[]; due: FilingDue[] }>();
    expect(states).toEqual(['CA', 'NY', 'TX', 'US']);
    expect(due.map((d) => d.state)).toEqual(['CA', 'NY']);
    for (const d of due) expect(d.due_on > d.period_end).toBe(true);
  });

  it('from the office’s today, at any hour: on a due day’s evening, that filing is still due', async () => {
    try {
      for (const c of [...CLOCK_INSTANTS, ...DUE_DAY_EVENINGS]) {
        t.app.clock = () => new Date(c.at);
        const body = (
          await t.request(admin, { method: 'GET', url: '/api/compliance/due' })
        ).json<FilingsDueResponse>();
        expect(body, `${c.at}: ${c.what}`).toEqual(await filingsDue(t.db, c.newYork));
        if (DUE_DAY_EVENINGS.includes(c)) expect(body.due.map((d) => d.due_on)).toContain(c.newYork);
      }
    } finally {
      t.app.clock = () => new Date();
    }
  });
});
