import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldType, ReportStatus, Role } from '@shared/constants';
import type { FrozenApplication } from '@shared/schemas/applications';
import type { Filing, FilingsResponse, ReadinessResponse } from '@shared/schemas/compliance';
import { userCertifications } from '../db/schema/certifications';
import { companyLicences, companySettings } from '../db/schema/company';
import { locations } from '../db/schema/locations';
import { users } from '../db/schema/users';
import { pdfText } from '../pdf/pdf-text';
import { insertAssignedJob, insertReport, insertTemplate } from '../reports/reports.fixtures';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { insertFinished } from './compliance-db.fixtures';
import { frozenRecord } from '@shared/frozen-record.fixtures';

let t: TestApp;
let admin: Session;
let supervisor: Session;
let tech: Session;
let trainee: Session;
let reportId: number;

const NY_2026 = { state: 'NY', from: '2026-01-01', to: '2026-12-31' };
const qs = (p: Record<string, string>) => new URLSearchParams(p).toString();

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
  supervisor = await t.loginAs(Role.Supervisor);
  tech = await t.loginAs(Role.Technician);
  trainee = await t.loginAs(Role.Technician);
  const template = await insertTemplate(t.db, {
    tasks: [{ task: 'Treatment', fields: [{ name: 'Products', type: FieldType.ChemicalApplication }] }],
  });
  const jobId = await insertAssignedJob(t.db, { assignees: [tech.userId] });
  reportId = await insertReport(t.db, {
    jobId,
    templateId: template.id,
    userId: tech.userId,
    statusId: ReportStatus.Finished,
  });
  await t.db
    .update(companySettings)
    .set({ businessName: 'Acme Pest', address: '1 Main St, Albany, NY 12207' });
  await t.db.insert(companyLicences).values([
    { state: 'NY', number: '12345', expiresOn: '2030-01-01' },
    { state: 'CA', number: 'OP-77', expiresOn: '2030-01-01' },
  ]);
  await t.db.update(users).set({ name: 'Oscar Grouch' }).where(eq(users.id, tech.userId));
  await t.db.update(users).set({ name: 'Elmo Monster' }).where(eq(users.id, trainee.userId));
  await t.db.insert(userCertifications).values({
    userId: tech.userId,
    state: 'NY',
    certificationId: 'C1234567',
    category: '7A',
    expiresOn: '2030-01-01',
  });
});
afterAll(() => t.close());

const nyRecord = (over: Partial<FrozenApplication> = {}) =>
  frozenRecord({
    report_id: reportId,
    applied_on: '2026-07-11',
    applicator: { id: tech.userId, name: 'Oscar Grouch' },
    ...over,
  });

