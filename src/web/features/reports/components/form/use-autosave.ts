import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReportDetail } from '@shared/schemas/reports';
import { ApiError } from '@web/lib/api-client';
import { reportKey } from '../../api/get-report';
import { saveAnswers } from '../../api/save-answers';

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'failed';

/** Text waits for a pause in typing; a tap (a choice, a signature, a photo) saves at once. */
const TYPING_PAUSE_MS = 800;
/** After a failed save (no connection, say), the next try comes by itself. */
const RETRY_MS = 5000;

const answersOf = (report: ReportDetail) =>
  Object.fromEntries(report.tasks.flatMap((t) => t.fields.map((f) => [f.id, f.answer] as const)));

/**
 * The answers of a report being filled, saved as they change (decisions.md section 7: PUT
 * answers with just the changed fields). One save runs at a time; what changes meanwhile goes in
 * the next. A refused answer comes back as a message on its field; a lost connection is retried.
 */
export function useAutosave(report: ReportDetail) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<number, unknown>>(() => answersOf(report));
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [status, setStatus] = useState<SaveStatus>('saved');
  const [problem, setProblem] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState<string | Date>(report.updated_at);
  const valuesRef = useRef(values);
  /** Fields changed since their last save, with a counter so a change during a save is kept. */
  const dirty = useRef(new Map<number, number>());
  const version = useRef(0);
  const running = useRef<Promise<boolean> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const retry = useRef<() => void>(() => undefined);

  const saveOnce = useCallback(async (): Promise<boolean> => {
    const sent = new Map(dirty.current);
    if (sent.size === 0) return true;
    setStatus('saving');
    try {
      const answers = [...sent.keys()].map((field_id) => ({
        field_id,
        value: valuesRef.current[field_id] ?? null,
      }));
      const saved = await saveAnswers(report.id, answers);
      for (const [field, v] of sent) if (dirty.current.get(field) === v) dirty.current.delete(field);
      setErrors((e) => Object.fromEntries(Object.entries(e).filter(([id]) => !sent.has(Number(id)))));
      setSavedAt(saved.updated_at);
      setProblem(null);
      setStatus(dirty.current.size > 0 ? 'pending' : 'saved');
      void queryClient.invalidateQueries({ queryKey: ['reports', 'list'] });
      return dirty.current.size === 0;
    } catch (error) {
      setStatus('failed');
      if (error instanceof ApiError && error.status === 400) {
        const fieldErrors: Record<number, string> = {};
        for (const [key, message] of Object.entries(error.errors)) {
          const id = Number(key.replace(/^answers\./, ''));
          if (Number.isInteger(id)) fieldErrors[id] = message;
        }
        setErrors((e) => ({ ...e, ...fieldErrors }));
        setProblem(error.message);
      } else {
        setProblem(error instanceof Error ? error.message : String(error));
        // A refusal (a submitted report, a lost session) will not pass on retry; a network blip might.
        if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
          clearTimeout(timer.current);
          timer.current = setTimeout(() => retry.current(), RETRY_MS);
        }
      }
      return false;
    }
  }, [report.id, queryClient]);

  /** Saves everything still unsaved; resolves true when nothing is left. */
  const flush = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    while (running.current) await running.current;
    running.current = saveOnce();
    try {
      return await running.current;
    } finally {
      running.current = null;
    }
  }, [saveOnce]);

  useEffect(() => {
    retry.current = () => void flush();
  }, [flush]);

  const setValue = useCallback(
    (fieldId: number, value: unknown, opts: { now?: boolean; hold?: boolean } = {}) => {
      valuesRef.current = { ...valuesRef.current, [fieldId]: value };
      setValues(valuesRef.current);
      setErrors((e) => {
        if (!(fieldId in e)) return e;
        const { [fieldId]: _gone, ...rest } = e;
        return rest;
      });
      // `hold`: the value is not whole yet (a chemical line without its amount): kept, not sent.
      if (opts.hold) return;
      dirty.current.set(fieldId, ++version.current);
      setStatus('pending');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), opts.now ? 0 : TYPING_PAUSE_MS);
    },
    [flush],
  );

  // Leaving the page saves what is pending; the unsaved-changes guard covers what cannot be.
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      if (dirty.current.size > 0) void saveOnce();
      void queryClient.invalidateQueries({ queryKey: reportKey(report.id) });
    },
    [saveOnce, queryClient, report.id],
  );

  return { values, setValue, errors, setErrors, status, problem, savedAt, flush };
}
