/**
 * The benchmarks' HTTP client, in a process of its own: the app is timed from outside, as a
 * browser meets it, and not on its own event loop beside the client. One keep-alive connection,
 * Node's own `http` (fetch's undici cost 0.3 ms more a request than the empty route it timed);
 * compression accepted as a browser does, the answer given by `get` decoded.
 *
 *   const client = outsideClient({ maxRuns: 100, budgetMs: 4000 });
 *   const { status, body } = await client.get(url, { cookie });
 *   const times = await client.sample(url, { cookie }); // sorted, in ms
 *   client.close();
 */
import { spawn } from 'node:child_process';

export interface OutsideAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface OutsideClient {
  /** One GET, its answer whole. */
  get(url: string, headers?: Record<string, string>): Promise<OutsideAnswer>;
  /**
   * Up to `maxRuns` timings (at least 10) within the budget, after up to 500 warm-ups within a
   * second, sorted; a request that takes seconds gets 1 warm-up and 5 runs. Fails on an answer
   * other than 200.
   */
  sample(url: string, headers?: Record<string, string>): Promise<number[]>;
  close(): void;
}

/** The child's code: it answers each message with the request's answer or its timings. */
const CHILD = `
const http = require('node:http');
const zlib = require('node:zlib');
const { performance } = require('node:perf_hooks');
const [maxRuns, budgetMs] = process.argv.slice(1).map(Number);
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const get = (url, headers) =>
  new Promise((resolve, reject) => {
    http.get(url, { agent, headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
const ok = async (url, headers) => {
  const answer = await get(url, headers);
  if (answer.status !== 200) throw new Error(url + ': ' + answer.status + ' ' + answer.body.toString());
};
async function sample(url, headers) {
  const first = performance.now();
  await ok(url, headers);
  const slow = performance.now() - first > 1000;
  // Warmed as a serving app is: V8 optimizes a route's code after some hundreds of calls, and
  // timed after 3 calls a 0.3 ms answer took 0.9 (docs/performance.md).
  const warm = performance.now() + 1000;
  for (let i = 0; !slow && i < 500 && performance.now() < warm; i++) await ok(url, headers);
  const times = [];
  const until = performance.now() + budgetMs;
  const min = slow ? 5 : 10;
  while (times.length < maxRuns && (times.length < min || performance.now() < until)) {
    const start = performance.now();
    await ok(url, headers);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}
process.on('message', async ({ id, kind, url, headers }) => {
  try {
    const result = kind === 'sample' ? await sample(url, headers) : await get(url, headers);
    if (kind === 'get') {
      const coding = result.headers['content-encoding'];
      const body = coding === 'br' ? zlib.brotliDecompressSync(result.body)
        : coding === 'gzip' ? zlib.gunzipSync(result.body)
        : coding === 'deflate' ? zlib.inflateSync(result.body) : result.body;
      result.body = body.toString('base64');
    }
    process.send({ id, result });
  } catch (error) {
    process.send({ id, error: String(error && error.stack || error) });
  }
});
`;

export function outsideClient(opts: { maxRuns: number; budgetMs: number }): OutsideClient {
  const child = spawn(process.execPath, ['-e', CHILD, String(opts.maxRuns), String(opts.budgetMs)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let next = 0;
  child.on('message', (message: { id: number; result?: unknown; error?: string }) => {
    const pending = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.error !== undefined) pending?.reject(new Error(message.error));
    else pending?.resolve(message.result);
  });
  child.on('exit', (code) => {
    for (const pending of waiting.values()) pending.reject(new Error(`the client exited (${code})`));
    waiting.clear();
  });
  const ask = (kind: 'get' | 'sample', url: string, headers: Record<string, string> = {}) =>
    new Promise<unknown>((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve, reject });
      child.send({ id, kind, url, headers });
    });
  return {
    get: async (url, headers) => {
      const answer = (await ask('get', url, headers)) as Omit<OutsideAnswer, 'body'> & { body: string };
      return { ...answer, body: Buffer.from(answer.body, 'base64') };
    },
    sample: async (url, headers) => (await ask('sample', url, headers)) as number[],
    close: () => child.kill(),
  };
}
