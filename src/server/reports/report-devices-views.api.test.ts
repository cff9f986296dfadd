import { eq } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import type { ReportDetail } from '@shared/schemas/reports';
import type { ShareLinkCreated, SharedView } from '@shared/schemas/share-links';
import { devices, sitePlans } from '../db/schema/devices';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { pdfText } from '../pdf/pdf-text';
import { deviceSetup, finding } from './report-devices.fixtures';
import { insertAssignedJob, insertTemplate } from './reports.fixtures';

let t: TestApp;
let supervisor: Session;
let technician: Session;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'fieldbook-devices-'));
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

/** A finished visit of the ten devices of deviceSetup: 4 inaccessible, 1 scanned, 8 with a note. */
async function finishedVisit() {
  const s = await deviceSetup(t.db, technician.userId);
  const [plan] = await t.db
    .insert(sitePlans)
    .values({
      locationId: s.locationId,
      name: 'Ground floor',
      filepath: 'site-plans/x.png',
      mime: 'image/png',
      size: 10,
      width: 800,
      height: 600,
    })
    .returning({ id: sitePlans.id });
  await t.db
    .update(devices)
    .set({ planId: plan!.id, planX: 0.25, planY: 0.5 })
    .where(eq(devices.id, s.ids.get(1)!));
  const started = await call(technician, 'POST', '/api/reports', {
    job_id: s.jobId,
    template_id: s.templateId,
  });
  const { id } = started.json<ReportDetail>();
  const value = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) =>
    n === 4
      ? finding(s.ids, 4, { condition: 'inaccessible', activity: null, bait: null, note: 'Locked gate' })
      : n === 8
        ? finding(s.ids, 8, {
            captures: { Mice: 2, Rats: 0 },
            action: 'captures_removed',
            note: 'Near the dock door',
          })
        : finding(s.ids, n, n === 1 ? { scanned_at: '2026-05-04T09:29:00.000Z', activity: 'medium' } : {}),
  );
  const saved = await call(technician, 'PUT', `/api/reports/${id}/answers`, {
    answers: [{ field_id: s.field, value }],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect((await call(technician, 'POST', `/api/reports/${id}/submit`)).statusCode).toBe(200);
  expect((await call(supervisor, 'POST', `/api/reports/${id}/finish`)).statusCode).toBe(200);
  return { ...s, id, planId: plan!.id };
}

describe('a report with a Device inspection field', () => {
  it('carries full coverage, the devices by number with their types, and the site plans', async () => {
    const s = await finishedVisit();
    const detail = (await call(supervisor, 'GET', `/api/reports/${s.id}`)).json<ReportDetail>();
    const field = detail.tasks[0]!.fields.find((f) => f.id === s.field);
    expect(field?.full_coverage).toBe(true);
    expect(detail.devices?.map((d) => d.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(detail.devices?.[0]).toMatchObject({
      id: s.ids.get(1),
      zone: 'Exterior',
      active: true,
      place: { plan_id: s.planId, x: 0.25, y: 0.5 },
      type: { id: s.bait, activity: 'level', bait: true },
    });
    expect(detail.devices?.[6]?.type).toMatchObject({
      id: s.snap,
      activity: 'count',
      pests: ['Mice', 'Rats'],
    });
    expect(detail.site_plans).toEqual([
      {
        id: s.planId,
        location_id: s.locationId,
        name: 'Ground floor',
        width: 800,
        height: 600,
        url: `/api/site-plans/${s.planId}/image`,
      },
    ]);
  });

  it('has none without such a field', async () => {
    const template = await insertTemplate(t.db, {
      tasks: [{ task: 'Visit', fields: [{ name: 'Notes', type: 1 }] }],
    });
    const job = await insertAssignedJob(t.db, { assignees: [technician.userId] });
    const res = await call(technician, 'POST', '/api/reports', { job_id: job, template_id: template.id });
    expect(res.json<ReportDetail>()).toMatchObject({ devices: [], site_plans: [] });
  });

  it('prints the device table in the PDF', async () => {
    const s = await finishedVisit();
    const res = await call(supervisor, 'GET', `/api/reports/${s.id}/download`);
    expect(res.statusCode).toBe(200);
    // A cell's words may wrap onto lines of their own.
    const text = (await pdfText(res.rawPayload)).pages.join('\n').replace(/\s+/g, ' ');
    for (const expected of [
      '10 of 10 inspected',
      'Device Type Zone Activity Bait % Condition Action Note Scanned',
      '#1',
      '#10',
      'Medium',
      '25%',
      'Inaccessible',
      'Locked gate',
      'Mice 2, Rats 0',
      'Captures removed',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('still opens on a share link', async () => {
    const s = await finishedVisit();
    const link = await call(supervisor, 'POST', `/api/reports/${s.id}/share-links`, { label: 'Customer' });
    expect(link.statusCode, link.body).toBe(200);
    const url = link.json<ShareLinkCreated>().url;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/shared/${url.slice(url.lastIndexOf('/') + 1)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json<Extract<SharedView, { kind: 'report' }>>();
    const answer = view.report.tasks[0]!.fields.find((f) => f.id === s.field)?.answer as unknown[];
    expect(answer).toHaveLength(10);
  });
});
