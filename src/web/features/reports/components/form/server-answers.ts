import { type RefObject, useEffect } from 'react';
import type { ReportDetail } from '@shared/schemas/reports';
import { answersOf } from './answer-refusals';

const timeOf = (at: string | Date) => new Date(at).getTime();

/**
 * The answers to show from a report the server sent while the form is open, by field: those it
 * holds differently from what the form last knew of the server, on fields with nothing unsent.
 * The form opens on whatever copy is at hand (the device's kept one, maybe older than the last
 * save from another page); the server's answer, when it comes, must not be hidden behind it. An
 * answer older than one already known (a read that left before a save came back after it) is not.
 */
export function newerServerAnswers(
  report: ReportDetail,
  known: { at: number; values: Record<number, unknown> },
  unsent: ReadonlyMap<number, unknown>,
): { at: number; changed: Record<number, unknown> } | null {
  const at = timeOf(report.updated_at);
  if (!(at > known.at)) return null;
  const changed: Record<number, unknown> = {};
  for (const [key, value] of Object.entries(answersOf(report))) {
    const id = Number(key);
    if (unsent.has(id)) continue;
    if (JSON.stringify(value ?? null) !== JSON.stringify(known.values[id] ?? null)) changed[id] = value;
  }
  return { at, changed };
}

/** Shows the server's answers when a newer copy of the report arrives than the form opened on. */
export function useServerAnswers(
  report: ReportDetail,
  serverAtRef: RefObject<number>,
  serverValuesRef: RefObject<Record<number, unknown>>,
  unsentRef: RefObject<ReadonlyMap<number, unknown>>,
  show: (fieldId: number, value: unknown) => void,
) {
  useEffect(() => {
    const newer = newerServerAnswers(
      report,
      { at: serverAtRef.current, values: serverValuesRef.current },
      unsentRef.current,
    );
    if (!newer) return;
    serverAtRef.current = newer.at;
    for (const [id, value] of Object.entries(newer.changed)) {
      serverValuesRef.current[Number(id)] = value;
      show(Number(id), value);
    }
  }, [report, serverAtRef, serverValuesRef, unsentRef, show]);
}
