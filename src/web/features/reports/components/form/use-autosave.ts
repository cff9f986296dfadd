import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@web/lib/api-client';
import { keepNow } from '@web/lib/kept-queries';
import { reportsKeys } from '../../api/reports-keys';
import { answersOf, refusalsOf } from './answer-refusals';
import { withSavedAnswers } from './saved-answers';
import type { ReportDetail } from '@shared/schemas/reports';
import { dropKept, forgetKept, keepOnUnload, withKept } from './unload-backup';
import { useSendTriggers } from './use-send-triggers';
import { adoptStarts } from './offline-starts';
import { useServerAnswers } from './server-answers';
import { useImageSrc } from './use-image-src';
import { hasUploads, imagesOf, uploadPending } from './pending-uploads';
import { answerOf, carried, holdConflicts, rebaseSaved, saveOrConflicts } from './answer-conflicts';
import { useConflictChoices } from './use-conflict-choices';
import { useHoldUnanswered } from './use-hold-unanswered';
import { closedBy, orphansOf, useStranded } from './use-stranded';
import {
  ackEntry,
  type FieldConflict,
  listEntries,
  type OutboxEntry,
  pendingIds,
  putEntry,
  resolveImages,
} from './outbox';

/** Text waits for a pause in typing before it is sent (it is on the device at once); a tap sends now. */
const TYPING_PAUSE_MS = 800;
/** After a failed send (no connection, say), the next try comes by itself. */
const RETRY_MS = 5000;

export interface SetValueOptions {
  now?: boolean;
  /** The value is not whole yet (a chemical line without its amount): kept on the device, not sent. */
  hold?: boolean;
  /** Images the value refers to as `{pending: id}`, taken on the device and not uploaded yet. */
  images?: Record<string, Blob>;
}

/** "Keep mine" of a field in conflict: sent again from the server's version, now seen (decision 0069). */
type ChosenBase = { chosen?: { base: unknown } };

const isNetworkError = (error: unknown) => error instanceof ApiError && error.status === 0;

/**
 * The answers of a report being filled. Each change goes to the device's outbox (IndexedDB) at
 * once and to the server after a pause in typing, then leaves the outbox when the server has
 * exactly that value. Unsent work is sent again on load, when the connection returns, when the
 * page is hidden and every few seconds after a failure. One send runs at a time.
 */
