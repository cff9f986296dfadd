import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportStatus, Role } from '@shared/constants';
import type { ActionRow, ReportActionsResponse } from '@shared/schemas/corrective-actions';
import { correctiveActions } from '../db/schema/corrective-actions';
import { reports } from '../db/schema/reports';
import { insertAssignedJob } from '../reports/reports.fixtures';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { insertAction, insertFlaggedReport, uploadActionPhoto } from './corrective-actions.fixtures';

let dataDir: string;
let t: TestApp;
let supervisor: Session;
let tech: Session;
let otherTech: Session;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'fieldbook-report-actions-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  supervisor = await t.loginAs(Role.Supervisor);
  tech = await t.loginAs(Role.Technician);
  otherTech = await t.loginAs(Role.Technician);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const base = (reportId: number) => `/api/reports/${reportId}/corrective-actions`;
const list = (session: Session, reportId: number) =>
  t.request(session, { method: 'GET', url: base(reportId) });
const create = (session: Session, reportId: number, payload: Record<string, unknown>) =>
  t.request(session, { method: 'POST', url: base(reportId), payload: { title: 'Fix it', ...payload } });
const close = (session: Session, reportId: number, actionId: number, note = 'Done and dusted') =>
  t.request(session, {
    method: 'POST',
    url: `${base(reportId)}/${actionId}/close`,
    payload: { closing_note: note },
  });
const liveActions = async (reportId: number) =>
  t.db.select().from(correctiveActions).where(eq(correctiveActions.reportId, reportId));

describe("a report's actions", () => {
  it('lists those made from the report and the other open ones at its location, nothing else', async () => {
    const report = await insertFlaggedReport(t.db, { userId: tech.userId });
    const by = supervisor.userId;
    const earlier = await insertFlaggedReport(t.db, { userId: otherTech.userId, jobId: report.jobId });
    const fromReport = await insertAction(t.db, {
      locationId: report.locationId,
      reportId: report.reportId,
      createdBy: by,
    });
    const openHere = await insertAction(t.db, {
      locationId: report.locationId,
      reportId: earlier.reportId,
      createdBy: by,
    });
    const working = await insertAction(t.db, {
      locationId: report.locationId,
      createdBy: by,
      status: 'in_progress',
    });
    await insertAction(t.db, {
      locationId: report.locationId,
      createdBy: by,
      status: 'done',
      closingNote: 'x',
    });
    await insertAction(t.db, { locationId: report.locationId, createdBy: by, deletedAt: new Date() });
    const elsewhere = await insertFlaggedReport(t.db, { userId: tech.userId });
    await insertAction(t.db, { locationId: elsewhere.locationId, createdBy: by });

    const res = await list(tech, report.reportId);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ReportActionsResponse>();
    expect(body.from_report.map((a) => a.id)).toEqual([fromReport]);
    expect(body.open_at_location.map((a) => a.id)).toEqual([working, openHere]);
    // The office reads it too; another technician does not.
    expect((await list(supervisor, report.reportId)).json()).toEqual(body);
    expect((await list(otherTech, report.reportId)).statusCode).toBe(403);
    expect((await list(tech, 999999)).statusCode).toBe(404);
  });
});

