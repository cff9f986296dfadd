/**
 * What bench-schedule.ts runs in the page: the observers installed before the app's own code and
 * the scroll to the last lane.
 */
import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { printProfile, type Profile } from './bench-cpu-profile';

export interface PageTimes {
  __drawnAt?: number;
  __blocking: number;
  /** Long tasks: [start, duration] in ms from the navigation. */
  __longTasks: [number, number][];
  /** When React committed a render (the devtools hook it calls, production builds too). */
  __commits: number[];
}

/**
 * Before the page's own code: long tasks are reported only to observers registered before them.
 * The first screen is drawn when the calendar has lanes and every drawn lane its visits. No named
 * functions inside: tsx would wrap them in a helper the page does not have.
 */
export const OBSERVE_PAGE = (laneRow: string) => {
  const w = window as unknown as PageTimes;
  w.__blocking = 0;
  w.__longTasks = [];
  w.__commits = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      w.__blocking += Math.max(0, entry.duration - 50);
      w.__longTasks.push([entry.startTime, entry.duration]);
    }
  }).observe({ type: 'longtask', buffered: true });
  // As pairs, not an object literal: tsx names an object's functions with a helper the page lacks.
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ =
    Object.fromEntries([
      ['supportsFiber', true],
      ['renderers', new Map()],
      ['inject', () => 1],
      ['checkDCE', () => undefined],
      ['onCommitFiberRoot', () => void w.__commits.push(performance.now())],
      ['onCommitFiberUnmount', () => undefined],
      ['onPostCommitFiberRoot', () => undefined],
      ['onScheduleFiberRoot', () => undefined],
    ]) as object;
  new MutationObserver(() => {
    if (w.__drawnAt !== undefined) return;
    const rows = [...document.querySelectorAll(laneRow)];
    // A 900 px screen shows two or three rows of a full week (about 330 px each): three at least.
    if (rows.length >= 3 && rows.every((r) => r.querySelector('[data-visit-id]')))
      w.__drawnAt = performance.now();
  }).observe(document, { subtree: true, childList: true });
};

/**
 * Scrolls the lanes a screen at a time to the last lane; each screen is timed until the lanes
 * drawn are others and the frame after it is painted.
 */
export async function scrollToEnd(page: Page, laneRow: string) {
  return page.evaluate(async (laneRow) => {
    const box = document.querySelector<HTMLElement>('[data-testid="schedule-lanes"]')!;
    const steps: number[] = [];
    const start = performance.now();
    while (box.scrollTop + box.clientHeight < box.scrollHeight - 1) {
      const stepStart = performance.now();
      // The rows drawn, by their text: the board draws rows above the view too, so its first one
      // may stay for a screen while the last ones change. (No named function: see OBSERVE_PAGE.)
      const before = [...document.querySelectorAll(laneRow)].map((r) => r.textContent).join('|');
      box.scrollTop += box.clientHeight - 150;
      for (
        let i = 0;
        i < 200 && [...document.querySelectorAll(laneRow)].map((r) => r.textContent).join('|') === before;
        i++
      ) {
        await new Promise((r) => requestAnimationFrame(r));
      }
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      steps.push(performance.now() - stepStart);
    }
    const rows = document.querySelectorAll(laneRow);
    const last = rows[rows.length - 1]?.textContent ?? '';
    return { steps, total: performance.now() - start, lastLane: last.slice(0, 15) };
  }, laneRow);
}

/** The profiled run: its main thread's time, what it fetched, its long tasks and React's commits. */
export async function printWhereTheTimeGoes(page: Page, profile: Profile) {
  // PROFILE_OUT=file.cpuprofile keeps the profile for DevTools (or a closer look by hand).
  if (process.env.PROFILE_OUT) writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));
  console.log('\nA returning visit profiled, from the navigation to the lanes drawn:');
  printProfile(profile);
  console.log(
    '  what was fetched (ms from the navigation: asked → answered, by whom) until the lanes were drawn:',
  );
  const fetched = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime < (window as unknown as Required<PageTimes>).__drawnAt)
      .map((e) => {
        const r = e as PerformanceResourceTiming;
        return `${r.startTime.toFixed(0).padStart(5)} → ${r.responseEnd.toFixed(0).padStart(5)}  ${r.initiatorType.padEnd(6)} ${new URL(r.name).pathname}`;
      }),
  );
  for (const line of fetched) console.log(`    ${line}`);
  const seen = await page.evaluate(() => {
    const w = window as unknown as Required<PageTimes>;
    return { drawnAt: w.__drawnAt, longTasks: w.__longTasks, commits: w.__commits };
  });
  console.log(`    ${seen.drawnAt.toFixed(0).padStart(5)}  the lanes drawn`);
  const ms = (n: number) => n.toFixed(0);
  console.log(
    `  long tasks (start+duration): ${seen.longTasks.map(([a, d]) => `${ms(a)}+${ms(d)}`).join(', ')}`,
  );
  console.log(
    `  React's commits: ${seen.commits
      .filter((c) => c <= seen.drawnAt + 50)
      .map(ms)
      .join(', ')}`,
  );
}
