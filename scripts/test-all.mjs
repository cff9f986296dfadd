// `npm test`: every part of the suite, each timed, all of them run even when one fails, then one
// closing count over all of them (scripts/test-summary.mjs). The exit status fails if any part did.
// `npm test -- api-postgres browser` runs only the parts named.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { constants, setPriority } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PARTS } from './test-parts.mjs';
import { summarize } from './test-summary.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let running;
let preparing;

/**
 * CI runs some parts on the other supported Node.js line too (decision 0054):
 * `TEST_OTHER_NODE=/path/to/node TEST_OTHER_NODE_PARTS=unit,api-pglite npm test` runs those two
 * parts on that Node.js and the rest on this one.
 */
const otherNode = process.env.TEST_OTHER_NODE;
const otherParts = (process.env.TEST_OTHER_NODE_PARTS ?? '').split(',').filter(Boolean);
const nodeFor = (part) => (otherNode && otherParts.includes(part.name) ? otherNode : process.execPath);
const versionOf = (node) =>
  node === process.execPath
    ? process.version
    : execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();

function run(part) {
  return new Promise((resolve) => {
    running = spawn(nodeFor(part), part.command, { cwd: root, stdio: 'inherit', env: process.env });
    running.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
// A stopped run stops its runner too (which stops its servers and browsers), rather than leaving
// it to load the machine for the next one.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    running?.kill(signal);
    stopPreparing(signal);
    process.exit(128 + (signal === 'SIGHUP' ? 1 : signal === 'SIGINT' ? 2 : 15));
  });
}

/** The preparation and what it started (the build and its Vite, the seeding app): one process group. */
function stopPreparing(signal = 'SIGTERM') {
  try {
    if (preparing?.pid) process.kill(-preparing.pid, signal);
  } catch {
    // The group has ended.
  }
}

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !PARTS.some((p) => p.name === name));
if (unknown.length > 0) {
  console.error(`Unknown part ${unknown.join(', ')}; the parts are ${PARTS.map((p) => p.name).join(', ')}.`);
  process.exit(2);
}
const parts = asked.length > 0 ? PARTS.filter((p) => asked.includes(p.name)) : PARTS;

/**
 * The browser part's preparation (building the web app, seeding the demo folder its apps copy)
 * runs from the start beside the Vitest parts, at low priority: it takes the CPU they leave idle
 * (a part's start and its last files), not theirs. The browser part waits for it; if it failed,
 * Playwright's global setup prepares again and shows why.
 */
function prepareBrowser() {
  preparing = spawn(process.execPath, ['--import', 'tsx', 'e2e/global-setup.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  try {
    setPriority(preparing.pid, constants.priority.PRIORITY_LOW);
  } catch {
    // A machine that refuses the change runs it at normal priority.
  }
  return new Promise((resolve) => {
    preparing.once('error', () => resolve(false));
    preparing.once('exit', (code) => {
      // A build still running after a failed seeding would write dist/web while the browser part's
      // own preparation builds it again.
      if (code !== 0) stopPreparing();
      resolve(code === 0);
    });
  });
}
const browserIndex = parts.findIndex((p) => p.name === 'browser');
const prepared = browserIndex > 0 ? prepareBrowser() : undefined;

mkdirSync(path.join(root, 'reports'), { recursive: true });
const results = [];
for (const part of parts) {
  if (part.name === 'browser' && prepared && (await prepared)) process.env.E2E_PREPARED = '1';
  // A report left by an earlier run must not stand in for a runner that ends without one.
  rmSync(path.join(root, part.report), { force: true });
  const started = Date.now();
  console.log(
    `\n▶ ${part.name}: started ${new Date(started).toISOString()} on Node.js ${versionOf(nodeFor(part))}`,
  );
  const status = await run(part);
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`■ ${part.name}: ended ${new Date().toISOString()} after ${seconds} s, exit ${status}`);
  results.push({ ...part, status, seconds });
}

const failed = summarize(results, root);
process.exit(failed || results.some((r) => r.status !== 0) ? 1 : 0);
