/**
 * Issue 30, defect 1: a submitted or finished report keeps the job, location, customer, technician
 * and products it was done with; a job with such reports may be renamed but not moved.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldType, ReportStatus, Role } from '@shared/constants';
import type { ApplicationRecordInput } from '@shared/schemas/applications';
import type { ReportDetail } from '@shared/schemas/reports';
import type { SharedView } from '@shared/schemas/share-links';
import {
  completeRecord,
  insertLabelledProduct,
  readyForApplications,
  RECORD_DAY_MORNING,
  recordDayClock,
} from '../applications/applications.fixtures';
import { chemicals } from '../db/schema/chemicals';
import { jobs } from '../db/schema/jobs';
import { locations } from '../db/schema/locations';
import { mailMessages } from '../db/schema/mail';
import { reportSites, reportStatusHistory } from '../db/schema/reports';
import { users } from '../db/schema/users';
import { type DataMigration, runDataMigration } from '../data-migrations/data-migrations';
import { dataMigrations } from '../db/schema/data-migrations';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { pdfText } from '../pdf/pdf-text';
import { historyNamesMigration, reportSitesMigration } from './report-site';
import { insertAssignedJob, insertReport, insertTemplate } from './reports.fixtures';

let t: TestApp;
let admin: Session;
let tech: Session;
let template: { id: number; fieldIds: number[] };

beforeAll(async () => {
  t = await createTestApp({}, { clock: recordDayClock });
  admin = await t.loginAs(Role.Admin);
  tech = await t.loginAs(Role.Technician);
  template = await insertTemplate(t.db, {
    tasks: [
      {
        task: 'Treatment',
        fields: [
          { name: 'Notes', type: FieldType.Text, required: true },
          { name: 'Products applied', type: FieldType.ChemicalApplication },
        ],
      },
    ],
  });
});
afterAll(() => t.close());

const call = (session: Session, method: string, url: string, payload?: unknown) =>
  t.request(session, { method, url, payload });
const detailOf = async (id: number) => (await call(admin, 'GET', `/api/reports/${id}`)).json<ReportDetail>();

let made = 0;
/** A job of its own at a New York customer's site, with a product of its own. */
async function place() {
  made += 1;
  const jobId = await insertAssignedJob(t.db, {
    name: `Kitchen service ${made}`,
    locationName: `Bella Napoli ${made}`,
    assignees: [tech.userId],
  });
  const locationId = await readyForApplications(t.db, jobId, made === 1 ? [tech.userId] : []);
  const product = await insertLabelledProduct(t.db);
  return { jobId, locationId, product };
}

