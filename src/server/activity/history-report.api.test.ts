import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldType, Role } from '@shared/constants';
import type { HistoryResponse } from '@shared/schemas/activity';
import { insertAssignedJob, insertReport, insertTemplate } from '../reports/reports.fixtures';
import { createTestApp, type Session, type TestApp } from '../test/test-app';

let t: TestApp;
let supervisor: Session;
let technician: Session;
beforeAll(async () => {
  t = await createTestApp();
  supervisor = await t.loginAs(Role.Supervisor);
  technician = await t.loginAs(Role.Technician);
});
afterAll(() => t.close());

describe("a report's History", () => {
  it("names each answer by its field and shows the technician's edits, for staff only", async () => {
    const template = await insertTemplate(t.db, {
      tasks: [{ task: 'Inspection', fields: [{ name: 'Stations checked', type: FieldType.Number }] }],
    });
    const fieldId = template.fieldIds[0]!;
    const job = await insertAssignedJob(t.db, { assignees: [technician.userId] });
    const id = await insertReport(t.db, { jobId: job, templateId: template.id, userId: technician.userId });
    for (const value of [3, 4]) {
      const res = await t.request(technician, {
        method: 'PUT',
        url: `/api/reports/${id}/answers`,
        payload: { answers: [{ field_id: fieldId, value }] },
      });
      expect(res.statusCode, res.body).toBe(200);
    }

    const res = await t.request(supervisor, { method: 'GET', url: `/api/history/reports/${id}` });
    expect(res.statusCode).toBe(200);
    const { entries } = res.json<HistoryResponse>();
    const answers = entries.filter((e) => e.entity === 'report_answers');
    expect(answers.map((e) => e.action)).toEqual(['update', 'insert']);
    expect(answers[0]).toMatchObject({
      label: 'Stations checked',
      actor: { id: technician.userId },
      changes: [{ field: 'value', kind: 'text', before: '3', after: '4' }],
    });
    expect(entries.at(-1)).toMatchObject({ entity: 'reports', action: 'insert' });

    // A Technician reads their report on its own page, not its audit trail.
    const own = await t.request(technician, { method: 'GET', url: `/api/history/reports/${id}` });
    expect(own.statusCode).toBe(403);
  });
});
