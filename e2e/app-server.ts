import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { cp, mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { freePort } from '../src/server/test/smtp-server';

export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'e2e-admin-password';
/** The demo company's shared password (src/server/seed/demo.ts); a real first start prints one instead. */
export const DEMO_PASSWORD = 'fieldbook-demo';

export interface AppServer {
  url: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '..');

/** The demo company seeded once per run by global setup; each worker's app starts on a copy. */
const SEEDED_DIR = path.join('data', 'e2e-seeded');

/**
 * Starts the real server (`src/server/server.ts`, the web app already built by global setup) on
 * `dataDir` with the demo company, sending mail to `smtpUrl` if given, its output in `logFile`.
 */
async function startServer(
  dataDir: string,
  port: number,
  logFile: string,
  smtpUrl?: string,
  env: Record<string, string> = {},
  readyWithinMs = 170_000,
): Promise<{ url: string; stop: () => Promise<void> }> {
  await mkdir(path.join(root, 'data'), { recursive: true });
  const url = `http://127.0.0.1:${port}`;
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      SEED_DEMO: '1',
      DEMO_PASSWORD,
      LOG_LEVEL: 'warn',
      ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
      MAIL_FROM: 'Greenleaf Pest Control <office@greenleaf.example>',
      PUBLIC_URL: url,
      // The webhook tests' receivers listen on this machine.
      WEBHOOK_ALLOWED_NETWORKS: '127.0.0.1/32',
      ...env,
    },
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  try {
    await waitForHealth(url, exited, readyWithinMs);
  } catch (error) {
    await stopChild(child, exited);
    const tail = (await readFile(logFile, 'utf8').catch(() => '')).split('\n').slice(-30).join('\n');
    throw new Error(`${(error as Error).message}\n--- ${logFile} ---\n${tail}`, { cause: error });
  }
  return { url, stop: () => stopChild(child, exited) };
}

/**
 * Once per run (global setup): a fresh data folder with the demo company, seeded by a real first
 * start and closed by the server's own graceful shutdown. Seeding takes 10 s and more; three
 * workers each seeding their own took that three times over on two cores. `readyWithinMs` is
 * longer when it runs at the lowest priority beside the Vitest parts (scripts/test-all.mjs),
 * where it gets the CPU only when they leave it idle.
 */
export async function seedDemoFolder(readyWithinMs?: number): Promise<void> {
  await rm(path.join(root, SEEDED_DIR), { recursive: true, force: true });
  const logFile = path.join(root, 'data', 'e2e-seeded.log');
  const server = await startServer(SEEDED_DIR, await freePort(), logFile, undefined, {}, readyWithinMs);
  await server.stop();
}

/**
 * One Playwright worker's own app: the real server on its own copy of the seeded demo folder,
 * sending its mail to `smtpUrl`. Nothing is shared with another worker, so a test never sees
 * another's leftovers from a parallel run. E2E_PORT pins the ports (E2E_PORT + worker); without it
 * a free one is taken, so a run beside another checkout's never collides.
 */
export async function startAppServer(slot: number, smtpUrl: string): Promise<AppServer> {
  const port = process.env.E2E_PORT ? Number(process.env.E2E_PORT) + slot : await freePort();
  const dataDir = path.join('data', `e2e-worker-${slot}`);
  await rm(path.join(root, dataDir), { recursive: true, force: true });
  await cp(path.join(root, SEEDED_DIR), path.join(root, dataDir), { recursive: true });
  const server = await startServer(dataDir, port, path.join(root, 'data', `e2e-worker-${slot}.log`), smtpUrl);
  return { url: server.url, port, dataDir, stop: server.stop };
}

async function waitForHealth(url: string, exited: Promise<number | null>, readyWithinMs: number) {
  let gone: number | null | undefined;
  void exited.then((code) => (gone = code));
  const deadline = Date.now() + readyWithinMs;
  while (Date.now() < deadline) {
    if (gone !== undefined) throw new Error(`the app exited with ${gone} before it was ready`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    // Polling the server's own readiness, not waiting out a guess: seeding takes 5 to 20 s.
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the app at ${url} was not ready within ${Math.round(readyWithinMs / 1000)} s`);
}

/** SIGTERM (the server's graceful shutdown closes the database), SIGKILL if it hangs. */
async function stopChild(child: ChildProcess, exited: Promise<number | null>) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}

/** libfaketime as Debian installs it (the `faketime` package; `.ci/run` installs it). */
const LIBFAKETIME = ['x86_64-linux-gnu', 'aarch64-linux-gnu']
  .map((arch) => `/usr/lib/${arch}/faketime/libfaketime.so.1`)
  .find((file) => existsSync(file));

/** An app of a test's own, whose clock the test moves by restarting it (its data kept). */
export interface OwnAppServer extends AppServer {
  /** Stops the app and starts it again on the same data, its clock `shiftSeconds` from the machine's. */
  restart(shiftSeconds: number): Promise<void>;
}

/**
 * A test's own app on its own copy of the seeded demo folder, its clock `shiftSeconds` from the
 * machine's (libfaketime's FAKETIME, as a run at another hour gives every process: docs/testing.md).
 * For what only a moved clock shows, such as a period that has ended; its mail stays in the outbox.
 */
export async function startOwnAppServer(
  name: string,
  shiftSeconds: number,
  /** The host name people open it at (PUBLIC_URL): `localhost` for passkeys, which refuse an IP address. */
  opts: { host?: string } = {},
): Promise<OwnAppServer> {
  const port = await freePort();
  const publicUrl = opts.host ? `http://${opts.host}:${port}` : undefined;
  const env: Record<string, string> = publicUrl ? { PUBLIC_URL: publicUrl } : {};
  const dataDir = path.join('data', `e2e-own-${name}`);
  const logFile = path.join(root, 'data', `e2e-own-${name}.log`);
  await rm(path.join(root, dataDir), { recursive: true, force: true });
  await cp(path.join(root, SEEDED_DIR), path.join(root, dataDir), { recursive: true });
  const clock = (shift: number): Record<string, string> => {
    if (shift === 0) return {};
    if (!LIBFAKETIME) throw new Error("moving an app's clock needs libfaketime: apt-get install faketime");
    return { LD_PRELOAD: LIBFAKETIME, FAKETIME: `${shift > 0 ? '+' : ''}${Math.round(shift)}s` };
  };
  let server = await startServer(dataDir, port, logFile, undefined, { ...env, ...clock(shiftSeconds) });
  return {
    url: publicUrl ?? server.url,
    port,
    dataDir,
    stop: () => server.stop(),
    async restart(shift) {
      await server.stop();
      server = await startServer(dataDir, port, logFile, undefined, { ...env, ...clock(shift) });
    },
  };
}
