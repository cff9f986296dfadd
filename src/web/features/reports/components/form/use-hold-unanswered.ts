import type { RefObject } from 'react';
import type { OutboxEntry } from './outbox';
import type { SetValueOptions } from './use-autosave';

/**
 * A number box shows a text that is not a number to store ("1,250" asks which it is): nothing of
 * the field is sent, not even what it held a keystroke before (1.25), and the footer counts it
 * unfinished, until the box holds a number again (issue 32).
 */
export function useHoldUnanswered({
  asking,
  unsent,
  serverValues,
  valuesRef,
  setValue,
}: {
  /** Fields held while their number box asks its question, by the entry that holds them. */
  asking: RefObject<Map<number, OutboxEntry>>;
  unsent: RefObject<Map<number, OutboxEntry>>;
  serverValues: RefObject<Record<number, unknown>>;
  valuesRef: RefObject<Record<number, unknown>>;
  setValue: (fieldId: number, value: unknown, opts: SetValueOptions & { unanswered?: boolean }) => void;
}) {
  return (fieldId: number, unanswered: boolean) => {
    const holding = asking.current.get(fieldId);
    if (unanswered) {
      if (holding && unsent.current.get(fieldId) === holding) return;
      setValue(fieldId, serverValues.current[fieldId] ?? null, { unanswered: true });
      asking.current.set(fieldId, unsent.current.get(fieldId)!);
      return;
    }
    asking.current.delete(fieldId);
    // Answered with the very number the box held before: that number goes now.
    if (holding && unsent.current.get(fieldId) === holding)
      setValue(fieldId, valuesRef.current[fieldId] ?? null, { now: true });
  };
}
