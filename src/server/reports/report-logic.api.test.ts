import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportStatus, Role } from '@shared/constants';
import { EMPTY_APPLICATION } from '@shared/schemas/application-values';
import { followupId } from '@shared/schemas/checklist-logic';
import type { ReportDetail } from '@shared/schemas/reports';
import { applications } from '../db/schema/applications';
import { correctiveActions } from '../db/schema/corrective-actions';
import { jobs } from '../db/schema/jobs';
import { reportAnswers, reports } from '../db/schema/reports';
import { taskFields, templates } from '../db/schema/templates';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { insertLogicReport, insertLogicTemplate } from './report-logic.fixtures';
import { insertAssignedJob, uploadReportImage } from './reports.fixtures';
import { photoPng } from './test-images';

let t: TestApp;
let technician: Session;
let dataDir: string;
let tpl: Awaited<ReturnType<typeof insertLogicTemplate>>;
let jobId: number;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'fieldbook-logic-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  technician = await t.loginAs(Role.Technician);
  tpl = await insertLogicTemplate(t.db);
  jobId = await insertAssignedJob(t.db, { assignees: [technician.userId] });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const call = (method: string, url: string, payload?: unknown) =>
  t.request(technician, { method, url, payload });
const start = () => insertLogicReport(t.db, { jobId, templateId: tpl.id, userId: technician.userId });
const save = (id: number, answers: { field_id: number; value: unknown }[]) =>
  call('PUT', `/api/reports/${id}/answers`, { answers });
const submit = (id: number) => call('POST', `/api/reports/${id}/submit`);
const stored = async (id: number) => {
  const [row] = await t.db
    .select({
      points: reports.scorePoints,
      max: reports.scoreMax,
      percent: reports.scorePercent,
      flagged: reports.flaggedCount,
      passed: reports.passed,
    })
    .from(reports)
    .where(eq(reports.id, id));
  return row;
};
const storedAnswer = async (id: number, fieldId: number) =>
  (
    await t.db
      .select({ value: reportAnswers.value })
      .from(reportAnswers)
      .where(and(eq(reportAnswers.reportId, id), eq(reportAnswers.fieldId, fieldId)))
  )[0]?.value;

