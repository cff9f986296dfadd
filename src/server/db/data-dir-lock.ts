import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Printed as is when the server refuses to start (server.ts). */
export class DataDirInUseError extends Error {}

const LOCK_FILE = 'fieldbook.lock';

/** Folders this process holds: a second open of one in the same process is refused too. */
const held = new Set<string>();

function lockHolder(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a process of this machine runs under that id. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The embedded database belongs to one process: two PGlite instances on one folder both run and
 * silently lose one side's writes. The lock is a file holding the owner's process id, created
 * exclusively; a lock whose process is gone (kill -9, a power cut) is taken over. Returns the release.
 */
export function lockDataDir(dataDir: string): () => void {
  const dir = path.resolve(dataDir);
  const file = path.join(dir, LOCK_FILE);
  const refuse = (pid: number | string) =>
    new DataDirInUseError(
      `DATA_DIR ${dir} is in use by process ${pid}. Stop that process first, or give this one another DATA_DIR.`,
    );
  if (held.has(dir)) throw refuse(process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = lockHolder(file);
      // Our own id in the file is a leftover too: a container restarts its app as the same pid.
      if (pid !== undefined && pid !== process.pid && isRunning(pid)) throw refuse(pid);
      rmSync(file, { force: true });
      continue;
    }
    held.add(dir);
    const release = () => {
      if (!held.delete(dir)) return;
      if (lockHolder(file) === process.pid) rmSync(file, { force: true });
    };
    // Also on process.exit() paths that never reach close().
    process.once('exit', release);
    return () => {
      process.removeListener('exit', release);
      release();
    };
  }
  // Another process took the folder over between our two attempts.
  throw refuse(lockHolder(file) ?? 'unknown');
}
