import { spawnSync } from 'node:child_process';

/**
 * Once per run, before any worker starts its server: the web app is built when stale, here and
 * not by each worker, so no two workers build dist/web at the same time.
 */
export default function globalSetup() {
  const build = spawnSync(process.execPath, ['scripts/build-web.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`building the web app failed (exit ${build.status})`);
}
