// `npm start`: builds the web app when it is missing or older than its sources, then runs the server.
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

const sources = ['src/web', 'src/shared'].map((d) => path.join(root, d));
const stale =
  !existsSync(builtIndex) ||
  Math.max(...sources.map(newestMtime), statSync(path.join(root, 'vite.config.ts')).mtimeMs) >
    statSync(builtIndex).mtimeMs;

if (stale) {
  console.log('Building the web app…');
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server runs in this same process, so SIGTERM reaches its graceful shutdown directly.
const { register } = await import('tsx/esm/api');
register();
await import('../src/server/server.ts');