describe('making an action from a flagged answer', () => {
  it('copies the question and the answer, at the report’s location and job', async () => {
    const report = await insertFlaggedReport(t.db, { userId: tech.userId });
    const res = await create(tech, report.reportId, {
      field_id: report.fields.areas,
      due_date: '2030-05-01',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'open',
      report_id: report.reportId,
      field_id: report.fields.areas,
      question: 'Areas',
      answer: 'Kitchen, Dock',
      location: { id: report.locationId },
      job: { id: report.jobId },
      created_by: { id: tech.userId },
      due_date: '2030-05-01',
    });
    const dropdown = await create(tech, report.reportId, { field_id: report.fields.activity });
    expect(dropdown.json()).toMatchObject({ question: 'Activity', answer: 'High' });
  });

  it('one action per answer: a second answers 409 with the existing id', async () => {
    const report = await insertFlaggedReport(t.db, { userId: tech.userId });
    const first = await create(tech, report.reportId, { field_id: report.fields.activity });
    const again = await create(supervisor, report.reportId, {
      field_id: report.fields.activity,
      title: 'Again',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'correctiveAction.duplicate',
      id: first.json<ActionRow>().id,
    });
    expect(await liveActions(report.reportId)).toHaveLength(1);
    // Once that one is deleted, the answer may have a new one.
    await t.db
      .update(correctiveActions)
      .set({ deletedAt: new Date() })
      .where(eq(correctiveActions.reportId, report.reportId));
    expect((await create(tech, report.reportId, { field_id: report.fields.activity })).statusCode).toBe(200);
  });

  it.each([
    ['an answer that is not flagged', { activity: 'Low' }, 'activity', 'correctiveAction.fieldNotFlagged'],
    [
      'a checklist without a flagged tick',
      { areas: ['Kitchen'] },
      'areas',
      'correctiveAction.fieldNotFlagged',
    ],
    ['an unanswered question', { activity: null }, 'activity', 'correctiveAction.fieldNotFlagged'],
    ['a question that is not scored', {}, 'note', 'correctiveAction.fieldNotFlagged'],
  ] as const)('refuses %s (400 on field_id), writing nothing', async (_, answers, field, code) => {
    const report = await insertFlaggedReport(t.db, { userId: tech.userId, answers });
    const res = await create(tech, report.reportId, { field_id: report.fields[field] });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code, fieldCodes: { field_id: { code } } });
    expect(await liveActions(report.reportId)).toEqual([]);
  });

  it('refuses a field of another report (400) and a hidden flagged answer', async () => {
    const report = await insertFlaggedReport(t.db, { userId: tech.userId });
    const other = await insertFlaggedReport(t.db, { userId: tech.userId });
    const res = await create(tech, report.reportId, { field_id: other.fields.activity });
    expect(res.json()).toMatchObject({ code: 'correctiveAction.fieldNotInReport' });
    // Areas shows only when Note is "Show"; hidden, its flagged ticks need no action.
    const [row] = await t.db
      .select({ snapshot: reports.snapshot })
      .from(reports)
      .where(eq(reports.id, report.reportId));
    const snapshot = row!.snapshot;
    const [task] = snapshot.tasks;
    const areas = task!.fields.find((f) => f.id === report.fields.areas)!;
    task!.fields = [
      task!.fields.find((f) => f.id === report.fields.note)!,
      ...task!.fields.filter((f) => f !== areas && f.id !== report.fields.note),
      areas,
    ];
    areas.condition = { field_id: report.fields.note, op: 'equals', value: 'Show' };
    await t.db.update(reports).set({ snapshot }).where(eq(reports.id, report.reportId));
    const hidden = await create(tech, report.reportId, { field_id: report.fields.areas });
    expect(hidden.json()).toMatchObject({ code: 'correctiveAction.fieldNotFlagged' });
  });

  it('by hand without a field; only the own user while In Progress, or the office', async () => {
    const report = await insertFlaggedReport(t.db, { userId: tech.userId });
    const res = await create(tech, report.reportId, { title: 'Replace the bait station' });
    expect(res.json()).toMatchObject({ field_id: null, question: null, report_id: report.reportId });
    expect((await create(otherTech, report.reportId, {})).statusCode).toBe(403);
    await t.db
      .update(reports)
      .set({ statusId: ReportStatus.Submitted })
      .where(eq(reports.id, report.reportId));
    const late = await create(tech, report.reportId, {});
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'report.notInProgress' });
    expect((await create(supervisor, report.reportId, { title: 'From the office' })).statusCode).toBe(200);
  });
});

