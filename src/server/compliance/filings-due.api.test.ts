import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOCK_INSTANTS } from '@shared/clock-instants.fixtures';
import { Role } from '@shared/constants';
import type { Filing, FilingDue, FilingsDueResponse } from '@shared/schemas/compliance';
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
        expect(body, `${c.at}: ${c.what}`).toEqual(await filingsDue(t.db, c.newYork, 'America/New_York'));
        if (DUE_DAY_EVENINGS.includes(c)) expect(body.due.map((d) => d.due_on)).toContain(c.newYork);
      }
    } finally {
      t.app.clock = () => new Date();
    }
  });

  it("calls a filing made before its period ended, on the office's calendar, a draft: the period stays due (issue 30)", async () => {
    const at = (instant: string) => (t.app.clock = () => new Date(instant));
    const make = async () => {
      const res = await t.request(admin, {
        method: 'POST',
        url: '/api/compliance/filings',
        payload: { state: 'NY', kind: 'ny-form-26', from: '2026-01-01', to: '2026-12-31' },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Filing>();
    };
    const dueNy = async () =>
      (await t.request(admin, { method: 'GET', url: '/api/compliance/due' }))
        .json<FilingsDueResponse>()
        .due.find((d) => d.state === 'NY')!;
    try {
      // 23:00 on 31 December in New York, already 1 January in UTC: the year has not ended.
      at('2027-01-01T04:00:00Z');
      expect(await make()).toMatchObject({ draft: true });
      expect(await dueNy()).toMatchObject({ period_start: '2026-01-01', filed: false });
      // Midnight in New York: the year is over, and a filing made now is the filing.
      at('2027-01-01T05:00:00Z');
      expect(await make()).toMatchObject({ draft: false });
      expect(await dueNy()).toMatchObject({ period_start: '2026-01-01', filed: true });
      const log = await t.request(admin, { method: 'GET', url: '/api/compliance/filings?state=NY' });
      expect(log.json<{ filings: Filing[] }>().filings.map((f) => f.draft)).toEqual([false, true]);
    } finally {
      t.app.clock = () => new Date();
    }
  });

  it('lists a filing past its due day and not made first, as overdue, until it is made (issue 30)', async () => {
    const dueAt = async (instant: string) => {
      t.app.clock = () => new Date(instant);
      return (
        await t.request(admin, { method: 'GET', url: '/api/compliance/due' })
      ).json<FilingsDueResponse>().due;
    };
    try {
      // 15 March 2028: New York's 2027 report was due on 1 February, California's February on 10 March.
      expect(await dueAt('2028-03-15T16:00:00Z')).toEqual([
        {
          state: 'CA',
          period_start: '2028-02-01',
          period_end: '2028-02-29',
          due_on: '2028-03-10',
          filed: false,
          overdue: true,
          problems: 0,
        },
        {
          state: 'CA',
          period_start: '2028-03-01',
          period_end: '2028-03-31',
          due_on: '2028-04-10',
          filed: false,
          overdue: false,
          problems: 0,
        },
        {
          state: 'NY',
          period_start: '2027-01-01',
          period_end: '2027-12-31',
          due_on: '2028-02-01',
          filed: false,
          overdue: true,
          problems: 0,
        },
        {
          state: 'NY',
          period_start: '2028-01-01',
          period_end: '2028-12-31',
          due_on: '2029-02-01',
          filed: false,
          overdue: false,
          problems: 0,
        },
      ]);
      // On its due day's evening in New York (already the 11th in UTC) February is due, not overdue;
      // January, due on 10 February, is.
      const evening = (await dueAt('2028-03-11T03:30:00Z')).filter((d) => d.state === 'CA');
      expect(evening.map((d) => [d.period_start, d.due_on, d.overdue])).toEqual([
        ['2028-01-01', '2028-02-10', true],
        ['2028-02-01', '2028-03-10', false],
      ]);
      const made = await t.request(admin, {
        method: 'POST',
        url: '/api/compliance/filings',
        payload: { state: 'NY', kind: 'ny-form-26', from: '2027-01-01', to: '2027-12-31' },
      });
      expect(made.statusCode, made.body).toBe(200);
      expect((await dueAt('2028-03-15T16:00:00Z')).filter((d) => d.overdue).map((d) => d.state)).toEqual([
        'CA',
      ]);
    } finally {
      t.app.clock = () => new Date();
    }
  });

  it('does not call overdue what fell due before the licence was entered here', async () => {
    // The licences were entered today (the database's clock): last month and last year came before.
    const res = await t.request(admin, { method: 'GET', url: '/api/compliance/due' });
    expect(res.json<FilingsDueResponse>().due.every((d) => !d.overdue)).toBe(true);
  });
});
