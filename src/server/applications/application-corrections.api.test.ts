import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import type { RecordCorrection } from '@shared/schemas/applications';
import type { ApplicationDetail } from '@shared/schemas/compliance';
import type { ReportDetail } from '@shared/schemas/reports';
import { applicationCorrections, applications } from '../db/schema/applications';
import { users } from '../db/schema/users';
import { pdfText } from '../pdf/pdf-text';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { recordOfReport, type RecordsScene, recordsScene, reportWithRecord } from './applications.fixtures';

// Issue 30, defect 9: a corrected record shows each correction (what it said before, what it says
// now, who, when and why) on its report, its own page, the PDF and the customer's copy.
const STARTED = new Date('2027-03-10T14:00:00Z'); // 09:00 in New York
let now = new Date('2027-03-10T17:00:00Z');
let t: TestApp;
let scene: RecordsScene;
let secondAdmin: Session;

beforeAll(async () => {
  t = await createTestApp({ APP_TIMEZONE: 'America/New_York' }, { clock: () => now });
  scene = await recordsScene(t);
  secondAdmin = await t.loginAs(Role.Admin);
  await t.db.update(users).set({ name: 'Dana Office' }).where(eq(users.id, scene.admin.userId));
  await t.db.update(users).set({ name: 'Lee Manager' }).where(eq(users.id, secondAdmin.userId));
});
afterAll(() => t.close());

/** A finished report holding one record (1.5 fl oz at the scene's address); its ids. */
async function finishedRecord() {
  now = new Date('2027-03-10T17:00:00Z');
  const reportId = await reportWithRecord(t, scene, STARTED, { date: '2027-03-10', start_time: '09:30' });
  const submitted = await t.request(scene.tech, { method: 'POST', url: `/api/reports/${reportId}/submit` });
  expect(submitted.statusCode, submitted.body).toBe(200);
  const finished = await t.request(scene.admin, { method: 'POST', url: `/api/reports/${reportId}/finish` });
  expect(finished.statusCode, finished.body).toBe(200);
  return { reportId, recordId: await recordOfReport(t.db, reportId) };
}

const correct = (by: Session, recordId: number, at: string, payload: Record<string, unknown>) => {
  now = new Date(at);
  return t.request(by, { method: 'POST', url: `/api/applications/${recordId}/correct`, payload });
};

async function correctedTwice() {
  const ids = await finishedRecord();
  const [row] = await t.db.select().from(applications).where(eq(applications.id, ids.recordId));
  const first = await correct(scene.admin, ids.recordId, '2027-03-11T15:05:00Z', {
    amount: 1.25,
    applied_on: '2027-03-09',
    note: 'Weighed again at the office',
  });
  expect(first.statusCode, first.body).toBe(200);
  const second = await correct(secondAdmin, ids.recordId, '2027-03-12T14:00:00Z', {
    street: '2 Maple Pl',
    amount: 1.25,
    note: 'The dock is on the side street',
  });
  expect(second.statusCode, second.body).toBe(200);
  const expected: RecordCorrection[] = [
    {
      at: '2027-03-11T15:05:00.000Z',
      by: { id: scene.admin.userId, name: 'Dana Office' },
      note: 'Weighed again at the office',
      changes: [
        { part: 'amount', from: 1.5, to: 1.25 },
        { part: 'applied_on', from: '2027-03-10', to: '2027-03-09' },
      ],
    },
    {
      at: '2027-03-12T14:00:00.000Z',
      by: { id: secondAdmin.userId, name: 'Lee Manager' },
      note: 'The dock is on the side street',
      // The amount sent again as it already was is no change.
      changes: [{ part: 'street', from: row!.street, to: '2 Maple Pl' }],
    },
  ];
  return { ...ids, street: row!.street, expected };
}