describe('closing from a report', () => {
  it('a Technician closes an open action at the report’s location: done, with the note and stamps', async () => {
    const report = await insertFlaggedReport(t.db, { userId: tech.userId });
    const id = await insertAction(t.db, { locationId: report.locationId, createdBy: supervisor.userId });
    const res = await close(tech, report.reportId, id, ' Sealed the gap. ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      status: 'done',
      closing_note: 'Sealed the gap.',
      closed_by: { id: tech.userId },
    });
    expect(res.json<ActionRow>().closed_at).not.toBeNull();
    const twice = await close(tech, report.reportId, id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'correctiveAction.alreadyClosed' });
  });

  it('refuses an empty note, another place’s action, another’s report and a report no longer in progress', async () => {
    const report = await insertFlaggedReport(t.db, { userId: tech.userId });
    const id = await insertAction(t.db, { locationId: report.locationId, createdBy: supervisor.userId });
    const empty = await close(tech, report.reportId, id, '  ');
    expect(empty.json()).toMatchObject({
      fieldCodes: { closing_note: { code: 'correctiveAction.closingNoteRequired' } },
    });
    const elsewhere = await insertAction(t.db, {
      locationId: (await insertFlaggedReport(t.db, { userId: otherTech.userId })).locationId,
      createdBy: supervisor.userId,
    });
    expect((await close(tech, report.reportId, elsewhere)).statusCode).toBe(404);
    expect((await close(otherTech, report.reportId, id)).statusCode).toBe(403);
    await t.db
      .update(reports)
      .set({ statusId: ReportStatus.Finished })
      .where(eq(reports.id, report.reportId));
    expect((await close(tech, report.reportId, id)).json()).toMatchObject({ code: 'report.notInProgress' });
    // The office may still close it from the report.
    expect((await close(supervisor, report.reportId, id)).json()).toMatchObject({
      status: 'done',
      closed_by: { id: supervisor.userId },
    });
    const [row] = await t.db.select().from(correctiveActions).where(eq(correctiveActions.id, elsewhere));
    expect(row).toMatchObject({ status: 'open', closedAt: null });
  });

  it('a Technician adds the closing photo while at the location, and reads it; others do not', async () => {
    const report = await insertFlaggedReport(t.db, { userId: tech.userId });
    const id = await insertAction(t.db, { locationId: report.locationId, createdBy: supervisor.userId });
    await close(tech, report.reportId, id);
    const up = await uploadActionPhoto(t, tech, id);
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json()).toMatchObject({ has_closing_photo: true });
    const photo = await t.request(tech, { method: 'GET', url: `/api/corrective-actions/${id}/photo` });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect((await uploadActionPhoto(t, otherTech, id)).statusCode).toBe(404);
    expect(
      (await t.request(otherTech, { method: 'GET', url: `/api/corrective-actions/${id}/photo` })).statusCode,
    ).toBe(404);
    const notImage = await uploadActionPhoto(t, tech, id, Buffer.from('just text'), { type: 'image/png' });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json()).toMatchObject({
      code: 'report.fileType',
      fieldCodes: { file: { code: 'report.fileType' } },
    });
  });

  it('a Technician cannot reach the office routes for actions of their own report (403)', async () => {
    const report = await insertFlaggedReport(t.db, { userId: tech.userId });
    const made = await create(tech, report.reportId, { field_id: report.fields.activity });
    const id = made.json<ActionRow>().id;
    const patch = await t.request(tech, {
      method: 'PATCH',
      url: `/api/corrective-actions/${id}`,
      payload: { status: 'verified' },
    });
    expect(patch.statusCode).toBe(403);
    expect((await t.request(tech, { method: 'GET', url: `/api/corrective-actions/${id}` })).statusCode).toBe(
      403,
    );
    // Another job at another place has nothing of this report's.
    const job = await insertAssignedJob(t.db, { assignees: [otherTech.userId] });
    const theirs = await insertFlaggedReport(t.db, { userId: otherTech.userId, jobId: job });
    const seen = (await list(otherTech, theirs.reportId)).json<ReportActionsResponse>();
    expect([...seen.from_report, ...seen.open_at_location].map((a) => a.id)).not.toContain(id);
  });
});
