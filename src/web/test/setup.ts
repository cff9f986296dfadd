import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import i18n, { allTextsReady } from '../lib/i18n';
import { restorePageUrl } from './page-url';

// A component renders inside a page, and every page but the first ones waits for all the English
// texts (app/lazy-route.tsx, decision 0028).
await allTextsReady();

// waitFor and findBy* give up after 1 s by default, and the report form sends an answer 800 ms
// after the last key: on a loaded machine that left 200 ms, and a test failed about one run in
// six (2026-12-01, load 14). They return as soon as what they wait for is there.
configure({ asyncUtilTimeout: 5_000 });

// Component test files share one module registry per worker (vitest.config.ts): what a module
// keeps (the notifications' store, the language, a stubbed global, fake timers) is put back after
// each test, so no test sees another's.
afterEach(async () => {
  cleanup();
  notifications.clean();
  notifications.cleanQueue();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  restorePageUrl();
  document.cookie.split('; ').forEach((c) => {
    document.cookie = `${c.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});

// The test DOM's own versions of these answer as a laid-out page would not: Mantine gets fixed ones.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
// The test DOM lays nothing out: every box watched is in the window (a map loads as it nears it).
class IntersectionObserverStub {
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() =>
      this.report([{ target, isIntersecting: true } as IntersectionObserverEntry], this as never),
    );
  }
  unobserve() {}
  disconnect() {}
}
window.IntersectionObserver = IntersectionObserverStub as unknown as typeof IntersectionObserver;
window.HTMLElement.prototype.scrollIntoView = () => undefined;
