import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { FieldType, Role } from '@shared/constants';
import { WEBHOOK_EVENTS } from '@shared/schemas/webhooks';
import { companyLicences, companySettings } from '../db/schema/company';
import { webhookMessages, webhookSubscriptions } from '../db/schema/webhooks';
import {
  recordDayClock,
  recordOfReport,
  recordsScene,
  reportWithRecord,
} from '../applications/applications.fixtures';
import { insertAssignedJob, insertTemplate } from '../reports/reports.fixtures';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { submittedReport } from './webhooks.fixtures';

/** Each event source through its real route: the event is written with the change, for each subscriber. */
let t: TestApp;
let admin: Session;
let technician: Session;
let subscriptionId: number;
/** The app's clock: the tests' default, or the application records' day for theirs. */
let clock: (() => Date) | undefined;

beforeAll(async () => {
  t = await createTestApp(
    { WEBHOOK_ALLOWED_NETWORKS: '127.0.0.0/8', APP_TIMEZONE: 'America/New_York' },
    { clock: () => clock?.() ?? new Date() },
  );
  admin = await t.loginAs(Role.Admin);
  technician = await t.loginAs(Role.Technician);
  const res = await t.request(admin, {
    method: 'POST',
    url: '/api/webhooks',
    payload: { url: 'http://127.0.0.1:9/unused', events: [...WEBHOOK_EVENTS] },
  });
  subscriptionId = res.json<{ id: number }>().id;
});
beforeEach(async () => {
  await t.db.delete(webhookMessages);
});
afterAll(() => t.close());

async function events() {
  const rows = await t.db.select().from(webhookMessages).orderBy(webhookMessages.id);
  expect(rows.every((r) => r.subscriptionId === subscriptionId)).toBe(true);
  return rows.map((r) => JSON.parse(r.payload) as { type: string; data: Record<string, unknown> });
}
async function call(session: Session, method: string, url: string, payload?: unknown, status = 200) {
  const res = await t.request(session, { method, url, payload });
  expect(res.statusCode, res.body).toBe(status);
  return res.json<{ id: number }>();
}

it('tells of a report submitted from a visit (and the visit done), finished and returned', async () => {
  const template = await insertTemplate(t.db, {
    name: 'Quick check',
    tasks: [{ task: 'Check', fields: [{ name: 'Note', type: FieldType.Text }] }],
  });
  const job = await insertAssignedJob(t.db, { assignees: [technician.userId] });
  const report = await call(technician, 'POST', '/api/reports', { job_id: job, template_id: template.id });
  await call(technician, 'POST', `/api/reports/${report.id}/submit`);
  const submitted = await events();
  expect(submitted.map((e) => e.type).sort()).toEqual(['report.submitted', 'visit.done']);
  expect(submitted.find((e) => e.type === 'report.submitted')!.data).toEqual({ id: report.id, job_id: job });

  await call(admin, 'POST', `/api/reports/${report.id}/return`, { reason: 'Add a note' });
  const other = await submittedReport(t.db, technician.userId);
  await call(admin, 'POST', `/api/reports/${other}/finish`);
  expect((await events()).slice(2).map((e) => [e.type, e.data.id])).toEqual([
    ['report.returned', report.id],
    ['report.finished', other],
  ]);
});

it('tells of a visit planned and moved', async () => {
  const job = await insertAssignedJob(t.db, { assignees: [technician.userId] });
  const { visit } = (await call(
    admin,
    'POST',
    '/api/visits',
    { job_id: job, date: '2026-12-01' },
    201,
  )) as unknown as {
    visit: { id: number };
  };
  await call(admin, 'PATCH', `/api/visits/${visit.id}`, { date: '2026-12-03' });
  // Skipped, not moved: no event.
  await call(admin, 'PATCH', `/api/visits/${visit.id}`, { status: 'skipped', skip_reason: 'Closed' });
  expect(await events()).toEqual([
    expect.objectContaining({
      type: 'visit.created',
      data: { id: visit.id, job_id: job, date: '2026-12-01' },
    }),
    expect.objectContaining({ type: 'visit.moved', data: { id: visit.id, job_id: job, date: '2026-12-03' } }),
  ]);
});

it('tells of a corrective action opened and closed', async () => {
  const report = await submittedReport(t.db, technician.userId);
  const action = await call(admin, 'POST', '/api/corrective-actions', {
    title: 'Seal the gap',
    report_id: report,
  });
  await call(admin, 'PATCH', `/api/corrective-actions/${action.id}`, {
    status: 'done',
    closing_note: 'Sealed',
  });
  expect((await events()).map((e) => [e.type, e.data.id])).toEqual([
    ['corrective_action.opened', action.id],
    ['corrective_action.closed', action.id],
  ]);
});

it('tells of an application recorded when its report is submitted', async () => {
  clock = recordDayClock;
  try {
    const scene = await recordsScene(t);
    const reportId = await reportWithRecord(t, scene, new Date('2027-03-10T14:00:00Z'), {
      date: '2027-03-10',
      start_time: '09:30',
    });
    await call(scene.tech, 'POST', `/api/reports/${reportId}/submit`);
    const recordId = await recordOfReport(t.db, reportId);
    expect((await events()).find((e) => e.type === 'application.recorded')?.data).toEqual({
      id: recordId,
      report_id: reportId,
    });
  } finally {
    clock = undefined;
  }
});

it('tells of a state filing made', async () => {
  await t.db
    .update(companySettings)
    .set({ businessName: 'Acme Pest', address: '1 Main St, Albany, NY 12207' });
  await t.db.insert(companyLicences).values({ state: 'NY', number: '12345', expiresOn: '2030-01-01' });
  const filing = await call(admin, 'POST', '/api/compliance/filings', {
    state: 'NY',
    kind: 'ny-form-26',
    from: '2025-01-01',
    to: '2025-12-31',
  });
  expect(await events()).toEqual([
    expect.objectContaining({
      type: 'filing.made',
      data: { id: filing.id, state: 'NY', kind: 'ny-form-26' },
    }),
  ]);
});

it('writes nothing for a disabled subscription', async () => {
  await t.db.update(webhookSubscriptions).set({ enabled: false });
  const report = await submittedReport(t.db, technician.userId);
  await call(admin, 'POST', `/api/reports/${report}/finish`);
  expect(await events()).toEqual([]);
  await t.db.update(webhookSubscriptions).set({ enabled: true });
});