describe('visibility at submit', () => {
  it('accepts a hidden required field unanswered, keeps hidden answers, and freezes no hidden records', async () => {
    const id = await start();
    const saved = await save(id, [
      { field_id: tpl.pests, value: 'No' },
      // Kept from before the answer changed: hidden now, stored still.
      { field_id: tpl.where, value: 'Behind the fridge' },
      { field_id: tpl.product, value: [{ ...EMPTY_APPLICATION, amount: 3 }] },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await submit(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ReportDetail>().status_id).toBe(ReportStatus.Submitted);
    expect(await storedAnswer(id, tpl.where)).toBe('Behind the fridge');
    expect(await storedAnswer(id, tpl.product)).toEqual([{ ...EMPTY_APPLICATION, amount: 3 }]);
    expect(await t.db.select().from(applications).where(eq(applications.reportId, id))).toEqual([]);
  });

  it('refuses the same required fields when they are shown, and checks a shown application', async () => {
    const id = await start();
    await save(id, [
      { field_id: tpl.pests, value: 'Yes' },
      { field_id: followupId(tpl.pests), value: { note: 'Droppings' } },
      { field_id: tpl.product, value: [{ ...EMPTY_APPLICATION, amount: 3 }] },
    ]);
    const res = await submit(id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Answer the required fields first: Where seen, Treatment notes.');
    expect(res.json().errors).toEqual({
      [`answers.${tpl.where}`]: 'This field is required.',
      [`answers.${tpl.notes}`]: 'This field is required.',
    });
    await save(id, [
      { field_id: tpl.where, value: 'Pantry' },
      { field_id: tpl.notes, value: 'Baited' },
    ]);
    // Now shown, the half-written application record is checked.
    const again = await submit(id);
    expect(again.statusCode).toBe(400);
    expect(Object.keys(again.json().errors).some((k) => k.startsWith(`answers.${tpl.product}.0.`))).toBe(
      true,
    );
  });
});

describe('score', () => {
  it('is computed and stored on every save and at submit, from the snapshot, whatever the template becomes', async () => {
    const id = await start();
    await save(id, [{ field_id: tpl.pests, value: 'Yes' }]);
    expect(await stored(id)).toEqual({ points: 0, max: 25, percent: 0, flagged: 1, passed: false });
    await save(id, [
      { field_id: tpl.clean, value: 'Clean' },
      { field_id: tpl.seals, value: 'Sealed' },
      { field_id: followupId(tpl.pests), value: { note: 'Two mice' } },
    ]);
    const score = { points: 15, max: 25, percent: 60, flagged: 1, passed: true };
    expect(await stored(id)).toEqual(score);
    const detail = (await call('GET', `/api/reports/${id}`)).json<ReportDetail>();
    expect(detail.score).toEqual({ points: 15, max_points: 25, percent: 60, flagged: 1, passed: true });
    expect(detail.pass_mark).toBe(60);

    // The template changes: more points, a higher pass mark. The report keeps its snapshot's.
    await t.db
      .update(taskFields)
      .set({ scoring: { points: { Clean: 100, Dirty: 0 }, flagged: [], flag_requires: null } })
      .where(eq(taskFields.id, tpl.clean));
    await t.db.update(templates).set({ passMark: 95 }).where(eq(templates.id, tpl.id));
    await save(id, [
      { field_id: tpl.where, value: 'Pantry' },
      { field_id: tpl.notes, value: 'Baited' },
    ]);
    expect(await stored(id)).toEqual(score);
    expect((await submit(id)).statusCode).toBe(200);
    expect(await stored(id)).toEqual(score);
    await t.db
      .update(taskFields)
      .set({ scoring: { points: { Clean: 10, Dirty: 0 }, flagged: ['Dirty'], flag_requires: 'photo' } })
      .where(eq(taskFields.id, tpl.clean));
    await t.db.update(templates).set({ passMark: 60 }).where(eq(templates.id, tpl.id));
  });

  it('leaves a hidden answer out of the score, and stores no points when nothing is scored', async () => {
    const id = await start();
    // "Where seen" is hidden; its answer is kept. Only shown scored questions count.
    await save(id, [
      { field_id: tpl.pests, value: 'No' },
      { field_id: tpl.where, value: 'Nowhere' },
    ]);
    expect(await stored(id)).toEqual({ points: 10, max: 25, percent: 40, flagged: 0, passed: false });
    const plain = await insertLogicReport(t.db, { jobId, templateId: tpl.id, userId: technician.userId });
    // A snapshot from before rules existed: nothing scored, nothing hidden.
    const [row] = await t.db
      .select({ snapshot: reports.snapshot })
      .from(reports)
      .where(eq(reports.id, plain));
    const snapshot = row!.snapshot;
    delete snapshot.template.pass_mark;
    for (const task of snapshot.tasks) {
      delete task.condition;
      for (const field of task.fields) {
        delete field.condition;
        delete field.scoring;
      }
    }
    await t.db.update(reports).set({ snapshot }).where(eq(reports.id, plain));
    expect((await save(plain, [{ field_id: tpl.pests, value: 'Yes' }])).statusCode).toBe(200);
    expect(await stored(plain)).toEqual({ points: null, max: null, percent: null, flagged: 0, passed: null });
    const detail = (await call('GET', `/api/reports/${plain}`)).json<ReportDetail>();
    expect(detail.tasks.flatMap((x) => x.fields).some((f) => f.hidden)).toBe(false);
    expect(detail.score).toEqual({ points: 0, max_points: 0, percent: null, flagged: 0, passed: null });
    // No rule hides "Where seen" or the Treatment task any more: both are required.
    expect((await submit(plain)).json().errors).toEqual({
      [`answers.${tpl.where}`]: 'This field is required.',
      [`answers.${tpl.notes}`]: 'This field is required.',
    });
  });
});

describe('what flagged answers require', () => {
  it('refuses submit until the note, the photo and the corrective action are there', async () => {
    const id = await start();
    await save(id, [
      { field_id: tpl.pests, value: 'Yes' },
      { field_id: tpl.where, value: 'Pantry' },
      { field_id: tpl.notes, value: 'Baited' },
      { field_id: tpl.clean, value: 'Dirty' },
      { field_id: tpl.seals, value: 'Broken' },
      // Only spaces: no note at all.
      { field_id: followupId(tpl.pests), value: { note: '   ' } },
    ]);
    expect(await storedAnswer(id, followupId(tpl.pests))).toBeUndefined();
    const res = await submit(id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Complete what the flagged answers require first: Pests seen, Cleanliness, Door seals.',
    );
    expect(res.json().errors).toEqual({
      [`answers.${tpl.pests}`]: 'This flagged answer needs a note.',
      [`answers.${tpl.clean}`]: 'This flagged answer needs a photo.',
      [`answers.${tpl.seals}`]: 'This flagged answer needs a corrective action.',
    });

    // Photos belong to a choice field whose flags need one; a note-only one takes none.
    const upload = await uploadReportImage(t, technician, id, tpl.clean, photoPng(64, 48));
    expect(upload.statusCode, upload.body).toBe(200);
    const photo = upload.json<{ id: number }>().id;
    expect((await uploadReportImage(t, technician, id, tpl.pests, photoPng(64, 48))).statusCode).toBe(400);
    const saved = await save(id, [
      { field_id: followupId(tpl.pests), value: { note: ' Droppings\r\nnear the oven ' } },
      { field_id: followupId(tpl.clean), value: { photos: [{ file_id: photo }] } },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await storedAnswer(id, followupId(tpl.pests))).toEqual({ note: 'Droppings\nnear the oven' });
    expect(await storedAnswer(id, followupId(tpl.clean))).toEqual({ photos: [{ file_id: photo }] });
    const missingAction = await submit(id);
    expect(missingAction.json().errors).toEqual({
      [`answers.${tpl.seals}`]: 'This flagged answer needs a corrective action.',
    });

    // A deleted action does not count; a live one for this answer of this report does.
    const [job] = await t.db.select({ locationId: jobs.locationId }).from(jobs).where(eq(jobs.id, jobId));
    const action = {
      locationId: job!.locationId,
      reportId: id,
      fieldId: tpl.seals,
      title: 'Replace the door seal',
      createdBy: technician.userId,
    };
    await t.db.insert(correctiveActions).values({ ...action, deletedAt: new Date() });
    expect((await submit(id)).statusCode).toBe(400);
    await t.db.insert(correctiveActions).values({ ...action, fieldId: tpl.clean });
    expect((await submit(id)).statusCode).toBe(400);
    await t.db.insert(correctiveActions).values(action);
    const done = await submit(id);
    expect(done.statusCode, done.body).toBe(200);
    expect(await stored(id)).toEqual({ points: 0, max: 25, percent: 0, flagged: 3, passed: false });
  });

  it('asks nothing of a flagged answer that a rule hides', async () => {
    const id = await start();
    // "Door seals" is shown, and not flagged: nothing is required of it.
    await save(id, [
      { field_id: tpl.pests, value: 'No' },
      { field_id: tpl.seals, value: 'Sealed' },
    ]);
    expect((await submit(id)).statusCode).toBe(200);
  });

  it('refuses a follow-up for a field that takes none, and bad notes and photos, saving nothing', async () => {
    const id = await start();
    const cases: [number, unknown, string][] = [
      [followupId(tpl.where), { note: 'x' }, 'This field is not part of the report.'],
      [followupId(999_999), { note: 'x' }, 'This field is not part of the report.'],
      [
        followupId(tpl.pests),
        { note: 'bad\u0007' },
        'Remove the invisible control characters from this text.',
      ],
      [followupId(tpl.pests), { note: 'x'.repeat(2001) }, 'A note has at most 2000 characters.'],
      [followupId(tpl.pests), { note: 5 }, "A flagged answer's note and photos are not valid."],
      [followupId(tpl.pests), 'Droppings', "A flagged answer's note and photos are not valid."],
      [followupId(tpl.clean), { photos: [{ file_id: 999_999 }] }, 'The image was not found; add it again.'],
    ];
    for (const [fieldId, value, message] of cases) {
      const res = await save(id, [
        { field_id: tpl.pests, value: 'Yes' },
        { field_id: fieldId, value },
      ]);
      expect(res.statusCode, JSON.stringify(value)).toBe(400);
      expect(res.json().errors[`answers.${fieldId}`]).toBe(message);
    }
    expect(await t.db.select().from(reportAnswers).where(eq(reportAnswers.reportId, id))).toEqual([]);
    expect((await save(id, [{ field_id: 0, value: 'x' }])).statusCode).toBe(400);
  });
});
