import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldType, Role } from '@shared/constants';
import { EMPTY_APPLICATION } from '@shared/schemas/application-values';
import type { AnswersConflictResponse, AnswersResponse, ReportDetail } from '@shared/schemas/reports';
import { reportAnswers, reports } from '../db/schema/reports';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { insertAssignedJob, insertChemical, insertTemplate } from './reports.fixtures';

/**
 * Issue 32 item 4, decision 0069: a field edited on two devices keeps both versions. An answer
 * sent with the value the device last knew (`base`) never overwrites a change it did not see.
 */
let t: TestApp;
let phoneA: Session;
let phoneB: Session;
let chemical: number;
const NAME = 'Dana Reyes';
beforeAll(async () => {
  t = await createTestApp();
  // One technician on two devices: two sessions of the same login.
  const id = await t.createUser({ typeId: Role.Technician, name: NAME, username: 'two-phones' });
  phoneA = await t.login('two-phones');
  phoneB = await t.login('two-phones');
  expect(phoneA.userId).toBe(id);
  chemical = await insertChemical(t.db, { name: 'Advion WDG' });
});
afterAll(async () => {
  await t.close();
});

type Answer = { field_id: number; value: unknown; base?: unknown };
const save = (session: Session, id: number, answers: Answer[]) =>
  t.request(session, { method: 'PUT', url: `/api/reports/${id}/answers`, payload: { answers } });

async function started() {
  const template = await insertTemplate(t.db, {
    tasks: [
      {
        task: 'Inspection',
        fields: [
          { name: 'Gap under the rear door', type: FieldType.Text },
          { name: 'Stations checked', type: FieldType.Number },
          { name: 'Product applied', type: FieldType.ChemicalApplication },
        ],
      },
    ],
  });
  const job = await insertAssignedJob(t.db, { assignees: [phoneA.userId] });
  const res = await t.request(phoneA, {
    method: 'POST',
    url: '/api/reports',
    payload: { job_id: job, template_id: template.id },
  });
  expect(res.statusCode, res.body).toBe(200);
  const [gap, stations, product] = template.fieldIds as [number, number, number];
  return { id: res.json<ReportDetail>().id, gap, stations, product };
}

const stored = async (reportId: number, fieldId: number) =>
  (
    await t.db
      .select({ value: reportAnswers.value })
      .from(reportAnswers)
      .where(and(eq(reportAnswers.reportId, reportId), eq(reportAnswers.fieldId, fieldId)))
  )[0]?.value ?? null;

describe('PUT /api/reports/{id}/answers with a base', () => {
  it('refuses the second device’s edit of a field the first changed since, saves its other answers, and takes it with the new base', async () => {
    const { id, gap, stations } = await started();
    expect((await save(phoneA, id, [{ field_id: gap, value: '2 mm' }])).statusCode).toBe(200);

    // Both devices last saw "2 mm". A saves "5 mm"; B, offline meanwhile, then sends "9 mm".
    const a = await save(phoneA, id, [{ field_id: gap, value: '5 mm', base: '2 mm' }]);
    expect(a.statusCode, a.body).toBe(200);
    const b = await save(phoneB, id, [
      { field_id: gap, value: '9 mm', base: '2 mm' },
      { field_id: stations, value: 12, base: null },
    ]);
    expect(b.statusCode, b.body).toBe(409);
    const body = b.json<AnswersConflictResponse>();
    expect(body.code).toBe('report.answerConflict');
    expect(body.conflicts).toHaveLength(1);
    expect(body.conflicts[0]).toMatchObject({
      field_id: gap,
      value: '5 mm',
      changed_by: { id: phoneA.userId, name: NAME },
    });
    expect(Number.isNaN(new Date(body.conflicts[0]!.changed_at!).getTime())).toBe(false);
    // The field in conflict kept A's value; the other answer of the call was saved, and said so.
    expect(await stored(id, gap)).toBe('5 mm');
    expect(await stored(id, stations)).toBe(12);
    expect(body.saved.answers).toEqual(
      expect.arrayContaining([
        { field_id: gap, value: '5 mm' },
        { field_id: stations, value: 12 },
      ]),
    );

    // The technician keeps B's version: sent again with A's value as its base, it saves.
    const kept = await save(phoneB, id, [{ field_id: gap, value: '9 mm', base: '5 mm' }]);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await stored(id, gap)).toBe('9 mm');
  });

  it('saves an answer without a base over anything (an older app), and the same value sent from a stale base', async () => {
    const { id, gap } = await started();
    await save(phoneA, id, [{ field_id: gap, value: '5 mm', base: null }]);
    const plain = await save(phoneB, id, [{ field_id: gap, value: '7 mm' }]);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(await stored(id, gap)).toBe('7 mm');
    // Both devices typed the same: nothing to choose between.
    const same = await save(phoneA, id, [{ field_id: gap, value: ' 7 mm ', base: '5 mm' }]);
    expect(same.statusCode, same.body).toBe(200);
  });

  it('compares values as JSON whatever the order of their keys', async () => {
    const { id, product } = await started();
    const record = { ...EMPTY_APPLICATION, chemical_id: chemical, lot: 'L-1' };
    const first = await save(phoneA, id, [{ field_id: product, value: [record] }]);
    expect(first.statusCode, first.body).toBe(200);
    const storedRecord = first.json<AnswersResponse>().answers.find((a) => a.field_id === product)!.value;
    const reversed = (storedRecord as Record<string, unknown>[]).map((r) =>
      Object.fromEntries(Object.entries(r).reverse()),
    );
    const next = await save(phoneB, id, [
      { field_id: product, value: [{ ...record, lot: 'L-2' }], base: reversed },
    ]);
    expect(next.statusCode, next.body).toBe(200);
  });

  it('names no one for a field cleared on the other device, and changes nothing when every answer conflicts', async () => {
    const { id, gap } = await started();
    await save(phoneA, id, [{ field_id: gap, value: '2 mm' }]);
    expect((await save(phoneA, id, [{ field_id: gap, value: null, base: '2 mm' }])).statusCode).toBe(200);
    const [before] = await t.db.select({ at: reports.updatedAt }).from(reports).where(eq(reports.id, id));
    const b = await save(phoneB, id, [{ field_id: gap, value: '3 mm', base: '2 mm' }]);
    expect(b.statusCode, b.body).toBe(409);
    expect(b.json<AnswersConflictResponse>().conflicts).toEqual([
      { field_id: gap, value: null, changed_by: null, changed_at: null },
    ]);
    const [after] = await t.db.select({ at: reports.updatedAt }).from(reports).where(eq(reports.id, id));
    expect(after!.at).toEqual(before!.at);
    expect(await stored(id, gap)).toBeNull();
    // Still a refusal of a bad answer first: 400, and nothing saved.
    const bad = await save(phoneB, id, [{ field_id: gap, value: 42, base: null }]);
    expect(bad.statusCode).toBe(400);
  });
});