export function useAutosave(report: ReportDetail) {
  const queryClient = useQueryClient();
  const reportId = report.id;
  const [values, setValues] = useState<Record<number, unknown>>(() => answersOf(report));
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [counts, setCounts] = useState({ waiting: 0, incomplete: 0 });
  /** Fields changed elsewhere too, with the server's version: waiting for the technician's choice. */
  const [conflicts, setConflicts] = useState<Record<number, FieldConflict>>({});
  const [sending, setSending] = useState(false);
  const [offline, setOfflineState] = useState(() => !navigator.onLine);
  // Also as a ref: the submit button asks right after a flush, before the state has re-rendered.
  const offlineRef = useRef(offline);
  const setOffline = useCallback((value: boolean) => {
    offlineRef.current = value;
    setOfflineState(value);
  }, []);
  const [problem, setProblem] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState<string | Date>(report.updated_at);
  /** The outbox has been read: what an earlier visit left is known (a queued Submit waits for it). */
  const [ready, setReady] = useState(false);
  const valuesRef = useRef(values);
  /** What the server holds, by field, as of the last save. */
  const serverValues = useRef<Record<number, unknown>>(values);
  /** When the server last changed the report, as far as the form knows. */
  const serverAt = useRef(new Date(report.updated_at).getTime());
  /** Fields held while their number box asks its question, by the entry that holds them. */
  const asking = useRef(new Map<number, OutboxEntry>());
  /** The unsent edits of this report, by field: the same as the outbox holds. */
  const unsent = useRef(new Map<number, OutboxEntry>());
  /** The report was deleted, finished or submitted elsewhere: nothing more is sent (decision 0072). */
  const closed = useRef(false);
  /** Fields whose last value the server refused: kept, but not sent again until changed. */
  const refused = useRef(new Set<number>());
  /** Edits the outbox has confirmed writing; only these are sent. */
  const persisted = useRef(new WeakSet<OutboxEntry>());
  const blobs = useRef(new Map<string, Blob>());
  const uploaded = useRef(new Map<string, number>());
  const lastVersion = useRef(0);
  const running = useRef<Promise<boolean> | null>(null);
  /** False once the form is left: what it still holds is the outbox's to send, on the next visit. */
  const mounted = useRef(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const retry = useRef<() => void>(() => undefined);

  const stranded = useStranded(report, unsent);
  const { recount: recountStranded, orphan, findOrphans, labelled } = stranded;
  const nextVersion = () => (lastVersion.current = Math.max(Date.now(), lastVersion.current + 1));
  const recount = useCallback(() => {
    const list = [...unsent.current.values()];
    setCounts({
      waiting: list.filter((e) => !e.hold && !e.conflict).length,
      incomplete: list.filter((e) => e.hold && !e.conflict).length,
    });
    recountStranded();
    setConflicts(Object.fromEntries(list.flatMap((e) => (e.conflict ? [[e.fieldId, e.conflict]] : []))));
  }, [recountStranded]);
  const show = useCallback((fieldId: number, value: unknown) => {
    valuesRef.current = { ...valuesRef.current, [fieldId]: value };
    setValues(valuesRef.current);
  }, []);

  const schedule = useCallback((ms: number) => {
    clearTimeout(timer.current);
    if (mounted.current) timer.current = setTimeout(() => retry.current(), ms);
  }, []);

  const sendOnce = useCallback(async (): Promise<boolean> => {
    const batch = [...unsent.current.values()].filter(
      (e) => !e.hold && !e.conflict && !refused.current.has(e.fieldId) && persisted.current.has(e),
    );
    if (batch.length === 0) return [...unsent.current.values()].every((e) => e.hold);
    if (closed.current) return false;
    if (!navigator.onLine) {
      setOffline(true);
      return false;
    }
    // Started on the device and not yet on the server: all of it waits for the start (offline-starts.ts).
    if (reportId < 0) return false;
    setSending(true);
    try {
      // Awaited only when there is something to upload: a send otherwise leaves at once, as the
      // form that is being left sends its last answers (the outbox keeps them should that fail).
      if (hasUploads(batch, uploaded.current))
        await uploadPending(reportId, batch, uploaded.current, blobs.current);
      const answers = batch.map((e) => answerOf(e, resolveImages(e.value, uploaded.current)));
      const { saved, conflicts: clashes } = await saveOrConflicts(reportId, answers);
      const clashed = new Set(clashes.map((c) => c.field_id));
      // What the server stored (trimmed, reordered), not what was sent: the next edit's base, from
      // now on, with no await before it (rebaseSaved).
      const held = new Map(saved.answers.map((a) => [a.field_id, a.value]));
      const stored = batch.filter((e) => !clashed.has(e.fieldId));
      const rebased = stored.map((e) =>
        rebaseSaved(reportId, e, unsent.current, held.get(e.fieldId) ?? null),
      );
      for (const entry of stored) serverValues.current[entry.fieldId] = held.get(entry.fieldId) ?? null;
      await holdConflicts(reportId, clashes, unsent.current, serverValues.current);
      await Promise.all(rebased);
      serverAt.current = Math.max(serverAt.current, new Date(saved.updated_at).getTime());
      queryClient.setQueryData<ReportDetail>(
        reportsKeys.detail(reportId),
        (r) => r && withSavedAnswers(r, saved),
      );
      // The device's copy of the report holds the answers before the outbox lets go of them: a
      // reload right after "saved" would otherwise open it, with no connection, without them.
      await keepNow(queryClient);
      for (const entry of batch) {
        if (clashed.has(entry.fieldId)) continue;
        // Should the device refuse, the value is sent again later: the same answer, no harm.
        await ackEntry(reportId, entry.fieldId, entry.version).catch(() => undefined);
        forgetKept(reportId, entry.fieldId, entry.version);
        if (unsent.current.get(entry.fieldId)?.version !== entry.version) continue;
        unsent.current.delete(entry.fieldId);
        // The field now shows stored images; the device's copies are no longer needed.
        if (pendingIds(entry.value).length > 0)
          show(entry.fieldId, answers.find((a) => a.field_id === entry.fieldId)?.value);
      }
      // A field's message goes when its value changes (setValue), not when a save lands: a save
      // still on its way when Submit was pressed would take the submit's message away at once.
      setSavedAt(saved.updated_at);
      setProblem(null);
      setOffline(false);
      void queryClient.invalidateQueries({ queryKey: reportsKeys.lists() });
      return [...unsent.current.values()].every((e) => e.hold);
    } catch (error) {
      // Fields the report's form no longer has: kept to be read, the others go again at once.
      const orphaned = await orphan(orphansOf(error, batch, unsent.current));
      if (closedBy(error)) {
        // Deleted, finished or submitted elsewhere: no retry will pass; the answers stay on the
        // device, shown with the report as it is now (kept-answers.tsx).
        closed.current = true;
        setProblem(error.message);
        setOffline(false);
        void queryClient.invalidateQueries({ queryKey: reportsKeys.detail(reportId), exact: true });
      } else if (error instanceof ApiError && error.status === 400) {
        const { fieldErrors, superseded } = refusalsOf(error.errors, batch, unsent.current, orphaned);
        for (const id of Object.keys(fieldErrors)) refused.current.add(Number(id));
        setErrors((e) => ({ ...e, ...fieldErrors }));
        const refusedNow = Object.keys(fieldErrors).length > 0;
        if (refusedNow || (!superseded && orphaned.size === 0)) setProblem(error.message);
        // The other fields of the call were fine: they go again without the refused ones.
        if (refusedNow || superseded || orphaned.size > 0) schedule(0);
      } else {
        setProblem(error instanceof Error ? error.message : String(error));
        if (isNetworkError(error)) setOffline(true);
        // A refusal (a submitted report, a lost session) will not pass on retry; a network blip might.
        if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) schedule(RETRY_MS);
      }
      return false;
    } finally {
      setSending(false);
      recount();
    }
  }, [reportId, queryClient, recount, show, schedule, setOffline, orphan]);

  /** Sends everything unsent; resolves true when nothing but incomplete answers is left. */
  const flush = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    while (running.current) await running.current;
    // A send queued behind one in flight when the form was left would go out later with what this
    // form held then, maybe after the form opened again had saved newer typing: the outbox keeps it.
    if (!mounted.current) return false;
    running.current = sendOnce();
    try {
      return await running.current;
    } finally {
      running.current = null;
    }
  }, [sendOnce]);

  useEffect(() => {
    retry.current = () => void flush();
  }, [flush]);

  const setValue = useCallback(
    (fieldId: number, value: unknown, opts: SetValueOptions & { unanswered?: boolean } & ChosenBase = {}) => {
      if (!opts.unanswered) show(fieldId, value);
      refused.current.delete(fieldId);
      setErrors((e) => {
        if (!(fieldId in e)) return e;
        const { [fieldId]: _gone, ...rest } = e;
        return rest;
      });
      for (const [id, blob] of Object.entries(opts.images ?? {})) blobs.current.set(id, blob);
      const entry: OutboxEntry = {
        reportId,
        fieldId,
        value,
        ...labelled(fieldId),
        version: nextVersion(),
        hold: Boolean(opts.hold || opts.unanswered),
        ...(opts.unanswered ? { unanswered: true } : {}),
        ...carried(unsent.current.get(fieldId), serverValues.current[fieldId], opts.chosen),
        ...imagesOf(value, uploaded.current, blobs.current),
      };
      unsent.current.set(fieldId, entry);
      recount();
      // On the device first, whatever happens to the connection or the page next.
      // Sent only once the device has it: the server is then never ahead of the outbox, which a
      // reload would otherwise overlay with an older value and send again.
      void putEntry(entry)
        .catch((error: unknown) => setProblem(error instanceof Error ? error.message : String(error)))
        .finally(() => {
          if (unsent.current.get(fieldId) !== entry) return;
          persisted.current.add(entry);
          if (!entry.hold) schedule(opts.now ? 0 : TYPING_PAUSE_MS);
        });
    },
    [reportId, recount, show, schedule, labelled],
  );

  const holdUnanswered = useHoldUnanswered({ asking, unsent, serverValues, valuesRef, setValue });

  const { keepMine, keepServer } = useConflictChoices({
    reportId,
    unsent,
    settle: (fieldId, serverValue) => {
      for (const kept of [unsent.current, asking.current, refused.current]) kept.delete(fieldId);
      serverValues.current[fieldId] = serverValue;
    },
    setValue,
    show,
    recount,
  });

  // On load: what an earlier visit left unsent is shown again and sent.
  useEffect(() => {
    let cancelled = false;
    void adoptStarts(reportId)
      .then(() => listEntries(reportId))
      .then(async (inOutbox) => {
        const aside = inOutbox.filter((e) => e.orphan);
        const { entries: stored, newer } = withKept(
          reportId,
          inOutbox.filter((e) => !e.orphan),
        );
        // Back in the outbox before the copies kept on unload are let go.
        await Promise.all(newer.map(putEntry));
        dropKept(reportId);
        const orphans = await findOrphans([...aside, ...stored]);
        if (cancelled) return;
        for (const entry of stored) {
          // An edit made in the moment before the outbox was read is newer.
          if (unsent.current.has(entry.fieldId)) continue;
          // Not drawn into the form (no such field, or one of another type): shown apart.
          if (orphans.has(entry.fieldId)) continue;
          if (entry.unanswered) {
            void ackEntry(reportId, entry.fieldId, entry.version).catch(() => undefined);
            continue;
          }
          unsent.current.set(entry.fieldId, entry);
          persisted.current.add(entry);
          lastVersion.current = Math.max(lastVersion.current, entry.version);
          for (const [id, blob] of Object.entries(entry.blobs)) blobs.current.set(id, blob);
          for (const [id, fileId] of Object.entries(entry.uploaded)) uploaded.current.set(id, fileId);
          show(entry.fieldId, entry.value);
        }
        recount();
        setReady(true);
        if (stored.length > 0) void flush();
      })
      .catch((error: unknown) => setProblem(error instanceof Error ? error.message : String(error)));
    return () => {
      cancelled = true;
    };
  }, [reportId, recount, show, flush, findOrphans]);

  useServerAnswers(report, serverAt, serverValues, unsent, show);

  useSendTriggers(reportId, flush, setOffline);

  // The last keystrokes' outbox writes may not finish as the page goes (unload-backup.ts).
  useEffect(() => {
    const keep = () => keepOnUnload(reportId, unsent.current.values());
    window.addEventListener('pagehide', keep);
    return () => window.removeEventListener('pagehide', keep);
  }, [reportId]);

  // Leaving the form sends what is unsent, once; the outbox keeps it if that fails, and nothing
  // of this form is sent after (no retry, no queued flush).
  useEffect(() => {
    mounted.current = true;
    // Unsent work lives in the browser's storage: asked to be kept when the device runs short (issue 32).
    void navigator.storage?.persist?.().catch(() => undefined);
    const pending = unsent.current;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
      if (pending.size > 0) void sendOnce();
      void queryClient.invalidateQueries({ queryKey: reportsKeys.detail(reportId) });
    };
  }, [sendOnce, queryClient, reportId]);

  const imageSrc = useImageSrc(reportId, uploaded, blobs);

  return {
    values,
    setValue,
    holdUnanswered,
    conflicts,
    keepMine,
    keepServer,
    errors,
    setErrors,
    waiting: counts.waiting,
    incomplete: counts.incomplete,
    sending,
    offline,
    /** No connection as of the last try (or the browser says so). */
    isOffline: () => offlineRef.current || !navigator.onLine,
    /** Answers to fields the form no longer has, to read before they are dismissed (decision 0072). */
    orphans: stranded.orphans,
    dismissOrphans: () => void stranded.dismiss().then(recount),
    problem,
    savedAt,
    ready,
    flush,
    imageSrc,
  };
}
