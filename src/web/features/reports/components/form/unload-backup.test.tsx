import { afterEach, describe, expect, it } from 'vitest';
import type { OutboxEntry } from './outbox';
import { dropKept, forgetKept, keepOnUnload, withKept } from './unload-backup';

const entry = (fieldId: number, value: unknown, version: number, reportId = 5): OutboxEntry => ({
  reportId,
  fieldId,
  value,
  version,
  hold: false,
  blobs: {},
  uploaded: {},
});

afterEach(() => localStorage.clear());

describe('what the form keeps as the page goes', () => {
  it('replaces an older outbox entry, adds a missing one, and leaves a newer one', () => {
    keepOnUnload(5, [
      entry(1, 'Gap under the rear door', 30),
      entry(2, 'kept only here', 31),
      entry(3, 'old', 10),
    ]);
    const { entries, newer } = withKept(5, [entry(1, 'Gap under', 20), entry(3, 'newer in the outbox', 40)]);
    expect(newer.map((e) => e.value)).toEqual(['Gap under the rear door', 'kept only here']);
    expect(entries.map((e) => [e.fieldId, e.value]).sort()).toEqual([
      [1, 'Gap under the rear door'],
      [2, 'kept only here'],
      [3, 'newer in the outbox'],
    ]);
  });

  it('leaves answers with pictures still on the device to the outbox', () => {
    keepOnUnload(5, [entry(1, [{ pending: 'a1' }], 30), entry(2, [{ file_id: 4 }], 31)]);
    expect(withKept(5, []).newer.map((e) => e.fieldId)).toEqual([2]);
  });

  it('keeps each report apart, and forgets what the server has or the outbox took back', () => {
    keepOnUnload(5, [entry(1, 'a', 30), entry(2, 'b', 31)]);
    keepOnUnload(6, [entry(1, 'other report', 32, 6)]);
    // A later page of report 5 replaces its own copies only.
    keepOnUnload(5, [entry(1, 'a2', 33)]);
    expect(withKept(5, []).newer.map((e) => e.value)).toEqual(['a2']);
    forgetKept(5, 1, 33);
    expect(withKept(5, []).newer).toEqual([]);
    expect(withKept(6, []).newer.map((e) => e.value)).toEqual(['other report']);
    dropKept(6);
    expect(localStorage.getItem('fieldbook-outbox-unload')).toBeNull();
  });

  it('keeps a newer edit when the server acknowledges an older one', () => {
    keepOnUnload(5, [entry(1, 'newer', 50)]);
    forgetKept(5, 1, 40);
    expect(withKept(5, []).newer.map((e) => e.value)).toEqual(['newer']);
  });

  it('reads a damaged copy as nothing kept', () => {
    localStorage.setItem('fieldbook-outbox-unload', '{not json');
    expect(withKept(5, [entry(1, 'x', 1)]).entries.map((e) => e.value)).toEqual(['x']);
  });
});
