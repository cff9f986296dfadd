import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { ackEntry, countEntries, onOutboxChange, putEntry } from '../features/reports/components/form/outbox';
import { watchOutboxEmpty } from './outbox-empty';

const entry = (reportId: number, fieldId: number, version = 1) => ({
  reportId,
  fieldId,
  value: 'Dana on the dock',
  version,
  hold: false,
  blobs: {},
  uploaded: {},
});

/** The next state the watch reports. */
function states() {
  const seen: boolean[] = [];
  let wake: (() => void) | undefined;
  return {
    onState: (empty: boolean) => {
      seen.push(empty);
      wake?.();
    },
    next: async () => {
      if (seen.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      return seen.shift();
    },
  };
}

describe('"Update ready" waits until the outbox is empty (decision 0050)', () => {
  it('is withheld while an answer waits, offered once the server has it, withdrawn when one waits again', async () => {
    const outbox = { count: countEntries, onChange: onOutboxChange };
    await putEntry(entry(7001, 1));
    await putEntry(entry(7002, 4));
    const watch = states();
    const stop = watchOutboxEmpty(outbox, watch.onState);
    expect(await watch.next()).toBe(false);

    // One report's answer arrives; the other still waits: no offer yet.
    await ackEntry(7001, 1, 1);
    await putEntry(entry(7002, 4, 2));
    // An acknowledgement of an older version keeps the newer edit waiting.
    await ackEntry(7002, 4, 1);
    expect(await countEntries()).toBe(1);
    await ackEntry(7002, 4, 2);
    expect(await watch.next()).toBe(true);

    await putEntry(entry(7003, 2));
    expect(await watch.next()).toBe(false);
    await ackEntry(7003, 2, 1);
    expect(await watch.next()).toBe(true);
    stop();
  });

  it('offers at once when nothing waits', async () => {
    const watch = states();
    const stop = watchOutboxEmpty({ count: countEntries, onChange: onOutboxChange }, watch.onState);
    expect(await watch.next()).toBe(true);
    stop();
  });
});
