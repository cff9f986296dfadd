/**
 * The report form's outbox (issue 11, docs/decisions/0013-report-form-never-loses-work.md): every
 * answer typed, every photo picked and every signature drawn is written to the device's IndexedDB
 * at once, keyed by report and field, and stays there until the server has acknowledged exactly
 * that value. A reload, a closed tab or a lost connection then loses nothing.
 *
 *   await putEntry({ reportId, fieldId, value, version, hold: false, blobs, uploaded: {} });
 *   const unsent = await listEntries(reportId);           // on load: shown and sent again
 *   await ackEntry(reportId, fieldId, version);           // the server has it: dropped if unchanged
 */
import { createStore, del, entries, get, keys, promisifyRequest, set, type UseStore } from 'idb-keyval';

/** A stored image (`file_id`) or one still on the device, waiting to be uploaded (`pending`). */
export type ImageRef = { file_id: number } | { pending: string };

export interface OutboxEntry {
  reportId: number;
  fieldId: number;
  /** The answer as the form holds it; images may still be `{pending}` references. */
  value: unknown;
  /** Grows with every edit: an acknowledgement drops the entry only if it is still this version. */
  version: number;
  /** Not whole yet (a chemical line without its amount): kept on the device, not sent. */
  hold: boolean;
  /**
   * Held while a number box asks its question ("1,250": 1250 or 1.25?), with the server's value:
   * the typed text goes with the page, so a later visit drops the entry and the server's answer stands.
   */
  unanswered?: boolean;
  /** The images of `{pending}` references, by their id. */
  blobs: Record<string, Blob>;
  /** Pending images already uploaded: pending id → stored file id, so a resend does not upload twice. */
  uploaded: Record<string, number>;
  /**
   * What the form knew the server held for the field (null: empty) when the first unsent edit of it
   * was made; sent with the answer, so the server never overwrites a change this device did not see
   * (decision 0069). Entries written by an earlier version have none and are sent without it.
   */
  base?: unknown;
  /** The server holds another version, changed elsewhere: kept, not sent, until one is chosen. */
  conflict?: FieldConflict;
  /** The field's name as the form showed it: the answer is still named once the field is gone. */
  label?: string;
  /**
   * The report's form has no such field any more (the template changed while the device was
   * offline, decision 0072): kept to be read, never sent, until the technician dismisses it.
   */
  orphan?: true;
}

/** The server's version of a field in conflict, with who changed it and when where known. */
export interface FieldConflict {
  value: unknown;
  by: { id: number; name: string } | null;
  at: string | null;
}

let store: UseStore | undefined;
// Opened on first use: a page that never shows a report form never creates the database.
const db = () => (store ??= createStore('fieldbook-outbox', 'answers'));
const keyOf = (reportId: number, fieldId: number) => [reportId, fieldId];

/*
 * No queue of our own: IndexedDB runs read-write transactions on one store in the order they were
 * created, and each write below opens its transaction at once (a queue would leave the last
 * keystrokes waiting behind earlier writes when the page unloads). Read-then-change steps run
 * inside one transaction, so a newer edit's write cannot slip between the check and the change.
 */

/*
 * Every write is told, in this tab and the others (IndexedDB is shared between them): a new version
 * of the app waits until nothing is left to send (app/service-worker.ts, decision 0050).
 */
const local = new EventTarget();
const CHANNEL = 'fieldbook-outbox';
let channel: BroadcastChannel | undefined;
const changed = <T>(written: Promise<T>) =>
  written.then((result) => {
    local.dispatchEvent(new Event('change'));
    if (typeof BroadcastChannel !== 'undefined')
      (channel ??= new BroadcastChannel(CHANNEL)).postMessage('change');
    return result;
  });

/** Calls `listener` after each write to the outbox, from any tab; returns the unsubscribe. */
export function onOutboxChange(listener: () => void): () => void {
  local.addEventListener('change', listener);
  const others = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CHANNEL);
  others?.addEventListener('message', listener);
  return () => {
    local.removeEventListener('change', listener);
    others?.close();
  };
}

