import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldType, ReportStatus, Role } from '@shared/constants';
import type { FrozenApplication } from '@shared/schemas/applications';
import type { Filing, FilingsResponse } from '@shared/schemas/compliance';
import { insertAssignedJob, insertReport, insertTemplate } from '../reports/reports.fixtures';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { insertFinished } from './compliance-db.fixtures';
import { frozenRecord } from '@shared/frozen-record.fixtures';

// Issue 30, defect 5: after its period, a record added to it, removed from it or corrected marks
// every filing of the period out of date, with what changed; a new version starts in date.
let now = new Date('2027-01-05T15:00:00Z');
let t: TestApp;
let admin: Session;
let tech: Session;
let job: number;
let template: number;

beforeAll(async () => {
  t = await createTestApp({ APP_TIMEZONE: 'America/New_York' }, { clock: () => now });
  admin = await t.loginAs(Role.Admin);
  tech = await t.loginAs(Role.Technician);
  template = (
    await insertTemplate(t.db, {
      tasks: [{ task: 'Treatment', fields: [{ name: 'Products', type: FieldType.ChemicalApplication }] }],
    })
  ).id;
  job = await insertAssignedJob(t.db, { assignees: [tech.userId] });
});
afterAll(() => t.close());

/** A finished report holding one record of `over`'s day and customer; the report's and record's ids. */
async function finishedRecord(over: Partial<FrozenApplication>) {
  const reportId = await insertReport(t.db, {
    jobId: job,
    templateId: template,
    userId: tech.userId,
    statusId: ReportStatus.Finished,
  });
  const [recordId] = await insertFinished(t.db, [
    frozenRecord({ report_id: reportId, applicator: { id: tech.userId, name: 'Oscar Grouch' }, ...over }),
  ]);
  return { reportId, recordId: recordId! };
}

async function make(body: Record<string, unknown>): Promise<Filing> {
  const res = await t.request(admin, { method: 'POST', url: '/api/compliance/filings', payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Filing>();
}

async function changesOf(id: number): Promise<Filing['changes']> {
  const res = await t.request(admin, { method: 'GET', url: '/api/compliance/filings?state=US' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FilingsResponse>().filings.find((f) => f.id === id)!.changes;
}

const NONE = { added: 0, removed: 0, changed: 0 };

describe('a filing out of date', () => {
  it('counts records added, removed and corrected in its period since it was made; a new version is in date', async () => {
    const period = { state: 'US', kind: 'register-csv', from: '2031-03-01', to: '2031-03-31' };
    const kept = await finishedRecord({ applied_on: '2031-03-04' });
    const trashed = await finishedRecord({ applied_on: '2031-03-05' });
    await finishedRecord({ applied_on: '2031-04-02' }); // another period
    now = new Date('2031-04-03T15:00:00Z');
    const first = await make(period);
    expect(first.records).toBe(2);
    expect(await changesOf(first.id)).toEqual(NONE);

    // A report finished late, with a record of the period.
    await finishedRecord({ applied_on: '2031-03-20' });
    expect(await changesOf(first.id)).toEqual({ ...NONE, added: 1 });
    // A report the filing read, moved to the Trash: its record is no longer the period's.
    const deleted = await t.request(admin, {
      method: 'POST',
      url: '/api/delete-reports',
      payload: { ids: String(trashed.reportId) },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await changesOf(first.id)).toEqual({ ...NONE, added: 1, removed: 1 });
    // A record the filing read, corrected after it was made (the office's clock).
    now = new Date('2031-04-06T14:00:00Z');
    const corrected = await t.request(admin, {
      method: 'POST',
      url: `/api/applications/${kept.recordId}/correct`,
      payload: { amount: 10, note: 'Weighed again' },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(await changesOf(first.id)).toEqual({ added: 1, removed: 1, changed: 1 });

    // A new version, made now, reads the period as it is: in date; the first stays out of date.
    const second = await make(period);
    expect(second.records).toBe(2);
    expect(second.changes).toEqual(NONE);
    expect(await changesOf(first.id)).toEqual({ added: 1, removed: 1, changed: 1 });
    // Back from the Trash, the record is the period's again: the new version is out of date now.
    const restored = await t.request(admin, {
      method: 'POST',
      url: `/api/trash/reports/${trashed.reportId}/restore`,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await changesOf(second.id)).toEqual({ ...NONE, added: 1 });
    expect(await changesOf(first.id)).toEqual({ ...NONE, added: 1, changed: 1 });
  });

  it('is not marked by a record outside a register’s customer', async () => {
    const period = { state: 'US', kind: 'register-csv', from: '2032-05-01', to: '2032-05-31' };
    await finishedRecord({ applied_on: '2032-05-04', customer_name: 'Acme Foods' });
    now = new Date('2032-06-02T15:00:00Z');
    const acme = await make({ ...period, customer: 'acme foods' });
    const all = await make(period);
    expect([acme.records, all.records]).toEqual([1, 1]);
    await finishedRecord({ applied_on: '2032-05-09', customer_name: 'Other Bakery' });
    expect(await changesOf(acme.id)).toEqual(NONE);
    expect(await changesOf(all.id)).toEqual({ ...NONE, added: 1 });
    await finishedRecord({ applied_on: '2032-05-10', customer_name: 'ACME FOODS' });
    expect(await changesOf(acme.id)).toEqual({ ...NONE, added: 1 });
  });

  it('says the period is not closed until the office’s day after it ends, at any hour', async () => {
    const closed = async (at: string, q: string) => {
      now = new Date(at);
      const res = await t.request(admin, { method: 'GET', url: `/api/compliance/readiness?${q}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ closed: boolean }>().closed;
    };
    const ny2026 = 'state=NY&from=2026-01-01&to=2026-12-31';
    const caNov = 'state=CA&from=2026-11-01&to=2026-11-30';
    // 23:30 on New Year's Eve in New York is already 2027 in UTC: still the year's last day.
    expect(await closed('2027-01-01T04:30:00Z', ny2026)).toBe(false);
    expect(await closed('2027-01-01T05:00:00Z', ny2026)).toBe(true);
    expect(await closed('2026-11-28T15:00:00Z', ny2026)).toBe(false);
    expect(await closed('2026-12-01T04:59:00Z', caNov)).toBe(false);
    expect(await closed('2026-12-01T05:00:00Z', caNov)).toBe(true);
  });
});
