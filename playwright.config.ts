import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'e2e-admin-password';
/** The run's mail server (e2e/mail-catcher.ts): SMTP for the app, HTTP for the specs to read. */
export const SMTP_PORT = PORT + 25;
export const MAIL_CATCHER = `http://127.0.0.1:${PORT + 26}`;

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
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the real app:
 * `npm start` on a fresh embedded database with the demo company, sending its mail to a real SMTP
 * server of the run's own (e2e/mail-catcher.ts).
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'reports/playwright.json' }]]
    : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: `npx tsx e2e/mail-catcher.ts ${SMTP_PORT} ${PORT + 26}`,
      url: `${MAIL_CATCHER}/mails`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // A fresh database per run; the folder is per port so parallel runs do not share one.
      command: `rm -rf data/e2e-${PORT} && node scripts/start.mjs`,
      url: `http://127.0.0.1:${PORT}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: `data/e2e-${PORT}`,
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        SEED_DEMO: '1',
        // Known to the tests (e2e/helpers.ts); a real first start generates and prints one instead.
        DEMO_PASSWORD: 'fieldbook-demo',
        LOG_LEVEL: 'warn',
        // Mail goes to the run's own mail server; links in it point here.
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        MAIL_FROM: 'Greenleaf Pest Control <office@greenleaf.example>',
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      },
    },
  ],
});
