import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportStatus, Role } from '@shared/constants';
import { EMPTY_APPLICATION } from '@shared/schemas/application-values';
import { followupId } from '@shared/schemas/checklist-logic';
import type { ReportDetail } from '@shared/schemas/reports';
import type { ReportsResponse } from '@shared/schemas/report-list';
import type { ShareLinkCreated, SharedView } from '@shared/schemas/share-links';
import { reportAnswers, reports } from '../db/schema/reports';
import { exportCsv } from '../export/export.fixtures';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { pdfCacheKey } from './pdf/pdf-cache';
import { pdfText } from '../pdf/pdf-text';
import { insertLogicReport, insertLogicTemplate } from './report-logic.fixtures';
import {
  insertAssignedJob,
  insertChemical,
  insertReport,
  insertTemplate,
  uploadReportImage,
} from './reports.fixtures';
import { photoPng } from './test-images';

let t: TestApp;
let supervisor: Session;
let technician: Session;
let dataDir: string;
let tpl: Awaited<ReturnType<typeof insertLogicTemplate>>;
let jobId: number;
let hiddenChemical: number;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'fieldbook-logic-views-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  supervisor = await t.loginAs(Role.Supervisor);
  technician = await t.loginAs(Role.Technician);
  tpl = await insertLogicTemplate(t.db);
  jobId = await insertAssignedJob(t.db, { name: 'Harbor Cafe', assignees: [technician.userId] });
  hiddenChemical = await insertChemical(t.db, { name: 'Hidden Bait' });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const call = (session: Session, method: string, url: string, payload?: unknown) =>
  t.request(session, { method, url, payload });

/**
 * A finished audit: no pests, so "Where seen" and the Treatment task are hidden although answered;
 * a dirty kitchen (flagged) with its note and photo. Score 15 of 25 (60%), a pass, 1 flagged.
 */
