import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type * as FsPromises from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { diskErrorAnswer, diskErrorCause } from './disk-errors';
import { freePort } from '../test/postgres-cluster';
import { startServer, stopServer, type ServerProcess } from '../test/server-process';
import { checkDataDirWritable } from './data-dir-writable';

/**
 * The probe write can be sent to /dev/full, which answers every write with a real ENOSPC from the
 * kernel: a full disk without mount rights (the tests run as root, where chmod stops nothing).
 */
const fullDisk = vi.hoisted(() => ({ on: false }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof FsPromises>();
  return {
    ...fs,
    writeFile: ((file: string, ...rest: unknown[]) =>
      fullDisk.on
        ? fs.writeFile('/dev/full', rest[0] as Buffer)
        : (fs.writeFile as (...a: unknown[]) => Promise<void>)(file, ...rest)) as typeof FsPromises.writeFile,
  };
});

const dirs: string[] = [];
let server: ServerProcess | undefined;
afterEach(async () => {
  fullDisk.on = false;
  await stopServer(server);
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fieldbook-writable-'));
  dirs.push(dir);
  return dir;
};

describe('checkDataDirWritable', () => {
  it('makes a missing DATA_DIR and leaves nothing behind in it', async () => {
    const dir = path.join(tempDir(), 'new', 'data');
    await checkDataDirWritable(dir);
    expect(existsSync(dir)).toBe(true);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('names the folder and the cause when a part of its path is a file', async () => {
    const file = path.join(tempDir(), 'not-a-folder');
    writeFileSync(file, 'x');
    await expect(checkDataDirWritable(path.join(file, 'data'))).rejects.toThrow(
      `DATA_DIR ${file}/data cannot be written: a part of its path is a file, not a folder.`,
    );
  });

  it('names the folder and the cause when the disk is full', async () => {
    const dir = tempDir();
    fullDisk.on = true;
    await expect(checkDataDirWritable(dir)).rejects.toThrow(
      `DATA_DIR ${dir} cannot be written: the disk is full (no space left on the device).`,
    );
  });
});

describe('disk errors', () => {
  const error = (code: string) => Object.assign(new Error(code), { code });
  it.each([
    ['EROFS', 'it is on a read-only file system', 503],
    ['EACCES', 'this process may not write there (permission denied)', 503],
    ['ENOSPC', 'the disk is full (no space left on the device)', 507],
    ['EDQUOT', 'the disk quota is used up', 507],
  ])('says what %s means, and answers an upload %i', (code, cause, status) => {
    expect(diskErrorCause(error(code))).toBe(cause);
    expect(diskErrorAnswer(error(code))?.status).toBe(status);
  });

  it('leaves other errors alone', () => {
    expect(diskErrorCause(error('ECONNRESET'))).toBeUndefined();
    expect(diskErrorAnswer(new Error('boom'))).toBeUndefined();
  });
});

describe('a start on a DATA_DIR that cannot be written', { timeout: 60_000 }, () => {
  it('stops with the folder and the cause, not a stack trace', async () => {
    const file = path.join(tempDir(), 'a-file');
    writeFileSync(file, 'x');
    server = await startServer({ DATA_DIR: path.join(file, 'data') }, await freePort());
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe(
      `DATA_DIR ${file}/data cannot be written: a part of its path is a file, not a folder.`,
    );
  });
});
