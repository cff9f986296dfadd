/**
 * Issue 30: numbers that cannot be true do not reach the legal record or a state file. An amount
 * of 0, or one that is 0 as the file writes it, is refused at submit and flagged at readiness; an
 * undiluted amount must be what its mix holds; New York's file has one row per product, day and
 * address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldType, ReportStatus, Role } from '@shared/constants';
import type { ApplicationRecordInput } from '@shared/schemas/applications';
import type { ReadinessResponse } from '@shared/schemas/compliance';
import { companyLicences } from '../db/schema/company';
import { insertFinished } from '../compliance/compliance-db.fixtures';
import { frozenRecord } from '@shared/frozen-record.fixtures';
import { insertAssignedJob, insertReport, insertTemplate } from '../reports/reports.fixtures';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import {
  completeRecord,
  insertLabelledProduct,
  readyForApplications,
  RECORD_DAY_MORNING,
  recordDayClock,
} from './applications.fixtures';

let t: TestApp;
let admin: Session;
let tech: Session;
let templateId: number;
let fieldId: number;
let jobId: number;
let product: number;

beforeAll(async () => {
  t = await createTestApp({}, { clock: recordDayClock });
  admin = await t.loginAs(Role.Admin);
  tech = await t.loginAs(Role.Technician);
  const template = await insertTemplate(t.db, {
    tasks: [
      { task: 'Treatment', fields: [{ name: 'Products applied', type: FieldType.ChemicalApplication }] },
    ],
  });
  templateId = template.id;
  fieldId = template.fieldIds[0]!;
  jobId = await insertAssignedJob(t.db, { assignees: [tech.userId] });
  await readyForApplications(t.db, jobId, [tech.userId]);
  product = await insertLabelledProduct(t.db);
  await t.db.insert(companyLicences).values({ state: 'NY', number: '12345', expiresOn: '2030-01-01' });
});
afterAll(() => t.close());

/** A report answered with these records, then submitted: the answer. */
async function submitWith(patch: Partial<ApplicationRecordInput>) {
  const id = await insertReport(t.db, {
    jobId,
    templateId,
    userId: tech.userId,
    startDate: RECORD_DAY_MORNING,
  });
  const saved = await t.request(tech, {
    method: 'PUT',
    url: `/api/reports/${id}/answers`,
    payload: {
      answers: [{ field_id: fieldId, value: [completeRecord(product, { site_code: 30, ...patch })] }],
    },
  });
  // Typed key by key, "0" comes before "0.5": a draft keeps it.
  expect(saved.statusCode, saved.body).toBe(200);
  return t.request(tech, { method: 'POST', url: `/api/reports/${id}/submit` });
}
const fieldCodes = (res: { json: () => unknown }) =>
  (res.json() as { fieldCodes?: Record<string, { code: string }> }).fieldCodes ?? {};

