import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedDemoFolder } from './app-server';

/**
 * Once per run, before any worker starts its app, side by side: the web app is built when stale
 * (here and not by each worker, so no two workers build dist/web at the same time), and the demo
 * company is seeded into the folder each worker's app starts from a copy of.
 */
export async function prepareBrowserRun() {
  const build = new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, ['scripts/build-web.mjs'], { stdio: 'inherit' });
    child.once('exit', resolve);
  });
  const [status] = await Promise.all([build, seedDemoFolder()]);
  if (status !== 0) throw new Error(`building the web app failed (exit ${status})`);
}

/**
 * `npm test` runs this file ahead, at low priority, while the Vitest parts run
 * (scripts/test-all.mjs), and says so with E2E_PREPARED=1; `npx playwright test` alone prepares here.
 */
export default async function globalSetup() {
  if (process.env.E2E_PREPARED === '1') return;
  await prepareBrowserRun();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  prepareBrowserRun().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