const getReadiness = async (p: Record<string, string>) => {
  const res = await t.request(admin, { method: 'GET', url: `/api/compliance/readiness?${qs(p)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReadinessResponse>();
};
const makeFiling = (body: Record<string, unknown>) =>
  t.request(admin, { method: 'POST', url: '/api/compliance/filings', payload: body });
const download = (id: number) =>
  t.request(admin, { method: 'GET', url: `/api/compliance/filings/${id}/file` });
const correct = (id: number, payload: Record<string, unknown>) =>
  t.request(admin, { method: 'POST', url: `/api/applications/${id}/correct`, payload });

describe('a year without applications', () => {
  it('is ready; Form 26 says none were made and Form 26A lists the certified applicator as not applying', async () => {
    const period = { state: 'NY', from: '2025-01-01', to: '2025-12-31' };
    expect(await getReadiness(period)).toEqual({ records: 0, total: 0, problems: [], closed: true });
    const made = await makeFiling({ ...period, kind: 'ny-form-26' });
    expect(made.statusCode, made.body).toBe(200);
    expect((await download(made.json<Filing>().id)).body).toBe('3|C1234567|12345|||||||||||\r\n');
    const roster = await makeFiling({ ...period, kind: 'ny-form-26a' });
    expect((await download(roster.json<Filing>().id)).body).toBe('C1234567|12345|Oscar|Grouch|3|\r\n');
  });
});

describe('readiness names every kind of problem, each on its record and part', () => {
  let ids: number[];
  beforeAll(async () => {
    // A day each: one product on one day at one address is one row of the file.
    ids = await insertFinished(t.db, [
      nyRecord(),
      nyRecord({ applied_on: '2026-07-12', county: 'Brooklyn' }),
      nyRecord({ applied_on: '2026-07-13', unit: 'g' }),
      nyRecord({ applied_on: '2026-07-14', street: 'P.O. Box 77' }),
      nyRecord({ applied_on: '2026-07-15', zip: '1021' }),
      nyRecord({ applied_on: '2026-07-16', epa_reg_no: 'pending' }),
      nyRecord({
        applied_on: '2026-07-17',
        applicator: { id: trainee.userId, name: 'Elmo Monster' },
        applicator_certification: null,
      }),
      nyRecord({
        applied_on: '2026-07-18',
        amount: 3,
        unit: 'gal',
        mix_rate: { amount: 1, unit: 'fl oz', per_quantity: 1, per_unit: 'gal' },
        total_mix: { amount: 3, unit: 'gal' },
      }),
      // Another state's record and a record of another year are not New York's 2026 filing.
      nyRecord({ state: 'NJ', county: 'Nowhere' }),
      nyRecord({ applied_on: '2027-01-02', county: 'Nowhere' }),
    ]);
  });

  it('lists them in record order with the part to fix', async () => {
    const ready = await getReadiness(NY_2026);
    expect(ready.records).toBe(8);
    expect(ready.total).toBe(7);
    expect(ready.problems.map((p) => [ids.indexOf(p.application_id), p.part, p.code])).toEqual([
      [1, 'county', 'compliance.county'],
      [2, 'unit', 'compliance.unitRefused'],
      [3, 'street', 'compliance.poBox'],
      [4, 'zip', 'compliance.zip'],
      [5, 'epa_reg_no', 'compliance.registration'],
      [6, 'applicator', 'compliance.certification'],
      [7, 'amount', 'compliance.diluted'],
    ]);
    expect(ready.problems[0]).toMatchObject({
      report_id: reportId,
      applied_on: '2026-07-12',
      params: { county: 'Brooklyn', state: 'NY' },
    });
    expect(ready.problems[5]).toMatchObject({ user_id: trainee.userId, params: { name: 'Elmo Monster' } });
  });

  it('refuses the filing while problems remain; filed anyway, never with a value the file cannot hold', async () => {
    const refused = await makeFiling({ ...NY_2026, kind: 'ny-form-26' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'compliance.problemsRemain', params: { count: 7 } });
    // A county with no code, grams (which the state reads as gallons), a four-digit ZIP: filing
    // anyway would write what New York cannot read (issue 30).
    const blocked = await makeFiling({ ...NY_2026, kind: 'ny-form-26', force: true });
    expect(blocked.statusCode, blocked.body).toBe(409);
    expect(blocked.json()).toMatchObject({ code: 'compliance.cannotFile', params: { id: ids[1] } });
    const note = 'Checked with the technician';
    expect((await correct(ids[1]!, { county: 'Kings', note })).statusCode).toBe(200);
    expect((await correct(ids[2]!, { amount: 1.06, unit: 'oz', note })).statusCode).toBe(200);
    const stillZip = await makeFiling({ ...NY_2026, kind: 'ny-form-26', force: true });
    expect(stillZip.json()).toMatchObject({ code: 'compliance.cannotFile', params: { id: ids[4] } });
    expect((await correct(ids[4]!, { zip: '10210', note })).statusCode).toBe(200);

    const forced = await makeFiling({ ...NY_2026, kind: 'ny-form-26', force: true });
    expect(forced.statusCode, forced.body).toBe(200);
    expect(forced.json<Filing>()).toMatchObject({ forced: true, problems: 4, records: 8 });
    const written = (await download(forced.json<Filing>().id)).body;
    expect(written.split('\r\n')).toHaveLength(9);
    expect(written).not.toMatch(/\|G\||\|\|123 Sesame St/);
  });

  it('takes corrections and a certification recorded since; then the file is made and kept byte for byte', async () => {
    const note = 'Checked with the technician';
    expect((await correct(ids[3]!, { street: '12 Elm St', note })).statusCode).toBe(200);
    expect((await correct(ids[5]!, { epa_reg_no: '12455-79', note })).statusCode).toBe(200);
    expect((await correct(ids[7]!, { amount: 3, unit: 'fl oz', note })).statusCode).toBe(200);
    await t.db.insert(userCertifications).values({
      userId: trainee.userId,
      state: 'NY',
      certificationId: 'C7654321',
      category: '7A',
      expiresOn: '2027-06-30',
    });
    expect(await getReadiness(NY_2026)).toMatchObject({ records: 8, total: 0, problems: [] });

    const made = await makeFiling({ ...NY_2026, kind: 'ny-form-26' });
    expect(made.statusCode, made.body).toBe(200);
    const filing = made.json<Filing>();
    expect(filing).toMatchObject({
      forced: false,
      problems: 0,
      records: 8,
      file_name: 'NY-Form-26-2026.txt',
    });
    const file = await download(filing.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('NY-Form-26-2026.txt');
    const bytes = file.rawPayload;
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(filing.sha256);
    expect(file.headers['x-content-sha256']).toBe(filing.sha256);
    expect(bytes.length).toBe(filing.size);
    const lines = file.body.split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines[0]).toBe(
      '0|C1234567|12345|12455-79|Contrac Blox|12|OZ|7/11/2026||60|123 Sesame St|New York|10210|',
    );
    expect(lines[1]).toContain('|59|123 Sesame St|');
    expect(lines[2]).toContain('|1.06|OZ|');
    expect(lines[6]!.startsWith('0|C7654321|12345|')).toBe(true);
    expect([...bytes].every((b) => b < 0x80)).toBe(true);

    const roster = await makeFiling({ ...NY_2026, kind: 'ny-form-26a' });
    expect((await download(roster.json<Filing>().id)).body).toBe(
      'C7654321|12345|Elmo|Monster|0|\r\nC1234567|12345|Oscar|Grouch|0|\r\n',
    );
  });

  it('lists on Form 26A, as applying, both the applicator and the one who supervised', async () => {
    const cert = { state: 'NY', certification_id: 'C7654321', category: '7A', expires_on: '2027-06-30' };
    const supervised = {
      supervisor: { id: trainee.userId, name: 'Elmo Monster' },
      supervisor_certification: cert,
    };
    await insertFinished(t.db, [nyRecord({ applied_on: '2024-05-05', ...supervised })]);
    const roster = await makeFiling({
      state: 'NY',
      from: '2024-01-01',
      to: '2024-12-31',
      kind: 'ny-form-26a',
    });
    expect((await download(roster.json<Filing>().id)).body).toBe(
      'C7654321|12345|Elmo|Monster|0|\r\nC1234567|12345|Oscar|Grouch|0|\r\n',
    );
  });

  it("flags a filing on the log once one of its period's records is corrected", async () => {
    const log = async () =>
      (
        await t.request(admin, { method: 'GET', url: '/api/compliance/filings?state=NY' })
      ).json<FilingsResponse>();
    const before = await log();
    const latest26 = before.filings.find((f) => f.kind === 'ny-form-26' && !f.forced)!;
    expect(latest26.changes).toEqual({ added: 0, removed: 0, changed: 0 });
    // Corrected a minute after the filing was made: both read the app's clock, so no waiting.
    t.app.clock = () => new Date(Date.parse(latest26.made_at) + 60_000);
    try {
      expect((await correct(ids[0]!, { municipality: 'Manhattan', note: 'Typo' })).statusCode).toBe(200);
    } finally {
      t.app.clock = () => new Date();
    }
    const after = await log();
    const changes = after.filings.find((f) => f.id === latest26.id)!.changes;
    expect(changes).toEqual({ added: 0, removed: 0, changed: 1 });
    // The 2025 filings are of another period.
    const otherYear = after.filings.filter((f) => f.period_start === '2025-01-01');
    expect(otherYear.every((f) => f.changes.changed === 0)).toBe(true);
    expect(after.total).toBe(before.total);
  });
});

describe('refusals', () => {
  it('a period that is not a whole month for California or a whole year for New York, or not dates', async () => {
    for (const [p, code] of [
      [{ state: 'CA', from: '2026-10-01', to: '2026-10-30' }, 'compliance.period'],
      [{ state: 'NY', from: '2026-01-01', to: '2026-06-30' }, 'compliance.period'],
      [{ state: 'CA', from: 'garbage', to: '2026-02-30' }, 'application.date'],
    ] as const) {
      const res = await t.request(admin, { method: 'GET', url: `/api/compliance/readiness?${qs(p)}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldCodes?.from).toMatchObject({ code });
    }
  });

  it("a state where the company holds no licence, and a file that is not that state's", async () => {
    const tx = await makeFiling({ state: 'TX', from: '2026-01-01', to: '2026-03-31', kind: 'register-csv' });
    expect(tx.statusCode).toBe(400);
    expect(tx.json()).toMatchObject({ code: 'compliance.notLicensed', params: { state: 'TX' } });
    const wrong = await makeFiling({ ...NY_2026, kind: 'ca-monthly-csv' });
    expect(wrong.json()).toMatchObject({ code: 'compliance.kind' });
  });

  it('a correction without a note, of nothing, or of a record whose report is not finished; no partial write', async () => {
    const [draft] = await insertFinished(t.db, [nyRecord({ county: 'Nowhere' })]);
    await t.db.execute(`update applications set listed = false where id = ${draft}`);
    const noNote = (await correct(draft!, { county: 'Kings', note: ' ' })).json();
    expect(noNote).toMatchObject({
      code: 'common.invalid',
      fieldCodes: { note: { code: 'compliance.note' } },
    });
    expect((await correct(draft!, { note: 'Why' })).json()).toMatchObject({
      fieldCodes: { note: { code: 'compliance.nothingChanged' } },
    });
    const notListed = await correct(draft!, { county: 'Kings', note: 'Why' });
    expect(notListed.json()).toMatchObject({ code: 'compliance.notListed' });
    const shown = await t.request(admin, { method: 'GET', url: `/api/applications/${draft}` });
    expect(shown.json()).toMatchObject({ county: 'Nowhere', corrected_at: null });
    expect(
      (
        await t.request(supervisor, {
          method: 'POST',
          url: `/api/applications/${draft}/correct`,
          payload: { county: 'Kings', note: 'x' },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('other states', () => {
  it('California: a month needs every site code; its CSV has the no-use counties the company serves', async () => {
    await insertFinished(t.db, [
      nyRecord({
        state: 'CA',
        county: 'Los Angeles',
        zip: '90012',
        applied_on: '2026-10-03',
        site_code: null,
        applicator_certification: {
          state: 'CA',
          certification_id: 'QAL-1',
          category: 'B',
          expires_on: '2030-01-01',
        },
      }),
    ]);
    const october = { state: 'CA', from: '2026-10-01', to: '2026-10-31' };
    const ready = await getReadiness(october);
    expect(ready.problems.map((p) => p.code)).toEqual(['compliance.siteCode']);
    // The PDF reads every record before it draws: still refused, not an error.
    expect((await makeFiling({ ...october, kind: 'ca-monthly-pdf' })).json()).toMatchObject({
      code: 'compliance.problemsRemain',
    });
    await correct(ready.problems[0]!.application_id, { site_code: 10, note: 'Structural job' });
    const made = await makeFiling({ ...october, kind: 'ca-monthly-csv' });
    expect(made.statusCode, made.body).toBe(200);
    expect((await download(made.json<Filing>().id)).body).toContain(
      'Los Angeles,2026-10,10,Contrac Blox,12455-79,12,oz,1\r\n',
    );
  });

  it('the federal register for a date range, as CSV', async () => {
    const made = await makeFiling({
      state: 'US',
      from: '2026-10-01',
      to: '2026-10-31',
      kind: 'register-csv',
    });
    expect(made.statusCode, made.body).toBe(200);
    const csv = (await download(made.json<Filing>().id)).body.split('\r\n');
    expect(csv[0]).toMatch(/^Date,Start time,End time,Customer,/);
    expect(csv[1]).toMatch(/^2026-10-03,09:00,,Sesame Workshop,/);
    expect(made.json<Filing>().records).toBe(1);
  });
});

describe('Texas', () => {
  it("needs target pests and every person's licence; then the register of one service address, as PDF", async () => {
    await t.db.insert(companyLicences).values({ state: 'TX', number: 'TPCL-0912', expiresOn: '2030-01-01' });
    const licence = { state: 'TX', certification_id: '0712345', category: 'Pest', expires_on: '2030-01-01' };
    const tx = (over: Partial<FrozenApplication>) =>
      nyRecord({
        state: 'TX',
        county: 'Travis',
        zip: '78701',
        applied_on: '2026-02-03',
        location_id: 501,
        location_name: 'Austin Deli',
        applicator_certification: licence,
        ...over,
      });
    const [noPests, traineeRecord] = await insertFinished(t.db, [
      tx({ target_pests: '' }),
      tx({
        applicator: { id: trainee.userId, name: 'Elmo Monster' },
        applicator_certification: null,
        supervisor: { id: tech.userId, name: 'Oscar Grouch' },
        supervisor_certification: licence,
      }),
      tx({ location_id: 502, location_name: 'Elsewhere' }),
    ]);
    const q1 = { state: 'TX', from: '2026-01-01', to: '2026-03-31' };
    const ready = await getReadiness(q1);
    expect(ready.problems.map((p) => [p.application_id, p.part, p.code])).toEqual([
      [noPests, 'target_pests', 'compliance.targetPests'],
      [traineeRecord, 'applicator', 'compliance.certification'],
    ]);
    expect(ready.problems[1]).toMatchObject({
      user_id: trainee.userId,
      params: { name: 'Elmo Monster', state: 'TX' },
    });
    const early = await makeFiling({ ...q1, kind: 'register-pdf' });
    expect([early.statusCode, early.json().params]).toEqual([409, { count: 2 }]);

    expect((await correct(noPests!, { target_pests: 'German cockroach', note: 'Invoice' })).statusCode).toBe(
      200,
    );
    await t.db.insert(userCertifications).values({
      userId: trainee.userId,
      state: 'TX',
      certificationId: '0719999',
      category: 'Pest',
      expiresOn: '2030-01-01',
    });
    expect((await getReadiness(q1)).total).toBe(0);
    const made = await makeFiling({ ...q1, kind: 'register-pdf', location_id: 501 });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json<Filing>()).toMatchObject({
      records: 2,
      file_name: 'TX-register-2026-01-01-to-2026-03-31.pdf',
    });
    const { pages } = await pdfText((await download(made.json<Filing>().id)).rawPayload);
    const text = pages.join(' ').replace(/\s+/g, ' ');
    for (const expected of [
      '(4 TAC §7.144)',
      'TPCL-0912',
      'Austin Deli',
      'German cockroach',
      'Elmo Monster 0719999',
      'Supervised by Oscar Grouch 0712345',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Elsewhere');
  });

  it("offers the state's locations and their customers to narrow a register to", async () => {
    await t.db.update(locations).set({ state: 'TX', customerName: 'Lone Star Foods' });
    const res = await t.request(admin, { method: 'GET', url: '/api/compliance/register-places?state=TX' });
    expect(res.json().places).toEqual([expect.objectContaining({ customer_name: 'Lone Star Foods' })]);
    expect(
      (await t.request(admin, { method: 'GET', url: '/api/compliance/register-places?state=NY' })).statusCode,
    ).toBe(400);
  });
});