/** How many answers, of every report, are still on the device (held or waiting to be sent). */
export const countEntries = async () => (await keys(db())).length;

export const putEntry = (entry: OutboxEntry) =>
  changed(set(keyOf(entry.reportId, entry.fieldId), entry, db()));

export const listEntries = async (reportId: number) =>
  (await entries<IDBValidKey, OutboxEntry | QueuedSubmit>(db()))
    .map(([, e]) => e)
    .filter((e): e is OutboxEntry => e.reportId === reportId && 'fieldId' in e);

/**
 * A Submit pressed with no connection (issue 32) waits here beside the answers, under
 * `[report id, 'submit']`: sent once they are, and, like them, it holds a new version back.
 */
export interface QueuedSubmit {
  reportId: number;
  submit: true;
}
const submitKey = (reportId: number) => [reportId, 'submit'];
export const queueSubmit = (reportId: number) =>
  changed(set(submitKey(reportId), { reportId, submit: true } satisfies QueuedSubmit, db()));
export const isSubmitQueued = async (reportId: number) =>
  (await get<QueuedSubmit>(submitKey(reportId), db())) !== undefined;
export const dropSubmit = (reportId: number) => changed(del(submitKey(reportId), db()));

/**
 * Everything waiting under `from` (answers, images, a queued submit) moves to `to`, in one
 * transaction: a report started on the device waits under its local id until the server names it.
 */
export const moveReport = (from: number, to: number) =>
  changed(
    db()('readwrite', (s) => {
      const cursor = s.openCursor();
      cursor.onsuccess = () => {
        const at = cursor.result;
        if (!at) return;
        const entry = at.value as OutboxEntry | QueuedSubmit;
        if (entry.reportId === from) {
          const [, rest] = at.key as [number, number | string];
          s.put({ ...entry, reportId: to }, [to, rest]);
          at.delete();
        }
        at.continue();
      };
      return promisifyRequest(s.transaction);
    }),
  );

/** Changes (or deletes, on undefined) the field's entry in one transaction. */
const change = (reportId: number, fieldId: number, next: (current: OutboxEntry) => OutboxEntry | undefined) =>
  changed(
    db()('readwrite', (s) => {
      const key = keyOf(reportId, fieldId);
      const read = s.get(key) as IDBRequest<OutboxEntry | undefined>;
      read.onsuccess = () => {
        const current = read.result;
        if (!current) return;
        const updated = next(current);
        if (updated === undefined) s.delete(key);
        else if (updated !== current) s.put(updated, key);
      };
      return promisifyRequest(s.transaction);
    }),
  );

/** The server stored this version: forget it, unless a newer edit has replaced it meanwhile. */
export const ackEntry = (reportId: number, fieldId: number, version: number) =>
  change(reportId, fieldId, (current) => (current.version === version ? undefined : current));

/**
 * The server now holds `base` for the field (an older edit of it was saved): a newer edit made
 * while that one travelled is edited from it, not from what the first edit started from.
 */
export const rebaseEntry = (reportId: number, fieldId: number, sentVersion: number, base: unknown) =>
  change(reportId, fieldId, (current) =>
    current.version === sentVersion || current.base === undefined ? current : { ...current, base },
  );

/** The server refused the field's answer as changed elsewhere: the entry waits for a choice. */
export const markConflict = (reportId: number, fieldId: number, conflict: FieldConflict) =>
  change(reportId, fieldId, (current) => ({ ...current, conflict }));

/*
 * Answers to a field the report's form no longer has (decision 0072) wait under their own key,
 * `[report id, 'orphan:<field>']`: never sent, still holding a new version back, and out of the way
 * of a new answer to a field of the same id (its type changed).
 */
const orphanKey = (reportId: number, fieldId: number) => [reportId, `orphan:${fieldId}`];

