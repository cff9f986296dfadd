/**
 * `npm run test:repeat -- <spec…> [--times N] [playwright options]`: runs the given Playwright
 * spec(s) N times (20 by default), one run after another, while a worker thread keeps one core
 * busy, as a shared CI machine is. Prints each run's result and a closing "N passed, M failed";
 * exits non-zero when any run failed. Options it does not know (--grep, --workers …) go to
 * Playwright as they are.
 */
import { spawn } from 'node:child_process';
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

function runOnce(args: string[]): Promise<{ ok: boolean; seconds: number; tail: string }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', '--reporter=line', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) =>
      resolve({
        ok: code === 0,
        seconds: (Date.now() - started) / 1000,
        tail: output.trim().split('\n').slice(-40).join('\n'),
      }),
    );
  });
}

const { times, rest } = parseArgs(process.argv.slice(2));
const busy = loadOneCore();
let passed = 0;
let failed = 0;
for (let run = 1; run <= times; run++) {
  const result = await runOnce(rest);
  if (result.ok) passed++;
  else failed++;
  console.log(`run ${run}/${times}: ${result.ok ? 'passed' : 'FAILED'} (${result.seconds.toFixed(1)} s)`);
  if (!result.ok) console.log(result.tail);
}
busy.postMessage('stop');
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
