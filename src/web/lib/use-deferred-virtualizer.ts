import type * as VirtualCore from '@tanstack/virtual-core';
import type { VirtualItem, Virtualizer, VirtualizerOptions } from '@tanstack/virtual-core';
import { useEffect, useLayoutEffect, useReducer, useState } from 'react';
import { flushSync } from 'react-dom';
import { afterFirstScreen, isAfterFirstScreen } from './after-first-screen';
import { importAgain } from './import-again';

type Core = typeof VirtualCore;

// @tanstack's virtualizer (9 KB on the wire) is not part of the first screen (decision 0067,
// thirteenth round): until it comes, the first rows are drawn from their estimates.
const fetchCore = importAgain(() => import('@tanstack/virtual-core'));
let core: Core | null = null;
let loading: Promise<Core> | null = null;
function loadCore(): Promise<Core> {
  return (loading ??= fetchCore().then(
    (module) => (core = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));
}

type Options<S extends Element, I extends Element> = Omit<
  VirtualizerOptions<S, I>,
  'observeElementOffset' | 'observeElementRect' | 'scrollToFn' | 'onChange'
> &
  Partial<Pick<VirtualizerOptions<S, I>, 'observeElementRect' | 'scrollToFn'>>;

/** What a list draws from: the virtualizer, or the first rows before it has come. */
export interface RowWindow<I extends Element> {
  getVirtualItems: () => VirtualItem[];
  getTotalSize: () => number;
  /** A drawn row's ref; undefined until the virtualizer measures rows. */
  measureElement: ((element: I | null) => void) | undefined;
}

/**
 * `useVirtualizer` of @tanstack/react-virtual over a box that scrolls up and down, with the
 * virtualizer's code fetched after the first screen (at once on a later page of the visit). Until
 * it comes, the rows that fit `initialRect` (and `overscan` more) are drawn by their estimates and
 * keys, the same rows it draws first, so the rows drawn stay in the page when it takes over. `ask`
 * fetches it at once: call it when the rows are scrolled or focused before it came. `withCore`
 * gives the options that need the virtualizer's own functions (its range extractor, its measuring).
 */
export function useDeferredVirtualizer<S extends Element, I extends Element>(
  options: Options<S, I>,
  withCore: (core: Core) => Partial<VirtualizerOptions<S, I>>,
): { rows: RowWindow<I>; ask: () => void } {
  const rerender = useReducer((x: number) => x + 1, 0)[1];
  // `offset`: where the box was scrolled when the virtualizer took over (it reads no offset until
  // the next scroll); 0 for one drawn with the page, which reads nothing on the way to the first rows.
  const resolve = (module: Core, offset: number): VirtualizerOptions<S, I> => ({
    observeElementRect: module.observeElementRect,
    observeElementOffset: module.observeElementOffset,
    scrollToFn: module.elementScroll,
    initialOffset: offset,
    ...options,
    ...withCore(module),
    // As @tanstack/react-virtual's hook: a change met while scrolling is drawn before the next frame.
    onChange: (_instance, sync) => (sync ? flushSync(rerender) : rerender()),
  });
  const [taken, setTaken] = useState<{ instance: Virtualizer<S, I>; offset: number } | null>(() =>
    core ? { instance: new core.Virtualizer(resolve(core, 0)), offset: 0 } : null,
  );
  const instance = taken?.instance ?? null;
  instance?.setOptions(resolve(core!, taken!.offset));
  const [asked, setAsked] = useState(false);

  useEffect(() => {
    if (instance) return;
    let live = true;
    const take = () =>
      void loadCore().then(
        (module) => {
          if (!live) return;
          const offset = options.getScrollElement()?.scrollTop ?? 0;
          setTaken({ instance: new module.Virtualizer(resolve(module, offset)), offset });
        },
        // Not come (offline): the first rows stay; a scroll or a focus asks again.
        () => live && setAsked(false),
      );
    const cancel = asked || isAfterFirstScreen() ? (take(), undefined) : afterFirstScreen(take);
    return () => {
      live = false;
      cancel?.();
    };
    // `resolve` reads the options of the render that takes the virtualizer in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [instance, asked]);
  useLayoutEffect(() => instance?._didMount(), [instance]);
  useLayoutEffect(() => {
    instance?._willUpdate();
  });

  const ask = () => {
    if (!instance && !asked) setAsked(true);
  };
  return { rows: instance ?? firstRows(options), ask };
}

/** The rows the virtualizer draws first, at the top of a box `initialRect` tall, by their estimates. */
function firstRows<I extends Element>(
  options: Pick<Options<Element, I>, 'count' | 'estimateSize' | 'getItemKey' | 'initialRect' | 'overscan'>,
): RowWindow<I> {
  const key = options.getItemKey ?? ((i: number) => i);
  const height = options.initialRect?.height ?? 0;
  const items: VirtualItem[] = [];
  let total = 0;
  let after = options.overscan ?? 1;
  for (let index = 0; index < options.count; index++) {
    const size = options.estimateSize(index);
    if (total < height || after-- > 0) {
      items.push({ key: key(index), index, start: total, end: total + size, size, lane: 0 });
    }
    total += size;
  }
  return { getVirtualItems: () => items, getTotalSize: () => total, measureElement: undefined };
}
