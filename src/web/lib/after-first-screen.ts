/**
 * What the first screen does not draw but the app wants soon after: the service worker (decision
 * 0050) and a technician's field pages fetched for offline use (app/layout/app-shell.tsx). Run
 * once the page has loaded, a second has passed and the browser is idle, so on a slow phone their
 * downloads (about 170 KB together) do not share the connection and the CPU with the first screen's
 * (issue 34, decision 0067). The moment is marked on the page's performance timeline as
 * AFTER_FIRST_SCREEN_MARK: e2e/first-screen-weight.spec.ts counts what a first screen fetched
 * before it.
 */
export const AFTER_FIRST_SCREEN_MARK = 'fieldbook:after-first-screen';

const FIRST_SCREEN_MS = 1000;

/**
 * Whether this page's first screen is over (the mark is made): a part that waits for it, drawn on a
 * later page of the same visit, need not wait a second more.
 */
export function isAfterFirstScreen(): boolean {
  return performance.getEntriesByName(AFTER_FIRST_SCREEN_MARK).length > 0;
}

/** Runs `work` after the first screen (above); answers how to cancel it before it runs. */
export function afterFirstScreen(work: () => void): () => void {
  let cancelled = false;
  let timer = 0;
  const run = () => {
    if (cancelled) return;
    if (!isAfterFirstScreen()) performance.mark(AFTER_FIRST_SCREEN_MARK);
    work();
  };
  const idle = () => {
    if (cancelled) return;
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 });
    else run();
  };
  const loaded = () => (timer = window.setTimeout(idle, FIRST_SCREEN_MS));
  if (document.readyState === 'complete') loaded();
  else window.addEventListener('load', loaded, { once: true });
  return () => {
    cancelled = true;
    window.clearTimeout(timer);
    window.removeEventListener('load', loaded);
  };
}
