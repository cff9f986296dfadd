import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface ServerProcess {
  child: ChildProcess;
  /** Everything the process printed so far, stdout and stderr together. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  url: string;
}

/**
 * Runs the real server (src/server/server.ts, as `npm start` does without the web build) in a
 * child process whose id is the server's own, and waits until it says it is ready or ends.
 */
export async function startServer(env: Record<string, string>, port: number): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      // A run under faketime (docs/testing.md) gives the server the test's clock, as one machine has one.
      ...Object.fromEntries(
        Object.entries(process.env).filter(([name]) => /^(LD_PRELOAD|FAKETIME)/.test(name)),
      ),
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve) => {
    const check = () => {
      if (text.includes('Fieldbook is ready')) {
        child.stdout.off('data', check);
        resolve();
      }
    };
    child.stdout.on('data', check);
  });
  await Promise.race([ready, exited]);
  return { child, output: () => text, exited, url: `http://127.0.0.1:${port}` };
}

/** Ends a server the test started (if it still runs) and waits for it. */
export async function stopServer(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
}
