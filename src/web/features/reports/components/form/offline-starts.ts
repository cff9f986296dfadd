/**
 * Reports started on the device with no connection (issue 32 item 3, decision 0053), kept in
 * IndexedDB (database `fieldbook-starts`) so a reload, a new tab or a killed tab keeps them. Each
 * has the key the server is sent (`client_key`: however often the start is sent, one report), a
 * local id (negative, never a server's) under which its answers, images and a queued Submit wait
 * in the outbox, and the form drawn from the kept template. Once the server has answered the start
 * its id is recorded here, and the outbox's entries move to it (outbox.ts `moveReport`).
 *
 *   const start = await putStart(newStart({ job_id, template_id }, draftOf));
 *   await recordReportId(start.key, 42);                  // the server's answer to the start
 */
import { createStore, entries, get, set, type UseStore } from 'idb-keyval';
import type { ReportDetail } from '@shared/schemas/reports';
import { moveReport } from './outbox';
import { renameKept } from './unload-backup';

export interface OfflineStart {
  /** The device's id of the start: the `client_key` sent, and the page's address until it is sent. */
  key: string;
  /** The outbox's report id until the server names the report: negative, so never a server's. */
  localId: number;
  job_id: number;
  template_id: number;
  visit_id?: number;
  /** The form as started on the device (the template kept offline, no answers). */
  draft: ReportDetail;
  /** The server's report, once it has answered the start. */
  reportId?: number;
  startedAt: string;
}

let store: UseStore | undefined;
const db = () => (store ??= createStore('fieldbook-starts', 'starts'));

/** A UUID; outside a secure context (no crypto.randomUUID) one made from random bytes all the same. */
export function newClientKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const hex = [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0'));
  return [hex.slice(0, 4), hex.slice(4, 6), hex.slice(6, 8), hex.slice(8, 10), hex.slice(10)]
    .map((part) => part.join(''))
    .join('-');
}

let lastLocalId = 0;
/** Negative and growing away from zero: two starts in one millisecond still differ. */
export const newLocalId = (now: number) => (lastLocalId = Math.min(-now, lastLocalId - 1));

export const putStart = async (start: OfflineStart) => {
  await set(start.key, start, db());
  return start;
};
export const getStart = (key: string) => get<OfflineStart>(key, db());
export const listStarts = async () => (await entries<string, OfflineStart>(db())).map(([, s]) => s);

/** The start not yet answered by the server on this job, if the device has one: continued, not doubled. */
export const unsentStartOf = async (jobId: number) =>
  (await listStarts()).find((s) => s.job_id === jobId && s.reportId === undefined);

/**
 * The server answered the start with report `reportId`: recorded, and what waits under the local
 * id moves to it. Run again for a start already recorded, it moves what was written under the
 * local id since (the form's last keystrokes before it changed over).
 */
export async function recordReportId(key: string, reportId: number) {
  const start = await getStart(key);
  if (!start) return;
  if (start.reportId !== reportId) await putStart({ ...start, reportId });
  await moveReport(start.localId, reportId);
  renameKept(start.localId, reportId);
}

/** The starts answered as `reportId` (one, unless the server resolved two starts to one report). */
export const startsOf = async (reportId: number) =>
  (await listStarts()).filter((s) => s.reportId === reportId);

/**
 * What a start made on the device left under its local id moves to the report the server named:
 * again on each load, for what the form wrote there in the moment before it changed over.
 */
export const adoptStarts = async (reportId: number) => {
  if (reportId < 0) return;
  for (const start of await startsOf(reportId)) await recordReportId(start.key, reportId);
};