/** A report of the job, answered and submitted by the technician through the API. */
async function submitted(jobId: number, product: number, record: Partial<ApplicationRecordInput> = {}) {
  const id = await insertReport(t.db, {
    jobId,
    templateId: template.id,
    userId: tech.userId,
    startDate: RECORD_DAY_MORNING,
  });
  const [notes, products] = template.fieldIds;
  const saved = await call(tech, 'PUT', `/api/reports/${id}/answers`, {
    answers: [
      { field_id: notes, value: 'Baseboards treated' },
      { field_id: products, value: [completeRecord(product, { site_code: 30, ...record })] },
    ],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const res = await call(tech, 'POST', `/api/reports/${id}/submit`);
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

const jobBody = async (jobId: number, patch: Record<string, unknown>) => {
  const [job] = await t.db.select().from(jobs).where(eq(jobs.id, jobId));
  return {
    name: job!.name,
    category: job!.category,
    location_id: job!.locationId,
    status_id: job!.statusId,
    ...patch,
  };
};

/** What the job, location, customer, person and product become after the report was finished. */
async function changeEverything(jobId: number, locationId: number, product: number) {
  const renamed = await call(
    admin,
    'PUT',
    `/api/jobs/${jobId}`,
    await jobBody(jobId, { name: 'Renamed job' }),
  );
  expect(renamed.statusCode, renamed.body).toBe(200);
  await t.db
    .update(locations)
    .set({ name: 'Renamed site', address: '1 Elsewhere Rd', customerName: 'Another customer' })
    .where(eq(locations.id, locationId));
  await t.db.update(users).set({ name: 'Renamed person' }).where(eq(users.id, tech.userId));
  await t.db
    .update(chemicals)
    .set({ name: 'Renamed product', epaRegNo: '999-9' })
    .where(eq(chemicals.id, product));
}

describe('a finished report keeps what it was done with', () => {
  it('its view, PDF, share links and mail show the job, place, person and product as they were', async () => {
    const { jobId, locationId, product } = await place();
    const id = await submitted(jobId, product);
    expect((await call(admin, 'POST', `/api/reports/${id}/finish`)).statusCode).toBe(200);
    const before = await detailOf(id);
    const [{ name: techName }] = (await t.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, tech.userId))) as [{ name: string }];
    expect(before.job).toMatchObject({ name: `Kitchen service ${made}`, location: { id: locationId } });
    const pdfBefore = (
      await pdfText((await call(admin, 'GET', `/api/reports/${id}/download`)).rawPayload)
    ).pages.join(' ');
    const reportLink = (await call(admin, 'POST', `/api/reports/${id}/share-links`, {})).json<{
      url: string;
    }>();
    const placeLink = (await call(admin, 'POST', `/api/locations/${locationId}/share-links`, {})).json<{
      url: string;
    }>();
    const token = (url: string) => url.split('/').at(-1)!;

    await changeEverything(jobId, locationId, product);
    try {
      const after = await detailOf(id);
      expect(after.job).toEqual(before.job);
      expect(after.user).toEqual(before.user);
      expect(after.user.name).toBe(techName);
      expect(after.chemicals).toEqual(before.chemicals);
      expect(after.chemicals[0]).toMatchObject({ id: product, name: 'Temprid SC', epa_reg_no: '432-1363' });
      expect(after.application_settings.state).toBe('NY');

      const pdf = (
        await pdfText((await call(admin, 'GET', `/api/reports/${id}/download`)).rawPayload)
      ).pages.join(' ');
      expect(pdf).toBe(pdfBefore);
      expect(pdf).not.toMatch(/Renamed/);

      const shared = await t.app.inject({ method: 'GET', url: `/api/shared/${token(reportLink.url)}` });
      expect(shared.statusCode).toBe(200);
      expect(shared.body).toContain(`Kitchen service ${made}`);
      expect(shared.body).not.toMatch(/Renamed/);
      const listed = (await t.app.inject({ method: 'GET', url: `/api/shared/${token(placeLink.url)}` })).json<
        Extract<SharedView, { kind: 'location' }>
      >();
      expect(listed.reports.find((r) => r.id === id)?.job).toBe(`Kitchen service ${made}`);

      const sent = await call(admin, 'POST', `/api/reports/${id}/send`, { to: ['office@customer.example'] });
      expect(sent.statusCode, sent.body).toBe(200);
      const [mail] = await t.db.select().from(mailMessages).orderBy(desc(mailMessages.id)).limit(1);
      expect(mail!.textBody).toContain(`Bella Napoli ${made}`);
      expect(mail!.textBody).toContain(techName);
      expect(`${mail!.subject} ${mail!.textBody}`).not.toMatch(/Renamed/);
    } finally {
      await t.db.update(users).set({ name: techName }).where(eq(users.id, tech.userId));
    }
  });

  it('a report still in progress on that job follows the job as it is now', async () => {
    const { jobId, locationId, product } = await place();
    const draft = await insertReport(t.db, {
      jobId,
      templateId: template.id,
      userId: tech.userId,
      startDate: RECORD_DAY_MORNING,
    });
    await changeEverything(jobId, locationId, product);
    const techName = (
      await t.db.select({ name: users.name }).from(users).where(eq(users.id, tech.userId))
    )[0]!.name;
    try {
      expect((await detailOf(draft)).job).toMatchObject({
        name: 'Renamed job',
        location: { name: 'Renamed site' },
      });
    } finally {
      await t.db.update(users).set({ name: techName }).where(eq(users.id, tech.userId));
    }
  });

  it('a report sent back and submitted again keeps the job as it was at the second submit', async () => {
    const { jobId, product } = await place();
    const id = await submitted(jobId, product);
    const back = await call(admin, 'POST', `/api/reports/${id}/return`, { reason: 'Add the lot number' });
    expect(back.statusCode, back.body).toBe(200);
    await call(
      admin,
      'PUT',
      `/api/jobs/${jobId}`,
      await jobBody(jobId, { name: 'Kitchen service, corrected' }),
    );
    expect((await call(tech, 'POST', `/api/reports/${id}/submit`)).statusCode).toBe(200);
    await call(admin, 'PUT', `/api/jobs/${jobId}`, await jobBody(jobId, { name: 'Later name' }));
    expect((await detailOf(id)).job.name).toBe('Kitchen service, corrected');
  });
});

describe('a job whose reports were submitted', () => {
  it('may be renamed but not moved to another location: 409 on the field, the job unchanged', async () => {
    const { jobId, locationId, product } = await place();
    const elsewhere = await insertAssignedJob(t.db);
    const [other] = await t.db
      .select({ locationId: jobs.locationId })
      .from(jobs)
      .where(eq(jobs.id, elsewhere));
    const id = await submitted(jobId, product);

    const moved = await call(
      admin,
      'PUT',
      `/api/jobs/${jobId}`,
      await jobBody(jobId, { location_id: other!.locationId }),
    );
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({
      code: 'job.locationHasReports',
      fieldCodes: { location_id: { code: 'job.locationHasReports' } },
    });
    const [job] = await t.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job).toMatchObject({ locationId, name: `Kitchen service ${made}` });

    // Deleted, the report can come back from the Trash: the job still may not move.
    expect((await call(admin, 'POST', '/api/delete-reports', { ids: String(id) })).statusCode).toBe(200);
    const again = await call(
      admin,
      'PUT',
      `/api/jobs/${jobId}`,
      await jobBody(jobId, { location_id: other!.locationId }),
    );
    expect(again.statusCode).toBe(409);
  });

  it('moves freely while its reports are in progress', async () => {
    const { jobId } = await place();
    await insertReport(t.db, {
      jobId,
      templateId: template.id,
      userId: tech.userId,
      startDate: RECORD_DAY_MORNING,
    });
    const elsewhere = await insertAssignedJob(t.db);
    const [other] = await t.db
      .select({ locationId: jobs.locationId })
      .from(jobs)
      .where(eq(jobs.id, elsewhere));
    const moved = await call(
      admin,
      'PUT',
      `/api/jobs/${jobId}`,
      await jobBody(jobId, { location_id: other!.locationId }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
  });
});

/** The upgrade as an upgraded database's start runs it (decision 0051): from its beginning, in batches of one. */
async function upgrade(migration: DataMigration): Promise<number> {
  await t.db.delete(dataMigrations).where(eq(dataMigrations.name, migration.name));
  const log = { info: () => undefined, error: () => undefined };
  await runDataMigration(t.db, migration, { now: () => new Date(), log, size: 1 });
  const [row] = await t.db.select().from(dataMigrations).where(eq(dataMigrations.name, migration.name));
  return row!.done;
}

describe('reports submitted before sites were kept', () => {
  it('get the site they have now on the next start, once; later edits then leave them alone', async () => {
    const { jobId, locationId, product } = await place();
    const id = await insertReport(t.db, {
      jobId,
      startDate: RECORD_DAY_MORNING,
      templateId: template.id,
      userId: tech.userId,
      statusId: ReportStatus.Finished,
    });
    expect(await t.db.select().from(reportSites).where(eq(reportSites.reportId, id))).toEqual([]);
    // Small batches, so the loop over several is what runs.
    expect(await upgrade(reportSitesMigration)).toBeGreaterThanOrEqual(1);
    expect(await upgrade(reportSitesMigration)).toBe(0);
    // Its history's names, as a row from before names were kept has none.
    await t.db
      .update(reportStatusHistory)
      .set({ userName: null })
      .where(eq(reportStatusHistory.reportId, id));
    expect(await upgrade(historyNamesMigration)).toBeGreaterThanOrEqual(1);
    expect(await upgrade(historyNamesMigration)).toBe(0);
    const [kept] = await t.db.select().from(reportSites).where(eq(reportSites.reportId, id));
    expect(kept!.site.job.name).toBe(`Kitchen service ${made}`);
    await changeEverything(jobId, locationId, product);
    const techName = kept!.site.technician.name;
    try {
      expect((await detailOf(id)).job.name).toBe(`Kitchen service ${made}`);
      expect((await detailOf(id)).user.name).toBe(techName);
      expect((await detailOf(id)).history.map((h) => h.user.name)).toEqual([techName]);
    } finally {
      await t.db.update(users).set({ name: techName }).where(eq(users.id, tech.userId));
    }
  });
});
