import 'fake-indexeddb/auto';
import { clear, createStore } from 'idb-keyval';
import { afterEach, describe, expect, it } from 'vitest';
import { clientKey } from '@shared/schemas/reports';
import { draftReport } from './offline-draft';
import { isSubmitQueued, listEntries, type OutboxEntry, putEntry, queueSubmit } from './outbox';
import { adoptStarts, getStart, newClientKey, newLocalId, putStart, recordReportId } from './offline-starts';

afterEach(async () => {
  await clear(createStore('fieldbook-outbox', 'answers'));
  await clear(createStore('fieldbook-starts', 'starts'));
});

const entry = (reportId: number, fieldId: number, value: unknown, extra: Partial<OutboxEntry> = {}) => ({
  reportId,
  fieldId,
  value,
  version: 1,
  hold: false,
  blobs: {},
  uploaded: {},
  ...extra,
});

const draft = (localId: number) =>
  draftReport({
    localId,
    form: {
      template: { id: 3, name: 'Service Report', company_name: 'Greenleaf' },
      pass_mark: 80,
      tasks: [{ id: 1, task: 'Inspection', weight: 1, fields: [] }],
    },
    job: {
      id: 9,
      name: 'Weekly service',
      category: 'Pest',
      location: { name: 'Diner', address: '1 Main St' },
    },
    user: { id: 4, name: 'Marcus Johnson' },
    now: new Date('2026-12-01T23:30:00.000Z'),
  });

async function started(localId: number) {
  return putStart({
    key: newClientKey(),
    localId,
    job_id: 9,
    template_id: 3,
    draft: draft(localId),
    startedAt: '2026-12-01T23:30:00.000Z',
  });
}

describe('a report started on the device', () => {
  it('gets a key the server takes and a local id no server report can have', () => {
    const keys = new Set(Array.from({ length: 50 }, newClientKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(clientKey.safeParse(key).success).toBe(true);
    const now = Date.parse('2026-12-01T23:30:00.000Z');
    const [a, b] = [newLocalId(now), newLocalId(now)];
    expect(a).toBeLessThan(0);
    expect(b).toBeLessThan(a);
  });

  it('is drawn as the technician’s own report in progress, from the kept form, with no answers', () => {
    const report = draft(-5);
    expect(report).toMatchObject({
      id: -5,
      status_id: 1,
      template: { id: 3, name: 'Service Report' },
      pass_mark: 80,
      job: { id: 9, name: 'Weekly service', location: { id: 0, address: '1 Main St' } },
      can: { edit: true, submit: true, finish: false },
      start_date: '2026-12-01T23:30:00.000Z',
    });
  });

  it('moves its answers, images and queued Submit to the server’s id in one go, and nothing else', async () => {
    const start = await started(-100);
    const photo = new Blob(['jpeg'], { type: 'image/jpeg' });
    await putEntry(entry(-100, 11, 'Droppings behind the cooler'));
    await putEntry(entry(-100, 12, [{ pending: 'img-1' }], { blobs: { 'img-1': photo } }));
    await queueSubmit(-100);
    await putEntry(entry(7, 11, 'another report'));

    await recordReportId(start.key, 42);
    expect((await getStart(start.key))?.reportId).toBe(42);
    expect(await listEntries(-100)).toEqual([]);
    expect(await isSubmitQueued(-100)).toBe(false);
    const moved = await listEntries(42);
    expect(moved.map((e) => [e.fieldId, e.value])).toEqual([
      [11, 'Droppings behind the cooler'],
      [12, [{ pending: 'img-1' }]],
    ]);
    expect(moved[1]!.blobs['img-1']).toBeDefined();
    expect(await isSubmitQueued(42)).toBe(true);
    expect((await listEntries(7)).map((e) => e.value)).toEqual(['another report']);
  });

  it('takes over what the form wrote under the local id after the start was answered', async () => {
    const start = await started(-200);
    await recordReportId(start.key, 43);
    // The draft's last keystroke, written as the form changed over to the server's id.
    await putEntry(entry(-200, 11, 'late keystroke'));
    await adoptStarts(43);
    expect(await listEntries(-200)).toEqual([]);
    expect((await listEntries(43)).map((e) => e.value)).toEqual(['late keystroke']);
  });
});
