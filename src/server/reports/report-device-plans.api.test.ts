import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import type { ReportDetail } from '@shared/schemas/reports';
import type { ShareLinkCreated, SharedView } from '@shared/schemas/share-links';
import { devices, sitePlans } from '../db/schema/devices';
import { shareLinkOpenings, shareLinks } from '../db/schema/share-links';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { pdfText } from '../pdf/pdf-text';
import { scaledImageKey } from '../pdf/scaled-images';
import { deviceSetup, finding, locationOf } from './report-devices.fixtures';
import { insertAssignedJob } from './reports.fixtures';
import { photoPng } from './test-images';

let t: TestApp;
let supervisor: Session;
let technician: Session;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'fieldbook-device-plans-'));
  t = await createTestApp({ DATA_DIR: dataDir, PUBLIC_URL: 'https://office.example.com/' });
  supervisor = await t.loginAs(Role.Supervisor);
  technician = await t.loginAs(Role.Technician);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const call = (session: Session, method: string, url: string, payload?: unknown) =>
  t.request(session, { method, url, payload });
const open = (url: string) => t.app.inject({ method: 'GET', url });

/** A plan image stored as the site plans' upload kind stores one, with its row. */
async function storedPlan(locationId: number, name: string) {
  const data = photoPng(800, 600);
  const filepath = `${randomBytes(16).toString('hex')}.png`;
  await t.app.files.put(`site-plans/${filepath}`, Readable.from(data), {
    size: data.length,
    contentType: 'image/png',
  });
  const [plan] = await t.db
    .insert(sitePlans)
    .values({ locationId, name, filepath, mime: 'image/png', size: data.length, width: 800, height: 600 })
    .returning({ id: sitePlans.id });
  return { id: plan!.id, filepath, data };
}

