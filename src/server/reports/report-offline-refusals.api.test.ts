import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldType, Role } from '@shared/constants';
import type { ReportDetail } from '@shared/schemas/reports';
import { reportAnswers } from '../db/schema/reports';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { insertAssignedJob, insertTemplate } from './reports.fixtures';

/**
 * Issue 32 item 4, decision 0072: what the server answers a device's answers sent after the
 * office changed things while it was offline. Each is a 4xx with its code, never a 500, and
 * nothing of the refused call is written; the device shows the technician what it could not send.
 */
let t: TestApp;
let admin: Session;
let supervisor: Session;
let technician: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
  supervisor = await t.loginAs(Role.Supervisor);
  technician = await t.loginAs(Role.Technician);
});
afterAll(async () => {
  await t.close();
});

const call = (session: Session, method: string, url: string, payload?: unknown) =>
  t.request(session, { method, url, ...(payload === undefined ? {} : { payload }) });
const save = (id: number, answers: { field_id: number; value: unknown; base?: unknown }[]) =>
  call(technician, 'PUT', `/api/reports/${id}/answers`, { answers });
const stored = async (id: number) =>
  (await t.db.select().from(reportAnswers).where(eq(reportAnswers.reportId, id))).map((a) => [
    a.fieldId,
    a.value,
  ]);

async function startedWith(fields: string[]) {
  const template = await insertTemplate(t.db, {
    tasks: [{ task: 'Inspection', fields: fields.map((name) => ({ name, type: FieldType.Text })) }],
  });
  const job = await insertAssignedJob(t.db, { assignees: [technician.userId, supervisor.userId] });
  return { template, job };
}

const start = async (job: number, template: number) => {
  const res = await call(technician, 'POST', '/api/reports', {
    job_id: job,
    template_id: template,
    client_key: randomUUID(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReportDetail>();
};

describe('A field removed from the checklist while the device was offline', () => {
  it('is refused as not part of the report (400, nothing of the call saved); the other answers then save', async () => {
    const { template, job } = await startedWith(['Findings', 'Ladder used']);
    const [findings, ladder] = template.fieldIds as [number, number];
    // The device kept the form with both fields; the office removes one before the start arrives.
    const removed = await call(admin, 'DELETE', `/api/template/tasks/fields/${ladder}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const report = await start(job, template.id);
    expect(report.tasks.flatMap((task) => task.fields.map((f) => f.id))).toEqual([findings]);

    const both = await save(report.id, [
      { field_id: findings, value: 'Droppings', base: null },
      { field_id: ladder, value: 'Yes', base: null },
    ]);
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({
      code: 'report.answersInvalid',
      fieldCodes: { [`answers.${ladder}`]: { code: 'report.unknownField' } },
    });
    expect(Object.keys(both.json<{ errors: object }>().errors)).toEqual([`answers.${ladder}`]);
    expect(await stored(report.id)).toEqual([]);

    const rest = await save(report.id, [{ field_id: findings, value: 'Droppings', base: null }]);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(await stored(report.id)).toEqual([[findings, 'Droppings']]);
  });
});

describe('A report the office changed while the device was offline', () => {
  async function submitted() {
    const { template, job } = await startedWith(['Findings', 'Bait stations']);
    const report = await start(job, template.id);
    const [findings, bait] = template.fieldIds as [number, number];
    expect((await save(report.id, [{ field_id: findings, value: 'Droppings', base: null }])).statusCode).toBe(
      200,
    );
    const sent = await call(technician, 'POST', `/api/reports/${report.id}/submit`);
    expect(sent.statusCode, sent.body).toBe(200);
    return { id: report.id, findings, bait };
  }

  it('returned: the offline answers save, and the report names who returned it and why', async () => {
    const { id, findings, bait } = await submitted();
    const back = await call(supervisor, 'POST', `/api/reports/${id}/return`, { reason: 'Add the cooler' });
    expect(back.statusCode, back.body).toBe(200);
    const res = await save(id, [{ field_id: bait, value: 'Stations 4 and 7 chewed', base: null }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(id)).toEqual(
      expect.arrayContaining([
        [findings, 'Droppings'],
        [bait, 'Stations 4 and 7 chewed'],
      ]),
    );
    const detail = (await call(technician, 'GET', `/api/reports/${id}`)).json<ReportDetail>();
    expect(detail.return_reason).toBe('Add the cooler');
    expect(detail.history.at(-1)).toMatchObject({
      from_status_id: 2,
      to_status_id: 1,
      user: { id: supervisor.userId },
      reason: 'Add the cooler',
    });
  });

  it('still submitted: 409 report.notInProgress, nothing saved', async () => {
    const { id, findings, bait } = await submitted();
    const res = await save(id, [{ field_id: bait, value: 'Chewed', base: null }]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'report.notInProgress' });
    expect(await stored(id)).toEqual([[findings, 'Droppings']]);
  });

  it('finished: 409 report.locked, nothing saved', async () => {
    const { id, findings, bait } = await submitted();
    expect((await call(admin, 'POST', `/api/reports/${id}/finish`)).statusCode).toBe(200);
    const res = await save(id, [{ field_id: bait, value: 'Chewed', base: null }]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'report.locked' });
    expect(await stored(id)).toEqual([[findings, 'Droppings']]);
  });

  it('deleted (in the trash): 404 report.notFound, nothing saved', async () => {
    const { template, job } = await startedWith(['Findings']);
    const report = await start(job, template.id);
    const [findings] = template.fieldIds as [number];
    expect((await call(admin, 'DELETE', `/api/reports/${report.id}`)).statusCode).toBe(200);
    const res = await save(report.id, [{ field_id: findings, value: 'Droppings', base: null }]);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'report.notFound' });
    expect(await stored(report.id)).toEqual([]);
  });
});
