import { type Page } from '@playwright/test';
import { expect } from './test';

/** A script whose address matches is held back until the returned function is called. */
export async function holdScript(page: Page, file: RegExp): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(file, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Counts the page's scripts on their way but `held` (the one a test holds back): the page's other
 * parts that come after its first screen may move what the test measures as they come, so it
 * waits for this to reach 0 first (in CI, under load, they came after the first measure).
 */
export function scriptsOnTheWay(page: Page, held: RegExp): () => number {
  const scripts = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'script' && !held.test(r.url())) scripts.add(r.url());
  });
  const done = (r: { url: () => string }) => scripts.delete(r.url());
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => scripts.size;
}

/** Waits for the app's after-first-screen mark (web lib/after-first-screen.ts). */
export async function firstScreenOver(page: Page) {
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('fieldbook:after-first-screen').length))
    .toBeGreaterThan(0);
}

/** What the page fetched before that mark. */
export function fetchedInFirstScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const mark = performance.getEntriesByName('fieldbook:after-first-screen')[0]!.startTime;
    return performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime < mark)
      .map((e) => e.name);
  });
}