describe('a corrected application record', () => {
  it('shows every correction, oldest first, on its report and its own page', async () => {
    const { reportId, recordId, expected } = await correctedTwice();
    const report = await t.request(scene.admin, { method: 'GET', url: `/api/reports/${reportId}` });
    const [record] = report.json<ReportDetail>().applications;
    expect(record).toMatchObject({ amount: 1.25, applied_on: '2027-03-09', street: '2 Maple Pl' });
    expect(record!.corrections).toEqual(expected);

    const page = await t.request(scene.admin, { method: 'GET', url: `/api/applications/${recordId}` });
    expect(page.json<ApplicationDetail>()).toMatchObject({
      corrections: expected,
      corrected_at: '2027-03-12T14:00:00.000Z',
      correction_note: 'The dock is on the side street',
    });
  });

  it("prints each correction in the report's PDF, in the office's time", async () => {
    const { reportId, street } = await correctedTwice();
    const res = await t.request(scene.admin, { method: 'GET', url: `/api/reports/${reportId}/download` });
    expect(res.statusCode).toBe(200);
    const text = (await pdfText(res.rawPayload)).pages.join('\n').replace(/\s+/g, ' ');
    expect(text).toContain(
      'Corrected 03/11/2027 10:05 AM by Dana Office: Amount was 1.5, now 1.25; Date was 03/10/2027, now 03/09/2027 · Why: Weighed again at the office',
    );
    expect(text).toContain(
      `Corrected 03/12/2027 9:00 AM by Lee Manager: Street was ${street}, now 2 Maple Pl · Why: The dock is on the side street`,
    );
  });

  it('refuses a correction that changes nothing, and writes nothing', async () => {
    const { reportId, recordId, expected } = await correctedTwice();
    const same = await correct(scene.admin, recordId, '2027-03-13T14:00:00Z', {
      amount: 1.25,
      street: '2 Maple Pl',
      note: 'Again',
    });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ code: 'compliance.nothingChanged' });
    const report = await t.request(scene.admin, { method: 'GET', url: `/api/reports/${reportId}` });
    expect(report.json<ReportDetail>().applications[0]!.corrections).toEqual(expected);
    const page = await t.request(scene.admin, { method: 'GET', url: `/api/applications/${recordId}` });
    expect(page.json<ApplicationDetail>().correction_note).toBe('The dock is on the side street');
  });

  it('keeps a correction as written: the database refuses to change one', async () => {
    const { recordId } = await correctedTwice();
    await expect(
      t.db
        .update(applicationCorrections)
        .set({ note: 'rewritten' })
        .where(eq(applicationCorrections.applicationId, recordId)),
    ).rejects.toThrow();
  });

  it('reads the corrections made before they were kept apart back from the audit log', async () => {
    const { reportId, expected } = await correctedTwice();
    // The migration's last statement, run again on an empty table: what an upgraded office gets.
    const migration = readFileSync(
      path.join(import.meta.dirname, '../db/migrations/0024_application_corrections.sql'),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').at(-1)!;
    await t.db.delete(applicationCorrections);
    await t.db.execute(sql.raw(backfill));
    const report = await t.request(scene.admin, { method: 'GET', url: `/api/reports/${reportId}` });
    expect(report.json<ReportDetail>().applications[0]!.corrections).toEqual(expected);
  });

  it("shows the corrections on the customer's copy, naming people by name only", async () => {
    const { reportId, expected } = await correctedTwice();
    const link = await t.request(scene.admin, {
      method: 'POST',
      url: `/api/reports/${reportId}/share-links`,
      payload: { label: 'customer@example.com' },
    });
    expect(link.statusCode, link.body).toBe(200);
    const url = link.json<{ url: string }>().url;
    const shared = await t.app.inject({
      method: 'GET',
      url: `/api/shared/${url.slice(url.lastIndexOf('/') + 1)}`,
    });
    expect(shared.statusCode, shared.body).toBe(200);
    const [record] = shared.json<{ report: { applications: { corrections: unknown[] }[] } }>().report
      .applications;
    expect(record!.corrections).toEqual(expected.map((c) => ({ ...c, by: { name: c.by.name } })));
  });
});
