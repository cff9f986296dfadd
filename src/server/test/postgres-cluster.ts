import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, chmodSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A throwaway PostgreSQL cluster for the API suite: initdb into a temp folder, a free port,
 * `pg_ctl -w start`. PostgreSQL refuses to run as root, so as root it runs as the `postgres` user.
 */
export function findPgBin(): string | undefined {
  const fromPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  const candidates = [fromPath ? path.dirname(fromPath) : ''];
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    for (const v of readdirSync(root).sort((a, b) => Number(b) - Number(a))) {
      candidates.push(path.join(root, v, 'bin'));
    }
  }
  return candidates.find(
    (dir) => dir && existsSync(path.join(dir, 'pg_ctl')) && existsSync(path.join(dir, 'initdb')),
  );
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface Cluster {
  url: (database: string) => string;
  /** The server only, on the same folder and port: an outage (stop), its end (start), or both. */
  pgCtl: (action: 'stop' | 'start' | 'restart') => void;
  stop: () => void;
}

/**
 * `keepDir` (the list benchmark's `--keep`): the cluster lives in that folder, an existing one is
 * started again instead of created, and `stop` leaves the folder for the next run.
 */
export async function startCluster(binDir: string, keepDir?: string): Promise<Cluster> {
  const asRoot = process.getuid?.() === 0;
  const dir = keepDir ? path.resolve(keepDir) : mkdtempSync(path.join(os.tmpdir(), 'fieldbook-pg-'));
  if (keepDir) mkdirSync(dir, { recursive: true });
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  const run = (cmd: string, args: string[]) => {
    const full = path.join(binDir, cmd);
    if (asRoot) {
      execFileSync('runuser', ['-u', 'postgres', '--', full, ...args], { stdio: 'pipe', cwd: '/' });
    } else {
      execFileSync(full, args, { stdio: 'pipe' });
    }
  };
  if (asRoot) {
    chmodSync(dir, 0o777);
    execFileSync('chown', ['postgres', dir]);
  }
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  }
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  const log = path.join(dir, 'log');
  run('pg_ctl', ['-D', dataDir, '-o', opts, '-l', log, '-w', 'start']);
  return {
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    // -m fast: what a restart or failover does to clients, their connections closed from the server.
    pgCtl: (action) => run('pg_ctl', ['-D', dataDir, '-o', opts, '-l', log, '-m', 'fast', '-w', action]),
    stop: () => {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', keepDir ? 'fast' : 'immediate', '-w', 'stop']);
      } finally {
        if (!keepDir) rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