/** Sets the entry aside as an orphan; the field's own entry goes if it is still this version. */
export const setAside = (entry: OutboxEntry) =>
  changed(
    db()('readwrite', (s) => {
      s.put({ ...entry, orphan: true }, orphanKey(entry.reportId, entry.fieldId));
      const read = s.get(keyOf(entry.reportId, entry.fieldId)) as IDBRequest<OutboxEntry | undefined>;
      read.onsuccess = () => {
        if (read.result?.version === entry.version) s.delete(keyOf(entry.reportId, entry.fieldId));
      };
      return promisifyRequest(s.transaction);
    }),
  );

/** Read and dismissed by the technician. */
export const dropOrphans = (reportId: number, fieldIds: number[]) =>
  changed(
    db()('readwrite', (s) => {
      for (const fieldId of fieldIds) s.delete(orphanKey(reportId, fieldId));
      return promisifyRequest(s.transaction);
    }),
  );

/** Everything the device holds of a report (answers, orphans, a queued Submit), dismissed at once. */
export const dropReport = (reportId: number) =>
  changed(
    db()('readwrite', (s) => {
      const cursor = s.openCursor();
      cursor.onsuccess = () => {
        const at = cursor.result;
        if (!at) return;
        if ((at.value as OutboxEntry | QueuedSubmit).reportId === reportId) at.delete();
        at.continue();
      };
      return promisifyRequest(s.transaction);
    }),
  );

/** An image went up: remember its file id on the field's entry, whichever version it is now. */
export const recordUpload = (reportId: number, fieldId: number, pendingId: string, fileId: number) =>
  change(reportId, fieldId, (current) => ({
    ...current,
    uploaded: { ...current.uploaded, [pendingId]: fileId },
  }));

export const isPending = (v: unknown): v is { pending: string } =>
  typeof v === 'object' && v !== null && typeof (v as { pending?: unknown }).pending === 'string';

/** A flagged answer's follow-up (`{note, photos}`, saved under its negative id) holds photos too. */
const isFollowup = (v: unknown): v is { photos: unknown[] } =>
  typeof v === 'object' &&
  v !== null &&
  !Array.isArray(v) &&
  Array.isArray((v as { photos?: unknown }).photos);

/** A Device inspection entry (issue 17) holds its photo as `photo` until it is uploaded. */
const isDeviceEntry = (v: unknown): v is { photo?: unknown; photo_file_id?: unknown } =>
  typeof v === 'object' && v !== null && 'device_id' in v;

/** The pending image ids a value refers to (a signature is one reference, photos a list). */
export const pendingIds = (value: unknown): string[] =>
  (Array.isArray(value)
    ? (value as unknown[]).map((v) => (isDeviceEntry(v) ? v.photo : v))
    : isFollowup(value)
      ? value.photos
      : [value]
  )
    .filter(isPending)
    .map((v) => v.pending);

/** The value with each uploaded `{pending}` replaced by its `{file_id}`; others left as they are. */
export function resolveImages(value: unknown, uploaded: ReadonlyMap<string, number>): unknown {
  const one = (v: unknown) => {
    const fileId = isPending(v) ? uploaded.get(v.pending) : undefined;
    return fileId === undefined ? v : { file_id: fileId };
  };
  const device = (v: { photo?: unknown }) => {
    const fileId = isPending(v.photo) ? uploaded.get(v.photo.pending) : undefined;
    if (fileId === undefined) return v;
    const { photo: _uploaded, ...rest } = v;
    return { ...rest, photo_file_id: fileId };
  };
  if (isFollowup(value)) return { ...value, photos: value.photos.map(one) };
  return Array.isArray(value) ? value.map((v) => (isDeviceEntry(v) ? device(v) : one(v))) : one(value);
}

/** A short id for an image taken on the device (crypto.randomUUID needs a secure context). */
export const newImageId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
