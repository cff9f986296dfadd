import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import type { JobOverview } from '@shared/schemas/job-overview';
import { applications } from '../db/schema/applications';
import { jobs } from '../db/schema/jobs';
import { locations } from '../db/schema/locations';
import { insertAction } from '../corrective-actions/corrective-actions.fixtures';
import {
  insertAssignedJob,
  insertChemical,
  insertReports,
  insertTemplate,
} from '../reports/reports.fixtures';
import { createTestApp, type Session, type TestApp } from '../test/test-app';

let t: TestApp;
let admin: Session;
let supervisor: Session;
let tech: number;
let jobA: number;
let jobB: number;
let reportsA: number[];
let reportsB: number[];
let locationA: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
  supervisor = await t.loginAs(Role.Supervisor);
  tech = await t.createUser({ name: 'Zed Tech', typeId: Role.Technician });
  const amy = await t.createUser({ name: 'Amy Tech', typeId: Role.Technician });
  jobA = await insertAssignedJob(t.db, {
    name: 'Monthly service',
    assignees: [tech, amy, supervisor.userId],
  });
  jobB = await insertAssignedJob(t.db, { name: 'Other job', assignees: [tech] });
  const [a] = await t.db.select({ locationId: jobs.locationId }).from(jobs).where(eq(jobs.id, jobA));
  locationA = a!.locationId;
  await t.db
    .update(locations)
    .set({ customerName: 'Acme Foods', customerPhone: '555-0100', customerEmail: 'ops@acme.test' })
    .where(eq(locations.id, locationA));
  const template = await insertTemplate(t.db, { tasks: [{ task: 'Inspection', fields: [] }] });
  const ids = await insertReports(
    t.db,
    [jobA, jobA, jobB, jobA, jobB].map((jobId) => ({ jobId, templateId: template.id, userId: tech })),
  );
  reportsA = [ids[0]!, ids[1]!, ids[3]!];
  reportsB = [ids[2]!, ids[4]!];
});
afterAll(() => t.close());

const get = <T>(session: Session, url: string) =>
  t.request(session, { method: 'GET', url }).then((res) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  });

describe('GET /api/jobs/{id}/overview', () => {
  it('gives the job, its location with the customer, and its assignees by name', async () => {
    const job = await get<JobOverview>(admin, `/api/jobs/${jobA}/overview`);
    expect(job).toMatchObject({
      id: jobA,
      name: 'Monthly service',
      status_id: 1,
      status: { status: 'Active' },
      location: {
        id: locationA,
        customer_name: 'Acme Foods',
        customer_phone: '555-0100',
        customer_email: 'ops@acme.test',
      },
    });
    const names = job.assignees.map((a) => a.name);
    expect(names).toHaveLength(3);
    expect(names.indexOf('Amy Tech')).toBeLessThan(names.indexOf('Zed Tech'));
    expect(names.indexOf('Amy Tech')).toBeGreaterThanOrEqual(0);
    expect(job.assignees.map((a) => a.id)).toContain(supervisor.userId);
  });

  it("lets a Supervisor read their own job only; another's answers 404 like a missing one", async () => {
    expect((await get<JobOverview>(supervisor, `/api/jobs/${jobA}/overview`)).id).toBe(jobA);
    const other = await t.request(supervisor, { method: 'GET', url: `/api/jobs/${jobB}/overview` });
    expect(other.statusCode).toBe(404);
    const missing = await t.request(admin, { method: 'GET', url: '/api/jobs/999999/overview' });
    expect(missing.statusCode).toBe(404);
    await t.db.update(jobs).set({ deletedAt: new Date() }).where(eq(jobs.id, jobB));
    try {
      expect((await t.request(admin, { method: 'GET', url: `/api/jobs/${jobB}/overview` })).statusCode).toBe(
        404,
      );
    } finally {
      await t.db.update(jobs).set({ deletedAt: null }).where(eq(jobs.id, jobB));
    }
  });

  it('refuses an id that is not one (400)', async () => {
    const res = await t.request(admin, { method: 'GET', url: '/api/jobs/abc/overview' });
    expect(res.statusCode).toBe(400);
  });
});

describe('the job page filters: job_id on the reports, applications and corrective actions lists', () => {
  it('narrows the reports list to the job, with the other filters still applying', async () => {
    const list = await get<{ reports: { id: number }[]; total: number }>(
      admin,
      `/api/get-reports-filtered?job_id=${jobA}`,
    );
    expect(list.reports.map((r) => r.id).sort((x, y) => x - y)).toEqual(reportsA);
    expect(list.total).toBe(3);
    const other = await get<{ reports: { id: number }[] }>(admin, `/api/get-reports-filtered?job_id=${jobB}`);
    expect(other.reports.map((r) => r.id).sort((x, y) => x - y)).toEqual(reportsB);
    const none = await get<{ total: number }>(
      admin,
      `/api/get-reports-filtered?job_id=${jobA}&job_filter=Other`,
    );
    expect(none.total).toBe(0);
    const bad = await t.request(admin, { method: 'GET', url: '/api/get-reports-filtered?job_id=x' });
    expect(bad.statusCode).toBe(400);
  });

  it('narrows the corrective actions list to the job', async () => {
    const mine = await insertAction(t.db, { locationId: locationA, createdBy: admin.userId, jobId: jobA });
    await insertAction(t.db, { locationId: locationA, createdBy: admin.userId, jobId: jobB });
    await insertAction(t.db, { locationId: locationA, createdBy: admin.userId });
    const list = await get<{ actions: { id: number }[]; total: number }>(
      admin,
      `/api/corrective-actions?job_id=${jobA}`,
    );
    expect(list.actions.map((a) => a.id)).toEqual([mine]);
    expect(list.total).toBe(1);
    const bad = await t.request(admin, { method: 'GET', url: '/api/corrective-actions?job_id=0' });
    expect(bad.statusCode).toBe(400);
  });

  it("narrows the applications list to the job's reports", async () => {
    const chemicalId = await insertChemical(t.db, { name: 'Gel' });
    const rows = [reportsA[0]!, reportsB[0]!, reportsA[2]!].map((reportId, i) => ({
      reportId,
      fieldId: 1,
      position: i,
      listed: true,
      appliedOn: `2027-03-0${i + 1}`,
      startTime: '09:00',
      customerName: 'C',
      customerAddress: 'A',
      customerPhone: 'P',
      locationId: locationA,
      locationName: 'L',
      street: 'S',
      municipality: 'M',
      county: 'Kings',
      state: 'NY',
      zip: '10601',
      chemicalId,
      productName: 'Gel',
      epaRegNo: '1-2',
      restrictedUse: false,
      lot: 'L',
      amount: 1,
      unit: 'fl oz',
      area: 100,
      areaUnit: 'sq ft',
      place: 'P',
      method: 'M',
      targetPests: 'T',
      applicatorId: tech,
      applicatorName: 'Zed Tech',
    }));
    await t.db.insert(applications).values(rows);
    type Apps = { applications: { report_id: number; job_name: string }[]; total: number };
    const list = await get<Apps>(admin, `/api/applications?job_id=${jobA}`);
    expect(list.applications.map((a) => a.report_id).sort((x, y) => x - y)).toEqual(
      [reportsA[0]!, reportsA[2]!].sort((x, y) => x - y),
    );
    expect(list.applications.every((a) => a.job_name === 'Monthly service')).toBe(true);
    expect(list.total).toBe(2);
    const all = await get<Apps>(admin, '/api/applications');
    expect(all.total).toBe(3);
  });
});
