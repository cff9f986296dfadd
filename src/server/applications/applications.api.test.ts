import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldType, Role } from '@shared/constants';
import type { ApplicationRecordInput, ApplicationsResponse } from '@shared/schemas/applications';
import type { ReportDetail } from '@shared/schemas/reports';
import { userCertifications } from '../db/schema/certifications';
import { chemicals } from '../db/schema/chemicals';
import { companySettings } from '../db/schema/company';
import { locations } from '../db/schema/locations';
import * as fixtures from './applications.fixtures';
const { CUSTOMER, insertLabelledProduct, LABELLED, readyForApplications, RECORD_DAY_MORNING } = fixtures;
import { insertAssignedJob, insertReport, insertTemplate } from '../reports/reports.fixtures';
import { createTestApp, type Session, type TestApp } from '../test/test-app';

let t: TestApp;
let admin: Session;
let tech: Session;
let certified: Session;
let templateId: number;
let fieldId: number;
let jobId: number;
let locationId: number;
let product: number;
let restricted: number;

const DAY = '2027-03-10';

beforeAll(async () => {
  t = await createTestApp({}, { clock: fixtures.recordDayClock });
  admin = await t.loginAs(Role.Admin);
  tech = await t.loginAs(Role.Technician);
  certified = await t.loginAs(Role.Technician);
  const template = await insertTemplate(t.db, {
    tasks: [
      { task: 'Treatment', fields: [{ name: 'Products applied', type: FieldType.ChemicalApplication }] },
    ],
  });
  templateId = template.id;
  fieldId = template.fieldIds[0]!;
  jobId = await insertAssignedJob(t.db, { assignees: [tech.userId, certified.userId] });
  locationId = await readyForApplications(t.db, jobId, [certified.userId]);
  product = await insertLabelledProduct(t.db);
  const [r] = await t.db
    .insert(chemicals)
    .values({ name: 'Vikane', epaRegNo: '62719-4', restrictedUse: true })
    .returning({ id: chemicals.id });
  restricted = r!.id;
});
afterAll(() => t.close());

/** A complete record within the label: site 10, 0.5 fl oz per gallon of mix. */
const good = (patch: Partial<ApplicationRecordInput> = {}): ApplicationRecordInput => ({
  chemical_id: product,
  lot: 'L2291',
  amount: 2,
  unit: 'fl oz',
  mix_rate: { amount: 0.5, unit: 'fl oz', per_quantity: 1, per_unit: 'gal' },
  total_mix: { amount: 4, unit: 'gal' },
  area: 1200,
  area_unit: 'sq ft',
  site_code: 10,
  place: 'Kitchen baseboards',
  method: 'Compressed-air sprayer',
  target_pests: 'German cockroach',
  date: DAY,
  start_time: '09:10',
  end_time: '09:40',
  ...patch,
});

async function reportWith(records: unknown, by: Session = tech): Promise<number> {
  const startDate = RECORD_DAY_MORNING;
  const id = await insertReport(t.db, { jobId, templateId, userId: by.userId, startDate });
  const res = await t.request(by, {
    method: 'PUT',
    url: `/api/reports/${id}/answers`,
    payload: { answers: [{ field_id: fieldId, value: records }] },
  });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}
const submit = (id: number, by: Session = tech) =>
  t.request(by, { method: 'POST', url: `/api/reports/${id}/submit` });
const fieldErrors = (res: { json: () => unknown }) =>
  (res.json() as { fieldCodes?: Record<string, { code: string }> }).fieldCodes ?? {};

/** Submitting is refused, naming the record's part and the problem. */
async function refused(records: unknown[], part: string, code: string, by: Session = tech) {
  const res = await submit(await reportWith(records, by), by);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ code: 'report.applicationsInvalid' });
  expect(fieldErrors(res)[`answers.${fieldId}.${records.length - 1}.${part}`]).toMatchObject({ code });
}

