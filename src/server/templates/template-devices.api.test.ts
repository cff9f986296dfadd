import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldType, Role } from '@shared/constants';
import type { Task, TaskField } from '@shared/schemas/templates';
import { createTestApp, type Session, type TestApp } from '../test/test-app';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
});
afterAll(() => t.close());

async function ok<T>(method: string, url: string, payload?: unknown): Promise<T> {
  const res = await t.request(admin, { method, url, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}
const tasksOf = async (templateId: number) =>
  (await ok<{ data: Task[] }>('GET', `/api/template/tasks/${templateId}`)).data;

describe('full coverage of a Device inspection field (issue 17)', () => {
  it('is stored on create, kept when an update leaves it out, off for another type, and copied', async () => {
    const templateId = (await ok<{ id: number }>('POST', '/api/templates', { name: 'Rodent program' })).id;
    const task = await ok<Task>('POST', '/api/template/tasks', { template_id: templateId, task: 'Devices' });
    const base = { task_id: task.id, field_name: 'Stations', field_type: FieldType.DeviceInspection };
    const field = await ok<TaskField>('POST', '/api/template/tasks/fields', { ...base, full_coverage: true });
    expect(field).toMatchObject({ field_type: 12, type: { name: 'Device inspection' }, full_coverage: true });
    const plain = await ok<TaskField>('POST', '/api/template/tasks/fields', { ...base, field_name: 'Other' });
    expect(plain.full_coverage).toBe(false);

    const edit = (body: object) =>
      ok<TaskField[]>('POST', '/api/template/tasks/edit-field', { ...base, field_id: field.id, ...body });
    const renamed = await edit({ field_name: 'Bait stations' });
    expect(renamed.find((f) => f.id === field.id)).toMatchObject({
      field_name: 'Bait stations',
      full_coverage: true,
    });
    expect((await tasksOf(templateId))[0]!.fields.find((f) => f.id === field.id)?.full_coverage).toBe(true);

    // Copies of the template and of the task keep it.
    const copy = await ok<{ id: number }>('POST', `/api/templates/${templateId}/copy`, {});
    expect((await tasksOf(copy.id))[0]!.fields.map((f) => f.full_coverage)).toEqual([true, false]);
    const taskCopy = await ok<Task>('POST', '/api/template/tasks/copy-task', { task_id: task.id });
    expect(taskCopy.fields.map((f) => f.full_coverage)).toEqual([true, false]);

    const off = await edit({ full_coverage: false });
    expect(off.find((f) => f.id === field.id)?.full_coverage).toBe(false);
    await edit({ full_coverage: true });
    // Only a Device inspection field asks for it: another type stores it off.
    const text = await edit({ field_type: FieldType.Text, full_coverage: true });
    expect(text.find((f) => f.id === field.id)).toMatchObject({ field_type: 1, full_coverage: false });
  });
});
