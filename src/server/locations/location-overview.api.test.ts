import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportStatus, Role } from '@shared/constants';
import type { LocationOverview } from '@shared/schemas/location-overview';
import { insertAction } from '../corrective-actions/corrective-actions.fixtures';
import { applications } from '../db/schema/applications';
import { devices } from '../db/schema/devices';
import { locationContacts, locations } from '../db/schema/locations';
import { mailMessages } from '../db/schema/mail';
import { shareLinks } from '../db/schema/share-links';
import { insertDevices, insertPlan } from '../devices/devices.fixtures';
import { insertJob, insertLocation, minutesAgo } from '../jobs/jobs.fixtures';
import { insertChemical, insertReports, insertTemplate } from '../reports/reports.fixtures';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { insertVisit } from '../visits/visits.fixtures';

// The office's clock, moved by a test: 23:30 on March 10 in New York (daylight time) is March 11 in UTC.
let now = new Date('2026-03-11T03:30:00Z');
let t: TestApp;
let admin: Session;
let supervisor: Session;
let technician: Session;
let tech: number;
let place: number;
let mine: number;
let theirs: number;
let reportIds: number[];

const overview = async (session: Session, id = place) => {
  const res = await t.request(session, { method: 'GET', url: `/api/locations/${id}/overview` });
  return { status: res.statusCode, body: res.json<LocationOverview>() };
};

async function insertRecord(reportId: number, locationId: number, chemicalId: number, appliedOn: string) {
  await t.db.insert(applications).values({
    reportId,
    fieldId: 1,
    position: 0,
    listed: true,
    appliedOn,
    startTime: '09:00',
    customerName: 'C',
    customerAddress: 'A',
    customerPhone: 'P',
    locationId,
    locationName: 'L',
    street: 'S',
    municipality: 'M',
    county: 'Westchester',
    state: 'NY',
    zip: '10601',
    chemicalId,
    productName: `Gel of ${appliedOn}`,
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
  });
}

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  admin = await t.loginAs(Role.Admin);
  supervisor = await t.loginAs(Role.Supervisor);
  technician = await t.loginAs(Role.Technician);
  tech = await t.createUser({ name: 'Zed Tech', typeId: Role.Technician });
  place = await insertLocation(t.db, { name: 'Bella Napoli Midtown' });
  const sister = await insertLocation(t.db, { name: 'Bella Napoli Uptown' });
  const elsewhere = await insertLocation(t.db, { name: 'Elsewhere' });
  await t.db
    .update(locations)
    .set({ customerName: 'Bella Napoli LLC', billingAddress: '18 Court St', customerPhone: '555-0100' })
    .where(eq(locations.id, place));
  await t.db.update(locations).set({ customerName: ' bella napoli llc ' }).where(eq(locations.id, sister));
  await t.db.insert(locationContacts).values([
    {
      locationId: place,
      name: 'Dana Ruiz',
      email: 'dana@example.com',
      receivesReports: true,
      language: 'ar',
    },
    { locationId: place, name: 'Night cook', phone: '555-0199' },
    { locationId: elsewhere, name: 'Not here' },
  ]);
  const [removed] = await insertDevices(t.db, place, [1, 2, 3]);
  await t.db.update(devices).set({ removedOn: '2026-01-05' }).where(eq(devices.id, removed!));
  await insertDevices(t.db, elsewhere, [1]);
  await insertPlan(t.db, place);

  mine = await insertJob(t.db, { locationId: place, name: 'Mine', assignees: [supervisor.userId, tech] });
  theirs = await insertJob(t.db, { locationId: place, name: 'Theirs', assignees: [tech] });
  const gone = await insertJob(t.db, { locationId: place, name: 'Gone', deletedAt: new Date() });
  const away = await insertJob(t.db, { locationId: elsewhere, name: 'Away' });
  // Around the office's today (March 10 in New York): the 10th is still to come at 23:30.
  for (const [jobId, date] of [
    [mine, '2026-03-10'],
    [mine, '2026-03-12'],
    [theirs, '2026-03-11'],
    [mine, '2026-03-09'],
    [theirs, '2026-03-01'],
    [gone, '2026-03-20'],
    [away, '2026-03-20'],
  ] as const) {
    await insertVisit(t.db, { jobId, date, startTime: '08:00:00', endTime: '09:30:00' });
  }

  const template = await insertTemplate(t.db, { name: 'Service Report' });
  reportIds = await insertReports(
    t.db,
    Array.from({ length: 7 }, (_, i) => ({
      jobId: i % 2 ? mine : theirs,
      templateId: template.id,
      userId: tech,
      statusId: ReportStatus.Finished,
      startDate: minutesAgo(100 - i),
    })),
  );
  const [awayReport, deletedReport] = await insertReports(t.db, [
    { jobId: away, templateId: template.id, userId: tech },
    { jobId: theirs, templateId: template.id, userId: tech, deletedAt: new Date() },
  ]);
  const chemical = await insertChemical(t.db);
  await insertRecord(reportIds[0]!, place, chemical, '2026-03-02');
  await insertRecord(reportIds[1]!, place, chemical, '2026-03-05');
  await insertRecord(awayReport!, elsewhere, chemical, '2026-03-05');
  await insertAction(t.db, { locationId: place, createdBy: supervisor.userId, title: 'Seal the dock door' });
  await insertAction(t.db, {
    locationId: place,
    createdBy: supervisor.userId,
    title: 'Gone',
    deletedAt: new Date(),
  });
  await insertAction(t.db, { locationId: elsewhere, createdBy: supervisor.userId, title: 'Away' });
  const expiresAt = new Date('2026-06-01T00:00:00Z');
  await t.db.insert(shareLinks).values([
    { tokenHash: 'lp-1', locationId: place, label: 'Auditor', expiresAt },
    { tokenHash: 'lp-2', reportId: reportIds[2]!, label: 'dana@example.com', expiresAt },
    { tokenHash: 'lp-3', locationId: elsewhere, label: 'Away', expiresAt },
  ]);
  const mail = (reportId: number | null, subject: string) => ({
    kind: 'report',
    recipients: ['dana@example.com'],
    subject,
    textBody: 'x',
    status: 'sent',
    messageId: `<${subject}@example.com>`,
    reportId,
  });
  await t.db
    .insert(mailMessages)
    .values([mail(reportIds[3]!, 'Your report'), mail(awayReport!, 'Away'), mail(deletedReport!, 'Trashed')]);
});
afterAll(() => t.close());