describe('autosave checks the shape of each part only', () => {
  it('keeps a half-typed record and refuses a unit off the list, naming the part', async () => {
    await reportWith([{ chemical_id: product, amount: 2 }]);
    const id = await insertReport(t.db, { jobId, templateId, userId: tech.userId });
    const res = await t.request(tech, {
      method: 'PUT',
      url: `/api/reports/${id}/answers`,
      payload: { answers: [{ field_id: fieldId, value: [good(), good({ unit: 'bags' as never })] }] },
    });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)[`answers.${fieldId}.1.unit`]).toMatchObject({ code: 'application.unit' });
  });

  it('takes the answer of a client that sends one product, amount, unit and pest, as one record', async () => {
    const id = await reportWith({ chemical_id: product, amount: 3, unit: 'ML', target_pest: 'Ants' });
    const detail = (await t.request(tech, { method: 'GET', url: `/api/reports/${id}` })).json<ReportDetail>();
    const answer = detail.tasks[0]!.fields[0]!.answer as ApplicationRecordInput[];
    expect(answer).toEqual([
      expect.objectContaining({ chemical_id: product, amount: 3, unit: 'mL', target_pests: 'Ants' }),
    ]);
  });
});

describe('submit refuses a record missing a federal element (40 CFR 171.303)', () => {
  it('the customer name', async () => {
    await t.db.update(locations).set({ customerName: '' }).where(eq(locations.id, locationId));
    try {
      await refused([good()], 'location', 'application.customerName', certified);
    } finally {
      await t.db
        .update(locations)
        .set({ customerName: 'Bella Napoli Restaurant Group LLC' })
        .where(eq(locations.id, locationId));
    }
  });
  it('the customer address', async () => {
    await t.db.update(locations).set({ billingAddress: '' }).where(eq(locations.id, locationId));
    try {
      await refused([good()], 'location', 'application.customerAddress', certified);
    } finally {
      await t.db
        .update(locations)
        .set({ billingAddress: CUSTOMER.billingAddress })
        .where(eq(locations.id, locationId));
    }
  });
  it('the location (a complete service address)', async () => {
    await t.db
      .update(locations)
      .set({ county: null, addressIncomplete: true })
      .where(eq(locations.id, locationId));
    try {
      await refused([good()], 'location', 'application.serviceAddress', certified);
    } finally {
      await t.db
        .update(locations)
        .set({ county: 'Westchester', addressIncomplete: false })
        .where(eq(locations.id, locationId));
    }
  });
  it('the area and its unit', async () => {
    await refused([good({ area: null })], 'area', 'application.areaRequired', certified);
    await refused([good({ area_unit: null })], 'area', 'application.areaRequired', certified);
  });
  it('the date and time', async () => {
    await refused([good({ date: null })], 'date', 'application.dateRequired', certified);
    await refused([good({ start_time: null })], 'date', 'application.dateRequired', certified);
  });
  it('the product', async () => {
    await refused([good({ chemical_id: null })], 'chemical_id', 'application.productRequired', certified);
  });
  it('the EPA registration number', async () => {
    const [noEpa] = await t.db
      .insert(chemicals)
      .values({ name: 'Unlabelled dust' })
      .returning({ id: chemicals.id });
    await refused(
      [good({ chemical_id: noEpa!.id, site_code: null })],
      'chemical_id',
      'application.epaMissing',
      certified,
    );
  });
  it('the amount and its unit', async () => {
    await refused([good({ amount: null })], 'amount', 'application.amountRequired', certified);
    await refused([good({ unit: null })], 'amount', 'application.amountRequired', certified);
  });
  it('a certified applicator and the certification id', async () => {
    await refused([good()], 'supervisor_id', 'application.certificationMissing', tech);
  });
  it('is accepted when each is there, and freezes the record with its certification', async () => {
    const id = await reportWith(
      [good(), good({ site_code: 30, mix_rate: null, total_mix: null, amount: 1.5, area: 1000 })],
      certified,
    );
    const res = await submit(id, certified);
    expect(res.statusCode, res.body).toBe(200);
    const detail = (
      await t.request(admin, { method: 'GET', url: `/api/reports/${id}` })
    ).json<ReportDetail>();
    expect(detail.applications).toHaveLength(2);
    expect(detail.applications[0]).toMatchObject({
      product_name: 'Temprid SC',
      epa_reg_no: '432-1363',
      state_reg_no: 'NY-0042',
      rei_hours: 12,
      customer_name: 'Bella Napoli Restaurant Group LLC',
      county: 'Westchester',
      applicator: { id: certified.userId },
      applicator_certification: { certification_id: 'C8812345', category: '7A', state: 'NY' },
      rate_over_label: false,
    });
  });
});

