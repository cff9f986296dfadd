import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReportDetail } from '@shared/schemas/reports';
import { ApiError } from '@web/lib/api-client';
import { startsOf } from './offline-starts';
import { dropOrphans, type OutboxEntry, setAside } from './outbox';
import { type Fields, fieldsOf, isOrphan, labelOf } from './stranded-answers';
import { forgetKept } from './unload-backup';

/** Codes of a report the server no longer takes answers for: deleted, finished, or not in progress. */
const CLOSED = new Set(['report.notFound', 'report.locked', 'report.notInProgress']);

/** A save refused because the report is closed (decision 0072): no retry will pass. */
export const closedBy = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 404 || error.status === 409) && CLOSED.has(error.code ?? '');

/** The fields of `batch` a 400 refused as not part of the report, as sent (not changed since). */
export function orphansOf(
  error: unknown,
  batch: OutboxEntry[],
  unsent: ReadonlyMap<number, OutboxEntry>,
): OutboxEntry[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const codes = error.body.fieldCodes ?? {};
  return batch.filter(
    (e) =>
      codes[`answers.${e.fieldId}`]?.code === 'report.unknownField' &&
      unsent.get(e.fieldId)?.version === e.version,
  );
}

/**
 * The form's answers to fields it no longer has (decision 0072): taken out of the form's unsent
 * answers, set aside on the device under a key of their own, and shown until dismissed.
 */
export function useStranded(report: ReportDetail, unsent: RefObject<Map<number, OutboxEntry>>) {
  const fields = useMemo(() => fieldsOf(report), [report]);
  const fieldsNow = useRef(fields);
  useEffect(() => {
    fieldsNow.current = fields;
  }, [fields]);
  const held = useRef(new Map<number, OutboxEntry>());
  const [orphans, setOrphans] = useState<OutboxEntry[]>([]);
  const reportId = report.id;

  const recount = useCallback(() => setOrphans([...held.current.values()]), []);

  const labelled = useCallback((fieldId: number) => {
    const label = labelOf(fieldsNow.current, fieldId);
    return label === undefined ? {} : { label };
  }, []);

  /** Sets the entries aside (in memory at once, then on the device); their field ids as text. */
  const orphan = useCallback(
    async (entries: OutboxEntry[], drafts: Fields[] = []) => {
      for (const entry of entries) {
        const label = entry.label ?? drafts.map((d) => labelOf(d, entry.fieldId)).find(Boolean);
        const aside: OutboxEntry = { ...entry, orphan: true, ...(label ? { label } : {}) };
        if (unsent.current.get(entry.fieldId) === entry) unsent.current.delete(entry.fieldId);
        held.current.set(entry.fieldId, aside);
        forgetKept(reportId, entry.fieldId, entry.version);
      }
      recount();
      // Should the device refuse, the entry stays where it was and is found again on the next load.
      for (const entry of entries) await setAside(held.current.get(entry.fieldId)!).catch(() => undefined);
      return new Set(entries.map((e) => String(e.fieldId)));
    },
    [reportId, unsent, recount],
  );

  /**
   * On load: the outbox's entries set aside before, and those the form has no field for (for a
   * report started on the device, also a field whose type changed since the kept form), set aside
   * now. Returns the ids not to draw into the form.
   */
  const findOrphans = useCallback(
    async (stored: OutboxEntry[]) => {
      const drafts = reportId > 0 ? (await startsOf(reportId)).map((s) => fieldsOf(s.draft)) : [];
      const aside = stored.filter((e) => e.orphan);
      for (const entry of aside) held.current.set(entry.fieldId, entry);
      const found = stored.filter((e) => !e.orphan && isOrphan(e, fieldsNow.current, drafts));
      await orphan(found, drafts);
      recount();
      return new Set(found.map((e) => e.fieldId));
    },
    [reportId, orphan, recount],
  );

  /** Read, and dismissed: gone from the device. */
  const dismiss = useCallback(async () => {
    const ids = [...held.current.keys()];
    held.current.clear();
    recount();
    await dropOrphans(reportId, ids).catch(() => undefined);
  }, [reportId, recount]);

  return { orphans, recount, labelled, orphan, findOrphans, dismiss };
}
