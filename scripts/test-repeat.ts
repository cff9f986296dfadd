/**
 * `npm run test:repeat -- <spec…> [--times N] [playwright options]`: runs each test of the given
 * Playwright spec(s) N times (20 by default) while a worker thread keeps one core busy, as a
 * shared CI machine is. Prints each test run's result and a closing "N passed, M failed"; exits
 * non-zero when any failed. Options it does not know (--grep, --workers …) go to Playwright.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { Worker } from 'node:worker_threads';

function parseArgs(argv: string[]): { times: number; rest: string[] } {
  let times = 20;
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--times') times = Number(argv[++i]);
    else if (arg.startsWith('--times=')) times = Number(arg.slice('--times='.length));
    else rest.push(arg);
  }
  if (!Number.isInteger(times) || times < 1) throw new Error('--times takes a whole number from 1');
  if (rest.length === 0) throw new Error('usage: npm run test:repeat -- <spec…> [--times N]');
  return { times, rest };
}

/** One core kept busy until stopped: a loop in a worker thread, checked in on between slices. */
function loadOneCore(): Worker {
  const worker = new Worker(
    `const { parentPort } = require('node:worker_threads');
     let stop = false;
     parentPort.on('message', () => (stop = true));
     const spin = () => {
       const until = Date.now() + 50;
       while (Date.now() < until) Math.sqrt(Math.random());
       if (!stop) setImmediate(spin);
       else process.exit(0);
     };
     spin();`,
    { eval: true },
  );
  worker.unref();
  return worker;
}

interface Report {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors: unknown[];
}

/**
 * One Playwright run with every test repeated `times` times on the same workers' apps: a test
 * that trips over what its own earlier run left fails too, as it should.
 */
function runRepeated(times: number, args: string[]): Promise<{ report?: Report; code: number | null }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        'node_modules/@playwright/test/cli.js',
        'test',
        `--repeat-each=${times}`,
        '--reporter=list,json',
        ...args,
      ],
      {
        stdio: ['ignore', 'inherit', 'inherit'],
        env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: REPORT },
      },
    );
    child.on('close', (code) => {
      const report = existsSync(REPORT) ? (JSON.parse(readFileSync(REPORT, 'utf8')) as Report) : undefined;
      resolve({ report, code });
    });
  });
}

const REPORT = 'reports/test-repeat.json';
const { times, rest } = parseArgs(process.argv.slice(2));
mkdirSync('reports', { recursive: true });
rmSync(REPORT, { force: true });
const busy = loadOneCore();
const started = Date.now();
const { report, code } = await runRepeated(times, rest);
busy.postMessage('stop');
const passed = report?.stats.expected ?? 0;
const failed = (report?.stats.unexpected ?? 0) + (report?.stats.flaky ?? 0);
console.log(`${times} times each with one core busy, ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || code !== 0 || !report ? 1 : 0);