describe('the label check', () => {
  it('refuses a rate above the label maximum in a converted unit (3 fl oz per gallon against 1)', async () => {
    // Each mix of 4 gallons, the amount what it holds.
    const mix = (amount: number, unit: 'fl oz' | 'mL', per_quantity: number, per_unit: 'gal' | 'qt') =>
      good({
        amount: (amount * 4 * (per_unit === 'qt' ? 4 : 1)) / per_quantity,
        unit,
        mix_rate: { amount, unit, per_quantity, per_unit },
      });
    await refused([mix(3, 'fl oz', 1, 'gal')], 'mix_rate', 'application.rateAboveLabel', certified);
    // 3 fl oz in 16 qt (4 gal) is 0.75 fl oz per gallon: within.
    const id = await reportWith([mix(3, 'fl oz', 16, 'qt')], certified);
    expect((await submit(id, certified)).statusCode).toBe(200);
    // 60 mL (2.03 fl oz) per gallon: above, once converted.
    await refused([mix(60, 'mL', 1, 'gal')], 'mix_rate', 'application.rateAboveLabel', certified);
  });

  it('refuses a rate per area above the label, converting acres to square feet', async () => {
    // 80 fl oz on 1 acre (43,560 sq ft) is 1.84 fl oz per 1,000 sq ft, above 1.5.
    await refused(
      [good({ site_code: 30, mix_rate: null, total_mix: null, amount: 80, area: 1, area_unit: 'acre' })],
      'amount',
      'application.rateAboveLabel',
      certified,
    );
    const id = await reportWith(
      [good({ site_code: 30, mix_rate: null, total_mix: null, amount: 60, area: 1, area_unit: 'acre' })],
      certified,
    );
    expect((await submit(id, certified)).statusCode).toBe(200);
  });

  it('refuses a site code the label does not allow', async () => {
    await refused([good({ site_code: 40 })], 'site_code', 'application.siteNotAllowed', certified);
  });

  it('refuses a restricted-use product applied by an uncertified technician without a supervisor, then takes a certified one', async () => {
    const record = good({ chemical_id: restricted, site_code: null, mix_rate: null, total_mix: null });
    await refused([record], 'supervisor_id', 'application.restrictedUncertified', tech);
    await refused(
      [{ ...record, supervisor_id: tech.userId }],
      'supervisor_id',
      'application.supervisorUncertified',
      tech,
    );
    const id = await reportWith([{ ...record, supervisor_id: certified.userId }], tech);
    const res = await submit(id, tech);
    expect(res.statusCode, res.body).toBe(200);
    const detail = (
      await t.request(admin, { method: 'GET', url: `/api/reports/${id}` })
    ).json<ReportDetail>();
    expect(detail.applications[0]).toMatchObject({
      restricted_use: true,
      applicator: { id: tech.userId },
      applicator_certification: null,
      supervisor: { id: certified.userId },
      supervisor_certification: { certification_id: 'C8812345' },
    });
  });

  it('warns instead, when the company says so, and records the stated reason', async () => {
    await t.db.update(companySettings).set({ rateCheckWarnOnly: true }).where(eq(companySettings.id, 1));
    try {
      const over = good({
        amount: 12,
        mix_rate: { amount: 3, unit: 'fl oz', per_quantity: 1, per_unit: 'gal' },
      });
      await refused([over], 'rate_reason', 'application.rateReasonRequired', certified);
      const id = await reportWith(
        [{ ...over, rate_reason: 'Heavy infestation, label allows spot rate' }],
        certified,
      );
      expect((await submit(id, certified)).statusCode).toBe(200);
      const detail = (
        await t.request(admin, { method: 'GET', url: `/api/reports/${id}` })
      ).json<ReportDetail>();
      expect(detail.applications[0]).toMatchObject({
        rate_over_label: true,
        rate_reason: 'Heavy infestation, label allows spot rate',
      });
    } finally {
      await t.db.update(companySettings).set({ rateCheckWarnOnly: false }).where(eq(companySettings.id, 1));
    }
  });

  it('asks for wind and temperature when the company records them', async () => {
    await t.db.update(companySettings).set({ recordWeather: true }).where(eq(companySettings.id, 1));
    try {
      await refused([good()], 'wind', 'application.weatherRequired', certified);
      const id = await reportWith(
        [good({ wind_speed_mph: 4, wind_direction: 'NW', temperature_f: 61 })],
        certified,
      );
      expect((await submit(id, certified)).statusCode).toBe(200);
    } finally {
      await t.db.update(companySettings).set({ recordWeather: false }).where(eq(companySettings.id, 1));
    }
  });
});

