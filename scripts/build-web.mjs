// Builds the web app (dist/web) when it is missing or older than its sources: for `npm start` and
// the end-to-end run's global setup, which then start the server without building.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'dist/web/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else if (!/\.test\.tsx?$/.test(entry.name)) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

/** True when dist/web is missing or a source of it changed after it was built. */
export function webBuildIsStale() {
  if (!existsSync(builtIndex)) return true;
  const sources = ['src/web', 'src/shared'].map((d) => path.join(root, d));
  return (
    Math.max(...sources.map(newestMtime), statSync(path.join(root, 'vite.config.ts')).mtimeMs) >
    statSync(builtIndex).mtimeMs
  );
}

/** Builds when stale; returns the build's exit status (0 when nothing had to be done). */
export function buildWebIfStale() {
  if (!webBuildIsStale()) return 0;
  console.log('Building the web app…');
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit' },
  );
  return build.status ?? 1;
}

// Run directly (the end-to-end run's global setup does): build when stale, exit with the status.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(buildWebIfStale());
}
