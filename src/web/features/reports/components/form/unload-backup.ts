import { type OutboxEntry, pendingIds } from './outbox';

/**
 * The outbox's last resort as the page goes away (decision 0013): every keystroke is written to
 * IndexedDB at once, but the writes of the last ones may still wait their turn when a reload or a
 * closed tab tears the page down, and the browser drops them then (CI lost "the rear door" of
 * "Gap under the rear door" that way). On `pagehide` the unsent answers are also written to
 * localStorage, which writes before it returns; the next load takes from there whatever is newer
 * than the outbox. Answers with images still on the device stay the outbox's alone: their pictures
 * do not fit here, and a picture is one write, not a burst of keystrokes.
 */
const KEY = 'fieldbook-outbox-unload';

type Kept = Omit<OutboxEntry, 'blobs'>;

function read(): Kept[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as Kept[]) : [];
  } catch {
    return [];
  }
}

function write(entries: Kept[]) {
  try {
    if (entries.length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(entries));
  } catch {
    // Storage full or refused (private mode): the outbox still has all but the last moment.
  }
}

const sameField = (a: Kept, b: Kept) => a.reportId === b.reportId && a.fieldId === b.fieldId;

/** Keeps the report's unsent answers (those without images on the device), replacing its older ones. */
export function keepOnUnload(reportId: number, unsent: Iterable<OutboxEntry>) {
  const kept: Kept[] = [];
  for (const { blobs: _blobs, ...entry } of unsent) {
    if (pendingIds(entry.value).length === 0) kept.push(entry);
  }
  write([...read().filter((e) => e.reportId !== reportId), ...kept]);
}

/**
 * The report's entries as the last page left them: the outbox's, each replaced by the copy kept on
 * unload when that is newer. `newer` are those copies, for the caller to write back to the outbox
 * before it lets them go here (dropKept).
 */
export function withKept(
  reportId: number,
  stored: OutboxEntry[],
): { entries: OutboxEntry[]; newer: OutboxEntry[] } {
  const newer: OutboxEntry[] = [];
  for (const kept of read().filter((e) => e.reportId === reportId)) {
    const inOutbox = stored.find((e) => sameField(e, kept));
    if (!inOutbox || inOutbox.version < kept.version) newer.push({ ...kept, blobs: {} });
  }
  return {
    entries: [...stored.filter((e) => !newer.some((n) => sameField(n, e))), ...newer],
    newer,
  };
}

/** Forgets what was kept on unload for the report, once the outbox holds it. */
export function dropKept(reportId: number) {
  const all = read();
  const left = all.filter((e) => e.reportId !== reportId);
  if (left.length !== all.length) write(left);
}

/** The server has this version: a copy kept on unload of it, or of an older one, is not needed. */
export function forgetKept(reportId: number, fieldId: number, version: number) {
  const all = read();
  const left = all.filter((e) => !(e.reportId === reportId && e.fieldId === fieldId && e.version <= version));
  if (left.length !== all.length) write(left);
}

/** A report started on the device got its server id: its copies follow it (outbox moveReport). */
export function renameKept(from: number, to: number) {
  const all = read();
  if (all.some((e) => e.reportId === from))
    write(all.map((e) => (e.reportId === from ? { ...e, reportId: to } : e)));
}
