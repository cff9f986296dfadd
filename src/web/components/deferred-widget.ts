import { type ComponentType, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { afterFirstScreen } from '@web/lib/after-first-screen';
import { importAgain } from '@web/lib/import-again';

/**
 * A widget whose code is fetched once for the whole app: `load` starts it (again after a failure),
 * `loaded` holds it once in, so a widget drawn later draws it at once.
 */
export interface DeferredCode<P> {
  load: () => Promise<ComponentType<P>>;
  loaded: () => ComponentType<P> | null;
}

/**
 * The code of a widget or part that is not part of the first screen: `load` imports its module
 * (`() => import('./x')`), `pick` takes the component out. A failed fetch (a dropped connection) is
 * asked again on the next `load`, under an address of its own (lib/import-again.ts): Chromium
 * answers a second import of a module whose fetch failed with the same failure, without a request.
 *
 *   const formCode = deferredCode(() => import('./add-visit-form'), (m) => m.AddVisitForm);
 */
export function deferredCode<M, P>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): DeferredCode<P> {
  const fetchModule = importAgain(load);
  let widget: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  return {
    load: () =>
      (loading ??= fetchModule().then(
        (module) => (widget = pick(module)),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
    loaded: () => widget,
  };
}

/** What a stand-in was asked for before the widget came: to be focused, to be opened. */
export interface Asked {
  focus: boolean;
  open: boolean;
}

/**
 * The shared part of a widget whose code is not part of the page's first screen (decision 0067):
 * its code is fetched after the first screen, or as soon as the stand-in calls `ask` (focused,
 * pressed); `loaded` is the widget with what was asked meanwhile, and the element `ref` points at
 * is focused when the widget comes for a stand-in that had the focus, so the keyboard stays where
 * it was; `failed` once its fetch has failed, until `ask` tries again.
 */
export function useDeferredWidget<P>(code: DeferredCode<P>, ref: RefObject<HTMLElement | null>) {
  const [loaded, setLoaded] = useState(() => {
    const Widget = code.loaded();
    return Widget ? { Widget, focus: false, open: false } : null;
  });
  const asked = useRef<Asked>({ focus: false, open: false });
  const live = useRef(true);
  // The code did not arrive (offline): a stand-in that cannot work without it says so (`ask` tries again).
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    setFailed(false);
    code.load().then(
      (Widget) => live.current && setLoaded({ Widget, ...asked.current }),
      () => live.current && setFailed(true),
    );
  }, [code]);

  useEffect(() => {
    live.current = true;
    const cancel = loaded ? undefined : afterFirstScreen(load);
    return () => {
      live.current = false;
      cancel?.();
    };
  }, [loaded, load]);

  useEffect(() => {
    if (loaded?.focus) ref.current?.focus();
  }, [loaded, ref]);

  const ask = (what: keyof Asked) => {
    asked.current[what] = true;
    load();
  };
  return { loaded, failed, ask };
}

/**
 * Fetches a part's code after the first screen while `wanted` (a form opened by a button: the
 * person allowed to press it), so the part shows at once when it is drawn. A failure is left for
 * the part to meet and say when it asks again. `load` is a module's own (stable).
 *
 *   usePreloadAfterFirstScreen(formCode.load, canEdit);
 */
export function usePreloadAfterFirstScreen(load: () => Promise<unknown>, wanted = true) {
  useEffect(
    () => (wanted ? afterFirstScreen(() => void load().catch(() => undefined)) : undefined),
    [load, wanted],
  );
}

/**
 * The handlers of a stand-in that works at once (the browser's checkbox standing in for a Checkbox
 * or a Switch): reached by the keyboard, it asks for its widget, focused; pressed, it asks only
 * once the click is done, so the box never changes under a pointer between press and release.
 */
export function useStandInHandlers(ask: (what: keyof Asked) => void) {
  const pressing = useRef(false);
  return {
    onPointerDown: () => (pressing.current = true),
    onFocus: () => {
      if (!pressing.current) ask('focus');
    },
    onClick: () => {
      pressing.current = false;
      ask('focus');
    },
  };
}