/** A finished visit of deviceSetup's ten devices, 1 and 4 (inaccessible) placed on "Ground floor". */
async function finishedVisit() {
  const s = await deviceSetup(t.db, technician.userId);
  const plan = await storedPlan(s.locationId, 'Ground floor');
  // A plan of the location with no device on it is not drawn.
  await storedPlan(s.locationId, 'Roof');
  for (const [n, x] of [
    [1, 0.25],
    [4, 0.75],
  ] as const) {
    await t.db
      .update(devices)
      .set({ planId: plan.id, planX: x, planY: 0.5 })
      .where(eq(devices.id, s.ids.get(n)!));
  }
  const { id } = (
    await call(technician, 'POST', '/api/reports', { job_id: s.jobId, template_id: s.templateId })
  ).json<ReportDetail>();
  const value = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) =>
    finding(
      s.ids,
      n,
      n === 4 ? { condition: 'inaccessible', activity: null, bait: null, note: 'Locked' } : {},
    ),
  );
  const saved = await call(technician, 'PUT', `/api/reports/${id}/answers`, {
    answers: [{ field_id: s.field, value }],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect((await call(technician, 'POST', `/api/reports/${id}/submit`)).statusCode).toBe(200);
  expect((await call(supervisor, 'POST', `/api/reports/${id}/finish`)).statusCode).toBe(200);
  return { ...s, id, plan };
}

async function shareOf(reportId: number) {
  const link = await call(supervisor, 'POST', `/api/reports/${reportId}/share-links`, { label: 'Customer' });
  expect(link.statusCode, link.body).toBe(200);
  const { id, url } = link.json<ShareLinkCreated>();
  return { id, token: url.slice(url.lastIndexOf('/') + 1) };
}

describe('the site plan with the visit’s findings in the report PDF', () => {
  it('draws each plan with a placed device after the device table, its image scaled once', async () => {
    const s = await finishedVisit();
    const res = await call(supervisor, 'GET', `/api/reports/${s.id}/download`);
    expect(res.statusCode).toBe(200);
    const text = (await pdfText(res.rawPayload)).pages.join('\n').replace(/\s+/g, ' ');
    expect(text).toContain('10 of 10 inspected');
    expect(text).toContain('Device Type Zone Activity Bait % Condition Action Note Scanned');
    expect(text).toContain('Site plan: Ground floor');
    expect(text.indexOf('Site plan: Ground floor')).toBeGreaterThan(text.indexOf('10 of 10 inspected'));
    expect(text).toContain('Missing / inaccessible');
    expect(text).toContain('Not inspected');
    expect(text).not.toContain('Site plan: Roof');
    expect(text).not.toContain('The plan image is not available');
    const key = scaledImageKey({ fileId: s.plan.id, storedName: s.plan.filepath, kind: 'plan' });
    expect(await t.app.files.read(key)).not.toBeNull();
  });

  it('draws the plan as not available when its image is gone', async () => {
    const s = await finishedVisit();
    await t.app.files.delete(`site-plans/${s.plan.filepath}`);
    const res = await call(supervisor, 'GET', `/api/reports/${s.id}/download`);
    expect(res.statusCode).toBe(200);
    const text = (await pdfText(res.rawPayload)).pages.join('\n').replace(/\s+/g, ' ');
    expect(text).toContain('Site plan: Ground floor');
    expect(text).toContain('The plan image is not available');
    expect(text).toContain('10 of 10 inspected');
  });
});

describe('devices and site plans on the shared page', () => {
  it('lists the devices without their codes and the plans under the link', async () => {
    const s = await finishedVisit();
    const { token } = await shareOf(s.id);
    const res = await open(`/api/shared/${token}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain('"code"');
    const view = res.json<Extract<SharedView, { kind: 'report' }>>();
    expect(view.report.devices.map((d) => d.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(Object.keys(view.report.devices[0]!).sort()).toEqual(
      ['active', 'id', 'number', 'place', 'placement', 'type', 'zone'].sort(),
    );
    expect(view.report.devices[0]!.place).toEqual({ plan_id: s.plan.id, x: 0.25, y: 0.5 });
    const url = `/api/shared/${token}/reports/${s.id}/site-plans/${s.plan.id}/image`;
    expect(view.report.site_plans.map((p) => p.name)).toEqual(['Ground floor', 'Roof']);
    expect(view.report.site_plans[0]).toMatchObject({ id: s.plan.id, width: 800, height: 600, url });
  });

  it('serves a plan of the report’s location, with the shared headers, and logs no opening of it', async () => {
    const s = await finishedVisit();
    const link = await shareOf(s.id);
    const before = await t.db
      .select()
      .from(shareLinkOpenings)
      .where(eq(shareLinkOpenings.shareLinkId, link.id));
    const res = await open(`/api/shared/${link.token}/reports/${s.id}/site-plans/${s.plan.id}/image`);
    expect(res.statusCode).toBe(200);
    // The copy for screens: a customer opens the link on a phone.
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 600 });
    const after = await t.db
      .select()
      .from(shareLinkOpenings)
      .where(eq(shareLinkOpenings.shareLinkId, link.id));
    expect(after).toHaveLength(before.length);
  });

  it('answers 404 for a plan of another location, a deleted plan or another report', async () => {
    const s = await finishedVisit();
    const { token } = await shareOf(s.id);
    const elsewhere = await locationOf(t.db, await insertAssignedJob(t.db, { assignees: [] }));
    const other = await storedPlan(elsewhere, 'Other site');
    const image = (report: number, plan: number) =>
      open(`/api/shared/${token}/reports/${report}/site-plans/${plan}/image`);
    const foreign = await image(s.id, other.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.headers['cache-control']).toBe('no-store');
    const later = await finishedVisit();
    expect((await image(later.id, later.plan.id)).statusCode).toBe(404);
    await t.db.update(sitePlans).set({ deletedAt: new Date() }).where(eq(sitePlans.id, s.plan.id));
    expect((await image(s.id, s.plan.id)).statusCode).toBe(404);
    expect(
      (await open(`/api/shared/${token}`)).json<Extract<SharedView, { kind: 'report' }>>(),
    ).toMatchObject({
      report: { site_plans: [{ name: 'Roof' }] },
    });
  });

  it('answers 410 once the link has expired or was revoked', async () => {
    const s = await finishedVisit();
    const expiring = await shareOf(s.id);
    const url = (token: string) => `/api/shared/${token}/reports/${s.id}/site-plans/${s.plan.id}/image`;
    expect((await open(url(expiring.token))).statusCode).toBe(200);
    await t.db
      .update(shareLinks)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(shareLinks.id, expiring.id));
    const expired = await open(url(expiring.token));
    expect(expired.statusCode).toBe(410);
    expect(expired.headers['referrer-policy']).toBe('no-referrer');
    const revoking = await shareOf(s.id);
    expect((await call(supervisor, 'POST', `/api/share-links/${revoking.id}/revoke`, {})).statusCode).toBe(
      200,
    );
    expect((await open(url(revoking.token))).statusCode).toBe(410);
  });
});
