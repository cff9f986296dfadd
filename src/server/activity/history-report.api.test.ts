import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldType, Role } from '@shared/constants';
import { ENGLISH_RECORD_WORDS, type RecordValue, recordText } from '@shared/audit-records';
import type { HistoryResponse } from '@shared/schemas/activity';
import { insertDevices, insertJobAt, insertLocation, typeId } from '../devices/devices.fixtures';
import { insertAssignedJob, insertChemical, insertReport, insertTemplate } from '../reports/reports.fixtures';
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

describe("a report's History of structured answers (issue 33 item 9)", () => {
  it('reads a device inspection and a product used as sentences, never as JSON', async () => {
    const template = await insertTemplate(t.db, {
      tasks: [
        {
          task: 'Stations',
          fields: [
            { name: 'Devices', type: FieldType.DeviceInspection },
            { name: 'Product used', type: FieldType.ChemicalApplication },
          ],
        },
      ],
    });
    const [devicesField, productField] = template.fieldIds as [number, number];
    const location = await insertLocation(t.db, 'History devices site');
    const [seven] = (await insertDevices(t.db, location, [7])) as [number];
    const [eight] = (await insertDevices(t.db, location, [8], {
      typeId: await typeId(t.db, 'Snap trap'),
    })) as [number];
    const job = await insertJobAt(t.db, location, [technician.userId]);
    const product = await insertChemical(t.db, { name: 'Hist Gel Bait' });
    const id = await insertReport(t.db, { jobId: job, templateId: template.id, userId: technician.userId });
    const at = '2026-03-09T15:00:00.000Z';
    const inspections = [
      [{ device_id: seven, at, condition: 'good', activity: 'low', bait: 80 }],
      [
        { device_id: seven, at, condition: 'good', activity: 'high', bait: 20 },
        { device_id: eight, at, condition: 'damaged', captures: { Mice: 2, Rats: 1 }, action: 'repaired' },
      ],
    ];
    for (const value of inspections) {
      const res = await t.request(technician, {
        method: 'PUT',
        url: `/api/reports/${id}/answers`,
        payload: { answers: [{ field_id: devicesField, value }] },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const used = { chemical_id: product, amount: 2.5, unit: 'fl oz', target_pest: 'Ants' };
    const res = await t.request(technician, {
      method: 'PUT',
      url: `/api/reports/${id}/answers`,
      payload: { answers: [{ field_id: productField, value: used }] },
    });
    expect(res.statusCode, res.body).toBe(200);

    const { entries } = (
      await t.request(supervisor, { method: 'GET', url: `/api/history/reports/${id}` })
    ).json<HistoryResponse>();
    const text = (value: string | null) =>
      value === null ? null : recordText(JSON.parse(value) as RecordValue, ENGLISH_RECORD_WORDS);
    const lines = entries
      .filter((e) => e.entity === 'report_answers')
      .map((e) => [e.label, e.changes.map((c) => [c.kind, text(c.before), text(c.after)])]);
    expect(lines).toEqual([
      ['Product used', [['record', null, 'Hist Gel Bait 2.5 fl oz, Ants']]],
      [
        'Devices',
        [
          [
            'record',
            '#7 Good, activity low, bait 80%',
            '#7 Good, activity high, bait 20%; #8 Damaged, 3 captures, repaired',
          ],
        ],
      ],
      ['Devices', [['record', null, '#7 Good, activity low, bait 80%']]],
    ]);
    expect(JSON.stringify(entries)).not.toContain('device_id');
  });
});
