import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../test/postgres-cluster';
import { type ServerProcess, startServer, stopServer } from '../test/server-process';

const started: ServerProcess[] = [];
const dirs: string[] = [];
const holders: ChildProcess[] = [];
afterEach(async () => {
  for (const s of started.splice(0)) await stopServer(s);
  for (const h of holders.splice(0)) h.kill('SIGKILL');
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A process that writes its id into the lock file, as the server does, and waits to be killed. */
async function holdLock(lockFile: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `require('node:fs').writeFileSync(process.argv[1], process.pid + '\\n'); console.log('held'); setInterval(() => {}, 60_000);`,
      lockFile,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  holders.push(child);
  await once(child.stdout, 'data');
  return child;
}

async function start(dataDir: string) {
  const server = await startServer(
    { DATA_DIR: dataDir, ADMIN_PASSWORD: 'lock-test-password' },
    await freePort(),
  );
  started.push(server);
  return server;
}

// Real server processes on a real embedded database: each start takes seconds on a busy machine.
describe('the DATA_DIR lock', { timeout: 120_000 }, () => {
  it('refuses a second process on the same DATA_DIR, naming the folder and the first process', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fieldbook-lock-'));
    dirs.push(dataDir);
    const first = await start(dataDir);
    expect(first.output()).toContain('Fieldbook is ready');

    const second = await start(dataDir);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `DATA_DIR ${dataDir} is in use by process ${first.child.pid}. Stop that process first`,
    );
    expect(second.output()).not.toContain('Fieldbook is ready');

    // The first one still serves, and the embedded database said what it is for when it started.
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    expect(first.output()).toContain('for trying Fieldbook and for a single small office');
  });

  it('is released by a clean stop and does not outlive a killed process', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fieldbook-lock-'));
    dirs.push(dataDir);
    const lockFile = path.join(dataDir, 'fieldbook.lock');

    const first = await start(dataDir);
    expect(readFileSync(lockFile, 'utf8')).toBe(`${first.child.pid}\n`);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(lockFile)).toBe(false);

    // kill -9 leaves the lock file behind, naming a process that no longer runs: a holder that
    // writes it as the server does and is killed (a third server start would take seconds more).
    const killed = await holdLock(lockFile);
    killed.kill('SIGKILL');
    await once(killed, 'exit');
    expect(readFileSync(lockFile, 'utf8')).toBe(`${killed.pid}\n`);

    const next = await start(dataDir);
    expect(next.output()).toContain('Fieldbook is ready');
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(next.child.pid));
    const health = await fetch(`${next.url}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok' });
  });
});
