import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium, quiet (no sandbox as root, no background traffic); benchmarks use it too. */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the real app.
 * Each worker starts its own app on a fresh embedded database with the demo company, and its own
 * SMTP server for the app's mail (e2e/test.ts); global setup builds the web app once for all.
 * E2E_WORKERS sets how many run at once (2 by default, here and in CI: the machines have 2 cores).
 */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