describe('a finished report keeps its records as submitted', () => {
  it('unchanged after the label facts, the certification and the customer change; listed once finished', async () => {
    const id = await reportWith([good()], certified);
    expect((await submit(id, certified)).statusCode).toBe(200);
    const list = async (query = '') =>
      (
        await t.request(admin, { method: 'GET', url: `/api/applications?${query}` })
      ).json<ApplicationsResponse>();
    expect((await list()).applications.some((a) => a.report_id === id)).toBe(false);
    expect((await t.request(admin, { method: 'POST', url: `/api/reports/${id}/finish` })).statusCode).toBe(
      200,
    );
    const before = (await t.request(admin, { method: 'GET', url: `/api/reports/${id}` })).json<ReportDetail>()
      .applications;

    await t.db
      .update(chemicals)
      .set({ name: 'Temprid SC (new label)', epaRegNo: '432-9999', reiHours: 24 })
      .where(eq(chemicals.id, product));
    await t.db
      .update(userCertifications)
      .set({ certificationId: 'C0000000' })
      .where(eq(userCertifications.userId, certified.userId));
    await t.db.update(locations).set({ customerName: 'Someone else' }).where(eq(locations.id, locationId));
    try {
      const after = (
        await t.request(admin, { method: 'GET', url: `/api/reports/${id}` })
      ).json<ReportDetail>().applications;
      expect(after).toEqual(before);
      expect(after[0]).toMatchObject({ epa_reg_no: '432-1363', rei_hours: 12, product_name: 'Temprid SC' });
      const listed = await list(
        `state=NY&county=westchester&chemical_id=${product}&applicator_id=${certified.userId}`,
      );
      expect(listed.applications.find((a) => a.report_id === id)).toMatchObject({ epa_reg_no: '432-1363' });
    } finally {
      await t.db
        .update(chemicals)
        .set({ name: 'Temprid SC', ...LABELLED })
        .where(eq(chemicals.id, product));
      await t.db
        .update(userCertifications)
        .set({ certificationId: 'C8812345' })
        .where(eq(userCertifications.userId, certified.userId));
      await t.db
        .update(locations)
        .set({ customerName: 'Bella Napoli Restaurant Group LLC' })
        .where(eq(locations.id, locationId));
    }
  });

  it('a report sent back loses its records until submitted again; a deleted one leaves the list', async () => {
    const id = await reportWith([good()], certified);
    expect((await submit(id, certified)).statusCode).toBe(200);
    const returned = await t.request(admin, {
      method: 'POST',
      url: `/api/reports/${id}/return`,
      payload: { reason: 'Add the lot' },
    });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(
      (await t.request(admin, { method: 'GET', url: `/api/reports/${id}` })).json<ReportDetail>()
        .applications,
    ).toEqual([]);
    expect((await submit(id, certified)).statusCode).toBe(200);
    await t.request(admin, { method: 'POST', url: `/api/reports/${id}/finish` });
    const inList = async () =>
      (await t.request(admin, { method: 'GET', url: '/api/applications?restricted=0' }))
        .json<ApplicationsResponse>()
        .applications.some((a) => a.report_id === id);
    expect(await inList()).toBe(true);
    const del = await t.request(admin, {
      method: 'POST',
      url: '/api/delete-reports',
      payload: { ids: String(id) },
    });
    expect(del.statusCode, del.body).toBe(200);
    expect(await inList()).toBe(false);
  });
});

describe('the Applications list', () => {
  it('filters by restricted use and date range, pages, and is for Supervisors and Admins only', async () => {
    const supervisor = await t.loginAs(Role.Supervisor);
    const res = await t.request(supervisor, {
      method: 'GET',
      url: `/api/applications?restricted=1&start_date=${DAY}&end_date=${DAY}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ApplicationsResponse>();
    expect(body.applications.every((a) => a.restricted_use && a.applied_on === DAY)).toBe(true);
    expect((await t.request(tech, { method: 'GET', url: '/api/applications' })).statusCode).toBe(403);
    const bad = await t.request(admin, {
      method: 'GET',
      url: '/api/applications?start_date=2027-03-11&end_date=2027-03-10',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('lists none from reports not finished', async () => {
    const id = await reportWith([good()], certified);
    expect((await submit(id, certified)).statusCode).toBe(200);
    const all = (
      await t.request(admin, { method: 'GET', url: '/api/applications' })
    ).json<ApplicationsResponse>();
    expect(all.applications.some((a) => a.report_id === id)).toBe(false);
  });
});
