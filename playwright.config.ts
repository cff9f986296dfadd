import { defineConfig, devices } from '@playwright/test';

const QUIET = {
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/**
 * The tests' browser: Debian's Chromium headless shell, the same engine without the desktop
 * browser's shell, which is what Playwright itself runs headless tests in; the browser part takes
 * about an eighth less time in it than in the full browser (decision 0037). Quiet: no sandbox as
 * root, no background traffic.
 */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  ...QUIET,
  // Chromium loads no page under libfaketime (a run at another hour, docs/testing.md): it keeps the
  // machine's clock, and e2e/test.ts gives its pages the tests' clock.
  env: Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] =>
        entry[1] !== undefined && !/^(LD_PRELOAD|FAKETIME)/.test(entry[0]),
    ),
  ),
};

/** The benchmarks' browser: the full Chromium a user runs, for figures that stand for theirs. */
export const DESKTOP_CHROMIUM = {
  executablePath: process.env.DESKTOP_CHROMIUM_PATH ?? '/usr/bin/chromium',
  ...QUIET,
};

/**
 * End-to-end tests drive Debian's Chromium headless shell (never a downloaded browser) against the
 * real app. Each worker starts its own app on its own copy of an embedded database with the demo
 * company, and its own SMTP server for the app's mail (e2e/test.ts); global setup builds the web app
 * and seeds that database once for all, side by side.
 * E2E_WORKERS sets how many run at once: 3 by default, one more than the machines' 2 cores, because a
 * test spends part of its time waiting (a filter's pause, the server, an animation) and a third worker
 * fills it (decision 0037: 304 s with 2, 263 s with 3, 282 s with 4, whose fourth app start costs more).
 */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report is what npm test's closing count reads (scripts/test-summary.mjs).
  reporter: [
    ['list'],
    ['json', { outputFile: 'reports/playwright.json' }],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: {
    // A failed test keeps its trace: each step's page (DOM snapshots), without the screencast,
    // which cost a fifth of the browser part's time; the failure's own screenshot is kept. CI
    // keeps no file of its run (only what it prints), so there recording every test's trace (a
    // twelfth of the part's CPU) is not done: a failure there is read from its printed error and
    // call log, and replayed here with its trace.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM,
    // The app's service worker (decision 0050) would answer the specs' routed and counted requests
    // from its cache; the spec of the installed app allows it in a browser of its own.
    serviceWorkers: 'block',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
