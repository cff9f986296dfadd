import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { FieldType, Role } from '@shared/constants';
import type { ApplicationRecordInput } from '@shared/schemas/applications';
import type { Db } from '../db/client';
import { applications } from '../db/schema/applications';
import { userCertifications } from '../db/schema/certifications';
import { chemicals } from '../db/schema/chemicals';
import { jobs } from '../db/schema/jobs';
import { locations } from '../db/schema/locations';
import { insertAssignedJob, insertReport, insertTemplate } from '../reports/reports.fixtures';
import type { Session, TestApp } from '../test/test-app';

/** What the customer and service address of an application record hold in tests. */
export const CUSTOMER = {
  customerName: 'Bella Napoli Restaurant Group LLC',
  billingAddress: '18 Court St, White Plains, NY 10601',
  street: '214 Mamaroneck Ave',
  municipality: 'White Plains',
  county: 'Westchester',
  state: 'NY',
  zip: '10601',
};

/**
 * Makes a job's location a customer's complete service address in New York and certifies the
 * users there (until 2028), so their application records pass the submit check. Returns the
 * location's id.
 */
export async function readyForApplications(db: Db, jobId: number, certify: number[]): Promise<number> {
  const [job] = await db.select({ locationId: jobs.locationId }).from(jobs).where(eq(jobs.id, jobId));
  await db.update(locations).set(CUSTOMER).where(eq(locations.id, job!.locationId));
  if (certify.length > 0) {
    await db.insert(userCertifications).values(
      certify.map((userId, i) => ({
        userId,
        state: 'NY',
        certificationId: `C88123${String(45 + i).padStart(2, '0')}`,
        category: '7A',
        expiresOn: '2028-01-31',
      })),
    );
  }
  return job!.locationId;
}

/**
 * 10:00 in New York on completeRecord's day: the clock of a test app whose reports hold such
 * records (`createTestApp(config, { clock: recordDayClock })`), so each is started and submitted
 * after the work, as the submit check requires, whatever day the suite runs on.
 */
export const RECORD_DAY_MORNING = new Date('2027-03-10T15:00:00Z');
export const recordDayClock = () => RECORD_DAY_MORNING;

/** A complete record of an undiluted product on 1,200 sq ft, with no label limits in play. */
export const completeRecord = (
  chemicalId: number,
  patch: Partial<ApplicationRecordInput> = {},
): ApplicationRecordInput => ({
  chemical_id: chemicalId,
  lot: 'L2291',
  amount: 1.5,
  unit: 'fl oz',
  area: 1200,
  area_unit: 'sq ft',
  place: 'Kitchen baseboards',
  method: 'Compressed-air sprayer',
  target_pests: 'German cockroach',
  date: '2027-03-10',
  start_time: '09:10',
  end_time: '09:40',
  ...patch,
});

/**
 * Temprid SC's label as the tests read it: site 10 at most 1 fl oz per gallon of mix, site 30 at
 * most 1.5 fl oz per 1,000 sq ft, a 12-hour re-entry interval.
 */
export const LABELLED = {
  epaRegNo: '432-1363',
  siteCodes: [10, 30] as (10 | 30)[],
  reiHours: 12,
  labelUnit: 'fl oz',
  labelRates: [
    {
      site_code: 10 as const,
      basis: 'mix' as const,
      max_amount: 1,
      amount_unit: 'fl oz' as const,
      per_quantity: 1,
      per_unit: 'gal' as const,
    },
    {
      site_code: 30 as const,
      basis: 'area' as const,
      max_amount: 1.5,
      amount_unit: 'fl oz' as const,
      per_quantity: 1000,
      per_unit: 'sq ft' as const,
    },
  ],
};

export async function insertLabelledProduct(db: Db): Promise<number> {
  const [row] = await db
    .insert(chemicals)
    .values({ name: 'Temprid SC', ...LABELLED, stateRegistrations: [{ state: 'NY', number: 'NY-0042' }] })
    .returning({ id: chemicals.id });
  return row!.id;
}

/** A technician certified in New York on a job there, a template of one Chemical application field, a labelled product. */
export interface RecordsScene {
  tech: Session;
  admin: Session;
  templateId: number;
  fieldId: number;
  jobId: number;
  product: number;
}

/** What a test of submitted application records starts from, made in its own app. */
export async function recordsScene(t: TestApp): Promise<RecordsScene> {
  const tech = await t.loginAs(Role.Technician);
  const admin = await t.loginAs(Role.Admin);
  const template = await insertTemplate(t.db, {
    tasks: [{ task: 'Treatment', fields: [{ name: 'Products', type: FieldType.ChemicalApplication }] }],
  });
  const jobId = await insertAssignedJob(t.db, { assignees: [tech.userId] });
  await readyForApplications(t.db, jobId, [tech.userId]);
  const product = await insertLabelledProduct(t.db);
  return { tech, admin, templateId: template.id, fieldId: template.fieldIds[0]!, jobId, product };
}

/**
 * A report of the scene's technician started at `startDate`, holding one complete record at site
 * 30 with `record`'s parts, saved as the phone saves it; its id.
 */
export async function reportWithRecord(
  t: TestApp,
  s: RecordsScene,
  startDate: Date,
  record: Partial<ApplicationRecordInput> = {},
): Promise<number> {
  const id = await insertReport(t.db, {
    jobId: s.jobId,
    templateId: s.templateId,
    userId: s.tech.userId,
    startDate,
  });
  const answers = [{ field_id: s.fieldId, value: [completeRecord(s.product, { site_code: 30, ...record })] }];
  const saved = await t.request(s.tech, {
    method: 'PUT',
    url: `/api/reports/${id}/answers`,
    payload: { answers },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return id;
}

/** The id of the one record a submitted report froze. */
export async function recordOfReport(db: Db, reportId: number): Promise<number> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.reportId, reportId));
  return row!.id;
}
