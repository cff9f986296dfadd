/**
 * The app for a benchmark in a browser: `npm start` on a throwaway DATA_DIR and a free port,
 * without the demo company, with a known Admin; and Debian's Chromium.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { DESKTOP_CHROMIUM } from '../playwright.config';
import { freePort, waitForHealth } from './bench-server';

export { freePort };

export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'bench-admin-password';
const root = path.resolve(import.meta.dirname, '..');

export interface BenchApp {
  baseUrl: string;
  browser: Browser;
}

export interface BenchAppOptions {
  /** The demo company (embedded database), its people logging in with this password. */
  demoPassword?: string;
  /** Chromium listens for DevTools clients (Lighthouse) on this port. */
  debuggingPort?: number;
  /**
   * A DATA_DIR the benchmark prepared (its database already holding its own people, so no first
   * Admin is made); left in place for the benchmark to remove.
   */
  dataDir?: string;
}

/** Runs `use` with the app started and a browser open; stops both and removes the data it made. */
export async function withBenchApp(use: (app: BenchApp) => Promise<void>, opts: BenchAppOptions = {}) {
  const port = await freePort();
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(tmpdir(), 'fieldbook-bench-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(opts.dataDir ? {} : { ADMIN_EMAIL, ADMIN_PASSWORD }),
      ...(opts.demoPassword ? { SEED_DEMO: '1', DEMO_PASSWORD: opts.demoPassword } : { SEED_DEMO: '0' }),
      LOG_LEVEL: 'warn',
    },
  });
  let exited = false;
  server.once('exit', () => (exited = true));
  const browser = await chromium.launch({
    ...DESKTOP_CHROMIUM,
    args: [
      ...DESKTOP_CHROMIUM.args,
      ...(opts.debuggingPort ? [`--remote-debugging-port=${opts.debuggingPort}`] : []),
    ],
  });
  try {
    await waitForHealth(baseUrl, () => exited);
    await use({ baseUrl, browser });
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((r) => (exited ? r(undefined) : server.once('exit', r)));
    if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}
