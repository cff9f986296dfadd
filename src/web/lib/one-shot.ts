/**
 * One-shot actions (copy, create, assign, delete): a double-click does them once.
 *
 *   const copyOnce = useSingleFlight(copyTask);          // drops calls while one is under way
 *   <ActionIcon onClick={firstClickOnly(() => copyOnce(task.id, { onSuccess }))} />
 *   <Button type="submit" onClick={firstClickOnly()}>    // the repeat click does not submit again
 *
 * Both are needed: a quick server answers before the second click of a double-click (so nothing
 * is pending any more), and a slow one has not answered yet when a second, separate click comes.
 */
import type { MouseEvent } from 'react';
import { useRef } from 'react';

/**
 * A click handler that ignores the second click of a double-click (`detail` counts the clicks;
 * keyboard activation has 0). On a submit button the repeat click's default, submitting, is stopped.
 */
export function firstClickOnly(action?: () => void) {
  return (e: MouseEvent) => {
    if (e.detail > 1) {
      e.preventDefault();
      return;
    }
    action?.();
  };
}

/**
 * A mutation's `mutate` that drops calls while one is under way. The button's `loading` from
 * `isPending` arrives a render later; this ref does not wait for one.
 */
export function useSingleFlight<TVariables, TOptions>(mutation: {
  mutateAsync: (variables: TVariables, options?: TOptions) => Promise<unknown>;
}) {
  const busy = useRef(false);
  return (variables: TVariables, options?: TOptions) => {
    if (busy.current) return;
    busy.current = true;
    void mutation
      .mutateAsync(variables, options)
      // The failure is the caller's onError's (or the mutation's) to show; nothing to add here.
      .catch(() => undefined)
      .finally(() => {
        busy.current = false;
      });
  };
}
