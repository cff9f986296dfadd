import type { AnswerConflict, AnswersConflictResponse, AnswersResponse } from '@shared/schemas/reports';
import { ApiError } from '@web/lib/api-client';
import { saveAnswers } from '../../api/save-answers';
import { type FieldConflict, markConflict, type OutboxEntry, rebaseEntry } from './outbox';

/*
 * A field edited on two devices (issue 32 item 4, decision 0069). Each edit goes with its base,
 * what the form knew the server held for the field when the first unsent edit was made; the
 * server refuses an answer whose base it no longer holds (409 `report.answerConflict`), and the
 * entry then waits on the device with the server's version until the technician chooses one.
 */

/**
 * What a new edit of a field takes from the edit it replaces: its base (kept until the server
 * acknowledges one, so a burst of typing is compared with what it started from) and a conflict
 * still waiting for a choice. A first edit starts from the server's value as the form knows it;
 * `chosen` is the base of "Keep mine", the server's version the technician has seen.
 */
export function carried(
  current: OutboxEntry | undefined,
  serverValue: unknown,
  chosen?: { base: unknown },
): Pick<OutboxEntry, 'base' | 'conflict'> {
  if (chosen) return { base: chosen.base };
  if (!current) return { base: serverValue ?? null };
  // An entry of the earlier version (no base) keeps that version's last-save-wins.
  return {
    ...(current.base !== undefined ? { base: current.base } : {}),
    ...(current.conflict ? { conflict: current.conflict } : {}),
  };
}

/** The answer as it is sent: with the entry's base where it has one. */
export const answerOf = (entry: OutboxEntry, value: unknown) => ({
  field_id: entry.fieldId,
  value: value ?? null,
  ...(entry.base !== undefined ? { base: entry.base } : {}),
});

/**
 * Saves the answers. A 409 of fields changed elsewhere is an answer too: the call's other answers
 * were saved, and `saved` is the report's answers as stored.
 */
export async function saveOrConflicts(
  reportId: number,
  answers: ReturnType<typeof answerOf>[],
): Promise<{ saved: AnswersResponse; conflicts: AnswerConflict[] }> {
  try {
    return { saved: await saveAnswers(reportId, answers), conflicts: [] };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409 && error.code === 'report.answerConflict') {
      const body = error.body as unknown as AnswersConflictResponse;
      return { saved: body.saved, conflicts: body.conflicts };
    }
    throw error;
  }
}

/**
 * Puts each conflict on its field's entry, in the form and in the outbox (a reload shows it
 * again); the server's version becomes what the form knows the server holds. The form's part is
 * done at once, before the outbox is written: an edit made meanwhile carries the conflict on.
 */
export async function holdConflicts(
  reportId: number,
  conflicts: AnswerConflict[],
  unsent: ReadonlyMap<number, OutboxEntry>,
  serverValues: Record<number, unknown>,
): Promise<void> {
  const held = conflicts.map((c) => {
    const conflict: FieldConflict = {
      value: c.value ?? null,
      by: c.changed_by,
      at: c.changed_at === null ? null : new Date(c.changed_at).toISOString(),
    };
    serverValues[c.field_id] = conflict.value;
    // Changed in place: the entry stays the one the form holds, and the copy kept on unload has it.
    const entry = unsent.get(c.field_id);
    if (entry) entry.conflict = conflict;
    return [c.field_id, conflict] as const;
  });
  // Should the device refuse the note, the next send meets the same 409: nothing is lost.
  for (const [fieldId, conflict] of held)
    await markConflict(reportId, fieldId, conflict).catch(() => undefined);
}

/**
 * The server stored `sent`: from now on the field is edited from what it stored. The bases change
 * in memory at once, before anything else is awaited: an edit made while the device notes the save
 * (the outbox's acknowledgement) starts from the sent entry, still held, and would otherwise carry
 * its old base and meet this device's own save as a change made elsewhere. A newer edit made while
 * the save travelled is rebased in the outbox too; the promise settles once it is.
 */
export function rebaseSaved(
  reportId: number,
  sent: OutboxEntry,
  unsent: ReadonlyMap<number, OutboxEntry>,
  stored: unknown,
): Promise<unknown> {
  if (sent.base !== undefined) sent.base = stored;
  const current = unsent.get(sent.fieldId);
  if (!current || current.version === sent.version || current.base === undefined) return Promise.resolve();
  current.base = stored;
  return rebaseEntry(reportId, sent.fieldId, sent.version, stored).catch(() => undefined);
}