describe('GET /api/locations/:id/overview', () => {
  it('gives an Admin every section of the location, the newest few with their totals', async () => {
    const { status, body } = await overview(admin);
    expect(status).toBe(200);
    expect(body.location).toMatchObject({ id: place, name: 'Bella Napoli Midtown' });
    expect(body.location.customer).toMatchObject({
      name: 'Bella Napoli LLC',
      billing_address: '18 Court St',
    });
    expect(body.customer_locations).toBe(1);
    expect(body.contacts.total).toBe(2);
    // Each with the language their mail is written in (null: the company's).
    expect(body.contacts.rows.map((c) => [c.name, c.language])).toEqual([
      ['Dana Ruiz', 'ar'],
      ['Night cook', null],
    ]);
    expect(body.devices).toEqual({ active: 2, removed: 1, site_plans: 1 });
    expect(body.jobs.rows.map((j) => j.name).sort()).toEqual(['Mine', 'Theirs']);
    expect(body.jobs.total).toBe(2);
    expect(body.coming_visits.rows.map((v) => [v.date, v.job.name, v.start_time])).toEqual([
      ['2026-03-10', 'Mine', '08:00'],
      ['2026-03-11', 'Theirs', '08:00'],
      ['2026-03-12', 'Mine', '08:00'],
    ]);
    expect(body.past_visits.rows.map((v) => v.date)).toEqual(['2026-03-09', '2026-03-01']);
    expect(body.reports.total).toBe(7);
    expect(body.reports.rows.map((r) => r.id)).toEqual([...reportIds].reverse().slice(0, 5));
    expect(body.reports.rows[0]).toMatchObject({
      template: { name: 'Service Report' },
      user: { name: 'Zed Tech' },
    });
    expect(body.applications.rows.map((a) => a.applied_on)).toEqual(['2026-03-05', '2026-03-02']);
    expect(body.corrective_actions.rows.map((a) => a.title)).toEqual(['Seal the dock door']);
    expect(body.corrective_actions.total).toBe(1);
    expect(body.share_links.rows.map((l) => l.label).sort()).toEqual(['Auditor', 'dana@example.com']);
    // Mail that went out stays, even when its report has since gone to the Trash.
    expect(body.mail?.rows.map((m) => m.subject)).toEqual(['Trashed', 'Your report']);
    expect(body.mail?.total).toBe(2);
  });

  it("moves a visit from coming to past when the office's day turns, not when UTC's does", async () => {
    // 19:00 on March 11 in New York (23:00 UTC): the 10th is past, the 11th still to come.
    now = new Date('2026-03-11T23:00:00Z');
    const evening = (await overview(admin)).body;
    expect(evening.coming_visits.rows.map((v) => v.date)).toEqual(['2026-03-11', '2026-03-12']);
    expect(evening.past_visits.rows.map((v) => v.date)).toEqual(['2026-03-10', '2026-03-09', '2026-03-01']);
    // 00:30 on March 12 in New York: only the 12th is left.
    now = new Date('2026-03-12T04:30:00Z');
    const night = (await overview(admin)).body;
    expect(night.coming_visits.rows.map((v) => v.date)).toEqual(['2026-03-12']);
    expect(night.past_visits.total).toBe(4);
    // A morning in August, every visit past.
    now = new Date('2026-08-03T13:00:00Z');
    expect((await overview(admin)).body.coming_visits).toEqual({ rows: [], total: 0 });
    now = new Date('2026-03-11T03:30:00Z');
  });

  it("gives a Supervisor their own jobs and those jobs' visits, every report as on the list, and no mail", async () => {
    const { status, body } = await overview(supervisor);
    expect(status).toBe(200);
    expect(body.jobs.rows.map((j) => j.id)).toEqual([mine]);
    expect(body.jobs.total).toBe(1);
    expect(body.coming_visits.rows.every((v) => v.job.id === mine)).toBe(true);
    expect(body.coming_visits.total).toBe(2);
    expect(body.past_visits.rows.map((v) => v.job.id)).toEqual([mine]);
    expect(body.reports.total).toBe(7);
    expect(body.mail).toBeNull();
    expect(body.jobs.rows.some((j) => j.id === theirs)).toBe(false);
  });

  it('refuses a Technician (403) and answers 404 for a location that is not there or deleted', async () => {
    expect((await overview(technician)).status).toBe(403);
    expect((await overview(admin, 2_000_000)).status).toBe(404);
    const deleted = await insertLocation(t.db, { deletedAt: new Date() });
    expect((await overview(admin, deleted)).status).toBe(404);
    expect((await overview(supervisor, deleted)).status).toBe(404);
  });

  it('answers empty sections for a new location', async () => {
    const fresh = await insertLocation(t.db);
    const { body } = await overview(admin, fresh);
    expect(body.customer_locations).toBe(0);
    expect(body.devices).toEqual({ active: 0, removed: 0, site_plans: 0 });
    for (const s of [body.jobs, body.reports, body.applications, body.share_links, body.mail]) {
      expect(s).toEqual({ rows: [], total: 0 });
    }
  });

  it("lists a customer's locations on the locations list: the same name, any case", async () => {
    const res = await t.request(supervisor, {
      method: 'GET',
      url: `/api/locations?customer=${encodeURIComponent('BELLA NAPOLI LLC')}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ name: string }[]>().map((l) => l.name)).toEqual([
      'Bella Napoli Midtown',
      'Bella Napoli Uptown',
    ]);
    expect(res.headers['x-total-count']).toBe('2');
  });
});