describe('an amount of no product', () => {
  it.each([
    ['0 fl oz', 0],
    ['0.00004 fl oz, which the state files write as 0', 0.00004],
  ])('%s is refused at submit, at the amount', async (_, amount) => {
    const res = await submitWith({ amount });
    expect(res.statusCode, res.body).toBe(400);
    expect(fieldCodes(res)[`answers.${fieldId}.0.amount`]).toMatchObject({ code: 'application.amountZero' });
  });

  it('0.0001 fl oz, the least a file writes, is accepted', async () => {
    const res = await submitWith({ amount: 0.0001 });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('a record already finished with 0 is flagged at readiness, and its file is not made', async () => {
    const reportId = await insertReport(t.db, {
      jobId,
      startDate: RECORD_DAY_MORNING,
      templateId,
      userId: tech.userId,
      statusId: ReportStatus.Finished,
    });
    const [zero] = await insertFinished(t.db, [
      frozenRecord({
        report_id: reportId,
        applied_on: '2025-07-11',
        amount: 0,
        applicator: { id: tech.userId, name: 'Test User' },
      }),
    ]);
    const period = new URLSearchParams({ state: 'NY', from: '2025-01-01', to: '2025-12-31' });
    const ready = await t.request(admin, {
      method: 'GET',
      url: `/api/compliance/readiness?${period.toString()}`,
    });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json<ReadinessResponse>().problems).toContainEqual(
      expect.objectContaining({ application_id: zero, part: 'amount', code: 'compliance.amountZero' }),
    );
    const made = await t.request(admin, {
      method: 'POST',
      url: '/api/compliance/filings',
      payload: { state: 'NY', from: '2025-01-01', to: '2025-12-31', kind: 'ny-form-26' },
    });
    expect(made.statusCode).toBe(409);
  });
});

describe('an undiluted amount and its mix', () => {
  const halfOunceAGallon = { amount: 0.5, unit: 'fl oz' as const, per_quantity: 1, per_unit: 'gal' as const };
  const oneGallon = { amount: 1, unit: 'gal' as const };

  it('10 times what the mix holds is refused, saying what it holds', async () => {
    const res = await submitWith({
      amount: 5,
      unit: 'fl oz',
      mix_rate: halfOunceAGallon,
      total_mix: oneGallon,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(fieldCodes(res)[`answers.${fieldId}.0.amount`]).toMatchObject({
      code: 'application.mixDisagrees',
      params: { amount: '0.5 fl oz' },
    });
  });

  it('what the mix holds is accepted, in the rate’s unit or another of its kind', async () => {
    const mix = { mix_rate: halfOunceAGallon, total_mix: oneGallon };
    expect((await submitWith({ amount: 0.5, unit: 'fl oz', ...mix })).statusCode).toBe(200);
    expect((await submitWith({ amount: 14.8, unit: 'mL', ...mix })).statusCode).toBe(200);
  });

  it('a weight for a rate in fluid ounces is refused, naming the unit to use', async () => {
    const res = await submitWith({
      amount: 0.5,
      unit: 'oz',
      mix_rate: halfOunceAGallon,
      total_mix: oneGallon,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(fieldCodes(res)[`answers.${fieldId}.0.amount`]).toMatchObject({
      code: 'application.mixUnit',
      params: { unit: 'fl oz' },
    });
  });
});

describe('a unit the state’s file has no code for', () => {
  it('grams at a New York site are refused at submit, naming the units to use', async () => {
    const res = await submitWith({ amount: 30, unit: 'g' });
    expect(res.statusCode, res.body).toBe(400);
    expect(fieldCodes(res)[`answers.${fieldId}.0.unit`]).toMatchObject({
      code: 'application.unitForState',
      params: { unit: 'g', state: 'NY', units: 'oz, lb, kg' },
    });
  });
});

describe('New York’s file', () => {
  it('makes two records of one product, day and address one row, their amounts added', async () => {
    const reportId = await insertReport(t.db, {
      jobId,
      startDate: RECORD_DAY_MORNING,
      templateId,
      userId: tech.userId,
      statusId: ReportStatus.Finished,
    });
    const on = (over: Parameters<typeof frozenRecord>[0]) =>
      frozenRecord({ report_id: reportId, applicator: { id: tech.userId, name: 'Test User' }, ...over });
    await insertFinished(t.db, [
      on({ applied_on: '2024-05-02', amount: 12, unit: 'oz' }),
      on({ applied_on: '2024-05-02', amount: 0.25, unit: 'lb' }),
      on({ applied_on: '2024-05-03', amount: 1, unit: 'oz' }),
    ]);
    const made = await t.request(admin, {
      method: 'POST',
      url: '/api/compliance/filings',
      payload: { state: 'NY', from: '2024-01-01', to: '2024-12-31', kind: 'ny-form-26' },
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({ records: 3 });
    const file = await t.request(admin, {
      method: 'GET',
      url: `/api/compliance/filings/${made.json<{ id: number }>().id}/file`,
    });
    const rows = file.body.split('\r\n').filter(Boolean);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('|16|OZ|5/2/2024|');
    expect(rows[1]).toContain('|1|OZ|5/3/2024|');
  });
});
