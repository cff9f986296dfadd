import { spawn } from 'node:child_process';
import { seedDemoFolder } from './app-server';

/**
 * Once per run, before any worker starts its app, side by side: the web app is built when stale
 * (here and not by each worker, so no two workers build dist/web at the same time), and the demo
 * company is seeded into the folder each worker's app starts from a copy of.
 */
export default async function globalSetup() {
  const build = new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, ['scripts/build-web.mjs'], { stdio: 'inherit' });
    child.once('exit', resolve);
  });
  const [status] = await Promise.all([build, seedDemoFolder()]);
  if (status !== 0) throw new Error(`building the web app failed (exit ${status})`);
}