async function finishedAudit() {
  const id = await insertLogicReport(t.db, { jobId, templateId: tpl.id, userId: technician.userId });
  const upload = await uploadReportImage(t, technician, id, tpl.clean, photoPng(64, 48));
  expect(upload.statusCode, upload.body).toBe(200);
  const photo = upload.json<{ id: number }>().id;
  const saved = await call(technician, 'PUT', `/api/reports/${id}/answers`, {
    answers: [
      { field_id: tpl.pests, value: 'No' },
      { field_id: tpl.where, value: 'SECRET-WHERE' },
      { field_id: tpl.notes, value: 'HIDDEN-TREATMENT' },
      { field_id: tpl.product, value: [{ ...EMPTY_APPLICATION, chemical_id: hiddenChemical }] },
      { field_id: tpl.clean, value: 'Dirty' },
      {
        field_id: followupId(tpl.clean),
        value: { note: 'Grease under the fryer', photos: [{ file_id: photo }] },
      },
      { field_id: tpl.seals, value: 'Sealed' },
    ],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect((await call(technician, 'POST', `/api/reports/${id}/submit`)).statusCode).toBe(200);
  expect((await call(supervisor, 'POST', `/api/reports/${id}/finish`)).statusCode).toBe(200);
  return { id, photo };
}

describe('the report detail', () => {
  it('carries each rule, what it hides, the flagged answer’s follow-up, the pass mark and the score', async () => {
    const { id, photo } = await finishedAudit();
    const detail = (await call(supervisor, 'GET', `/api/reports/${id}`)).json<ReportDetail>();
    expect(detail.pass_mark).toBe(60);
    expect(detail.score).toEqual({ points: 15, max_points: 25, percent: 60, flagged: 1, passed: true });
    const [inspection, treatment] = detail.tasks;
    expect(inspection).toMatchObject({ condition: null, hidden: false });
    expect(treatment).toMatchObject({
      hidden: true,
      condition: { field_id: tpl.pests, op: 'equals', value: 'Yes' },
    });
    const fields = Object.fromEntries(detail.tasks.flatMap((x) => x.fields).map((f) => [f.field_name, f]));
    expect(fields['Where seen']).toMatchObject({
      hidden: true,
      answer: 'SECRET-WHERE',
      condition: { field_id: tpl.pests, op: 'equals', value: 'Yes' },
    });
    expect(fields['Treatment notes']).toMatchObject({ hidden: true, answer: 'HIDDEN-TREATMENT' });
    expect(fields.Cleanliness).toMatchObject({
      hidden: false,
      scoring: { points: { Clean: 10, Dirty: 0 }, flagged: ['Dirty'], flag_requires: 'photo' },
      followup: { note: 'Grease under the fryer', photos: [{ file_id: photo }] },
    });
    expect(fields['Door seals']).toMatchObject({ hidden: false, followup: null });
    // The form reads the hidden application's chemical too, to show it again.
    expect(detail.chemicals.map((c) => c.name)).toEqual(['Hidden Bait']);
  });
});

describe('hidden answers are kept but not shown', () => {
  it('leaves hidden tasks and fields out of the print data and the PDF, which shows score, flag and note', async () => {
    const { id } = await finishedAudit();
    const kept = await t.db.select().from(reportAnswers).where(eq(reportAnswers.reportId, id));
    expect(kept.map((a) => a.value)).toContain('SECRET-WHERE');

    const print = (await call(supervisor, 'GET', `/api/reports/${id}/print`)).json<ReportDetail>();
    expect(print.tasks.map((x) => x.task)).toEqual(['Inspection']);
    expect(print.tasks[0]!.fields.map((f) => f.field_name)).toEqual([
      'Pests seen',
      'Cleanliness',
      'Door seals',
    ]);
    expect(JSON.stringify(print)).not.toContain('SECRET-WHERE');
    expect(print.chemicals).toEqual([]);

    const res = await call(supervisor, 'GET', `/api/reports/${id}/download`);
    expect(res.statusCode).toBe(200);
    const { pages } = await pdfText(res.rawPayload);
    const text = pages.join('\n');
    for (const shown of [
      'Score 15 of 25 (60%) · Pass · 1 flagged',
      'Cleanliness',
      'Flagged: Dirty',
      'Note: Grease under the fryer',
      'Door seals',
    ]) {
      expect(text).toContain(shown);
    }
    for (const hidden of ['SECRET-WHERE', 'Where seen', 'Treatment', 'HIDDEN-TREATMENT', 'Hidden Bait']) {
      expect(text).not.toContain(hidden);
    }
    expect(pages).toHaveLength(1);
    // The follow-up photo is embedded.
    expect(res.rawPayload.toString('latin1')).toContain('/Subtype /Image');
  });

  it('keys the kept PDF by what it shows: another score or another hidden field is another PDF', async () => {
    const { id } = await finishedAudit();
    const detail = (await call(supervisor, 'GET', `/api/reports/${id}`)).json<ReportDetail>();
    const url = 'https://office.example.com/verify/X';
    const key = pdfCacheKey(detail, 'UTC', url);
    expect(pdfCacheKey({ ...detail, score: { ...detail.score!, flagged: 2 } }, 'UTC', url)).not.toBe(key);
    const unhidden = detail.tasks.map((x) => ({ ...x, hidden: false }));
    expect(pdfCacheKey({ ...detail, tasks: unhidden }, 'UTC', url)).not.toBe(key);
    // The printed address of the code is drawn too: another PUBLIC_URL is another PDF.
    expect(pdfCacheKey(detail, 'UTC', 'https://elsewhere.example.com/verify/X')).not.toBe(key);
  });

  it('shows the shared page what the view shows, and none of the hidden answers or their images', async () => {
    const { id, photo } = await finishedAudit();
    const link = await call(supervisor, 'POST', `/api/reports/${id}/share-links`, { label: 'Customer' });
    expect(link.statusCode, link.body).toBe(200);
    const { url } = link.json<ShareLinkCreated>();
    const token = url.slice(url.lastIndexOf('/') + 1);
    const open = (u: string) => t.app.inject({ method: 'GET', url: u });
    const view = (await open(`/api/shared/${token}`)).json<Extract<SharedView, { kind: 'report' }>>();
    expect(view.report.tasks.map((x) => x.task)).toEqual(['Inspection']);
    const fields = view.report.tasks[0]!.fields;
    expect(fields.map((f) => f.field_name)).toEqual(['Pests seen', 'Cleanliness', 'Door seals']);
    expect(fields[1]!.followup).toEqual({ note: 'Grease under the fryer', photos: [{ file_id: photo }] });
    expect(JSON.stringify(view)).not.toContain('SECRET-WHERE');
    expect(JSON.stringify(view)).not.toContain('Hidden Bait');
    expect((await open(`/api/shared/${token}/files/${photo}`)).statusCode).toBe(200);
  });
});

describe('the reports list', () => {
  it('gives each row its score, result and flags, filters by result and flags, and exports them', async () => {
    const template = await insertTemplate(t.db, { name: 'Scored list' });
    const job = await insertAssignedJob(t.db, { name: 'Scoreboard Diner' });
    const make = async (score: Partial<typeof reports.$inferInsert>) => {
      const id = await insertReport(t.db, { jobId: job, templateId: template.id, userId: technician.userId });
      await t.db.update(reports).set(score).where(eq(reports.id, id));
      return id;
    };
    const pass = await make({ scorePoints: 20, scoreMax: 20, scorePercent: 100, passed: true });
    const fail = await make({
      scorePoints: 8,
      scoreMax: 20,
      scorePercent: 40,
      flaggedCount: 2,
      passed: false,
    });
    const plain = await make({ statusId: ReportStatus.Finished });
    const list = async (query: string) => {
      const res = await call(supervisor, 'GET', `/api/get-reports-filtered?job_filter=scoreboard${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ReportsResponse>().reports;
    };
    const rows = await list('');
    expect(rows.map((r) => [r.id, r.score_percent, r.passed, r.flagged_count])).toEqual([
      [plain, null, null, 0],
      [fail, 40, false, 2],
      [pass, 100, true, 0],
    ]);
    expect((await list('&result=pass')).map((r) => r.id)).toEqual([pass]);
    expect((await list('&result=fail')).map((r) => r.id)).toEqual([fail]);
    expect((await list('&flagged=1')).map((r) => r.id)).toEqual([fail]);
    expect((await list('&flagged=1&result=pass')).map((r) => r.id)).toEqual([]);

    for (const bad of ['result=maybe', 'result=', 'flagged=0', 'flagged=yes']) {
      const res = await call(supervisor, 'GET', `/api/get-reports-filtered?${bad}`);
      expect(res.statusCode, bad).toBe(400);
      const exported = await call(supervisor, 'GET', `/api/export/reports?${bad}`);
      expect(exported.statusCode, bad).toBe(400);
    }
    const bad = await call(supervisor, 'GET', '/api/get-reports-filtered?result=maybe');
    expect(bad.json().errors.result).toBe('Result is pass or fail.');

    const { headings, rows: csv } = await exportCsv(t, supervisor, 'reports', '&job_filter=scoreboard');
    expect(headings).toEqual(expect.arrayContaining(['Score %', 'Result', 'Flagged']));
    expect(csv.map((r) => [Number(r.ID), r['Score %'], r.Result, r.Flagged])).toEqual([
      [plain, '', '', '0'],
      [fail, '40', 'Fail', '2'],
      [pass, '100', 'Pass', '0'],
    ]);
    const failed = await exportCsv(t, supervisor, 'reports', '&job_filter=scoreboard&result=fail');
    expect(failed.rows.map((r) => Number(r.ID))).toEqual([fail]);
  });
});
