/**
 * The server as its own process for a benchmark: listening on a free port, on a DATA_DIR the
 * benchmark prepared, so what is measured of it (its memory, from /proc) is the server's alone.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

export async function waitForHealth(url: string, exited: () => boolean) {
  for (let i = 0; i < 600; i++) {
    if (exited()) throw new Error('the server ended before it answered');
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not answer /api/health within 150 s');
}

export interface BenchServer {
  baseUrl: string;
  pid: number;
  /** The process's resident memory now, in bytes (VmRSS). */
  rss(): number;
  /**
   * The most resident memory the process has had since the last call, in bytes: the kernel's
   * high-water mark (VmHWM), reset by each call, so no peak between two samples is missed. Null
   * where the mark cannot be reset (another user's process, an older kernel).
   */
  peakSinceLast(): number | null;
  stop(): Promise<void>;
}

const statusKb = (pid: number, field: string) =>
  Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) *
  1024;

/**
 * Starts `src/server/server.ts` as `npm start` runs it (tsx, one Node process) but without
 * building the web app first, with the environment given; resolves once /api/health answers.
 */
export async function startBenchServer(env: Record<string, string>): Promise<BenchServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx/esm', 'src/server/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: '0', LOG_LEVEL: 'warn', ...env },
  });
  let exited = false;
  server.once('exit', () => (exited = true));
  try {
    await waitForHealth(baseUrl, () => exited);
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
  const pid = server.pid!;
  return {
    baseUrl,
    pid,
    rss: () => statusKb(pid, 'VmRSS'),
    peakSinceLast() {
      const peak = statusKb(pid, 'VmHWM');
      try {
        // "5" resets the high-water mark to the current RSS (proc(5), clear_refs).
        writeFileSync(`/proc/${pid}/clear_refs`, '5');
        return peak;
      } catch {
        return null;
      }
    },
    async stop() {
      if (!exited) server.kill('SIGTERM');
      await new Promise((r) => (exited ? r(undefined) : server.once('exit', r)));
    },
  };
}
