import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedDemoFolder } from './app-server';

/**
 * Once per run, before any worker starts its app, side by side: the web app is built when stale
 * (here and not by each worker, so no two workers build dist/web at the same time), and the demo
 * company is seeded into the folder each worker's app starts from a copy of.
 */
export async function prepareBrowserRun(seedReadyWithinMs?: number) {
  const build = new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, ['scripts/build-web.mjs'], { stdio: 'inherit' });
    child.once('exit', resolve);
  });
  const [status] = await Promise.all([build, seedDemoFolder(seedReadyWithinMs)]);
  if (status !== 0) throw new Error(`building the web app failed (exit ${status})`);
}

/**
 * Run ahead at the lowest priority, the seeding start gets the CPU only when the Vitest parts leave
 * it idle, so it may take as long as they do (16 minutes on a slow day; 170 s failed every CI run,
 * and the browser part seeded again).
 */
const AHEAD_READY_WITHIN_MS = 30 * 60_000;

/**
 * `npm test` runs this file ahead, at low priority, while the Vitest parts run
 * (scripts/test-all.mjs), and says so with E2E_PREPARED=1; `npx playwright test` alone prepares here.
 */
export default async function globalSetup() {
  if (process.env.E2E_PREPARED === '1') return;
  await prepareBrowserRun();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  prepareBrowserRun(AHEAD_READY_WITHIN_MS).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
