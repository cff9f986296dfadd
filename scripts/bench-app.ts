/**
 * The app for a benchmark in a browser: `npm start` on a throwaway DATA_DIR and a free port,
 * without the demo company, with a known Admin; and Debian's Chromium.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM } from '../playwright.config';

export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'bench-admin-password';
const root = path.resolve(import.meta.dirname, '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

async function waitForHealth(url: string, exited: () => boolean) {
  for (let i = 0; i < 600; i++) {
    if (exited()) throw new Error('npm start ended before the server answered');
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not answer /api/health within 150 s');
}

export interface BenchApp {
  baseUrl: string;
  browser: Browser;
}

export interface BenchAppOptions {
  /** The demo company (embedded database), its people logging in with this password. */
  demoPassword?: string;
  /** Chromium listens for DevTools clients (Lighthouse) on this port. */
  debuggingPort?: number;
}

/** Runs `use` with the app started and a browser open; stops both and removes the data after. */
export async function withBenchApp(use: (app: BenchApp) => Promise<void>, opts: BenchAppOptions = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fieldbook-bench-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      ...(opts.demoPassword ? { SEED_DEMO: '1', DEMO_PASSWORD: opts.demoPassword } : { SEED_DEMO: '0' }),
      LOG_LEVEL: 'warn',
    },
  });
  let exited = false;
  server.once('exit', () => (exited = true));
  const browser = await chromium.launch({
    ...CHROMIUM,
    args: [
      ...CHROMIUM.args,
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
    rmSync(dataDir, { recursive: true, force: true });
  }
}
