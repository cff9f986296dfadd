import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStores, type TestStores } from '../test/s3-server';
import { copyFiles } from './copy-files';
import type { FileStore } from './file-store';

let env: TestStores;
let local: FileStore;
let bucket: FileStore;
let dataDir: string;
beforeAll(async () => {
  env = await startTestStores();
  ({ local, bucket, dir: dataDir } = env);
});
afterAll(() => env.stop());

const put = (store: FileStore, key: string, bytes: Buffer) =>
  store.put(key, Readable.from([bytes]), { size: bytes.length, contentType: 'application/octet-stream' });

async function contents(store: FileStore) {
  const found: Record<string, string> = {};
  for await (const { key } of store.list('')) found[key] = (await store.read(key))!.toString('hex');
  return found;
}

describe('copyFiles (npm run storage:copy-to-s3)', () => {
  it('copies every local file into the bucket once, skipping what is already there', async () => {
    await put(local, 'chemicals/0123456789abcdef0123456789abcdef.pdf', Buffer.from('%PDF-1.7 sheet'));
    await put(local, 'reports/fedcba9876543210fedcba9876543210.png', Buffer.alloc(2048, 7));
    await put(local, 'reports/00000000000000000000000000000000.jpg', Buffer.alloc(10, 1));
    // An upload still being written is not a file yet.
    await writeFile(path.join(dataDir, 'files', 'reports', '.0a0a.part'), 'half');
    // A kept report PDF is made again where it is needed.
    await put(local, 'cache/report-pdf/7/00ff.pdf', Buffer.from('%PDF-1.3 kept'));

    const first = await copyFiles(local, bucket);
    expect(first).toEqual({ total: 3, copied: 3, skipped: 0, copiedBytes: 14 + 2048 + 10 });
    await local.delete('cache/report-pdf/7/00ff.pdf');
    expect(await contents(bucket)).toEqual(await contents(local));

    const again = await copyFiles(local, bucket);
    expect(again).toEqual({ total: 3, copied: 0, skipped: 3, copiedBytes: 0 });

    // A file that differs in size (an interrupted copy) is copied again; new ones are added.
    await put(bucket, 'reports/fedcba9876543210fedcba9876543210.png', Buffer.alloc(5));
    await put(local, 'chemicals/11111111111111111111111111111111.webp', Buffer.alloc(3, 9));
    const copied: string[] = [];
    const third = await copyFiles(local, bucket, (key) => copied.push(key));
    expect(third).toMatchObject({ total: 4, copied: 2, skipped: 2 });
    expect(copied.sort()).toEqual([
      'chemicals/11111111111111111111111111111111.webp',
      'reports/fedcba9876543210fedcba9876543210.png',
    ]);
    expect(await contents(bucket)).toEqual(await contents(local));
  });

  it('runs as a command that prints the counts, and refuses to start without a bucket', async () => {
    const run = (settings: Record<string, string>) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/storage-copy-to-s3.ts'], {
        env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...settings },
      }).then(
        ({ stdout }) => ({ code: 0, out: stdout }),
        (error: { code: number; stdout: string; stderr: string }) => ({
          code: error.code,
          out: error.stdout + error.stderr,
        }),
      );
    const s3Env = Object.fromEntries(
      Object.entries(env.s3.config).map(([k, v]) => [k, v === true ? '1' : String(v)]),
    );
    await mkdir(path.join(dataDir, 'files', 'sites'), { recursive: true });
    await writeFile(path.join(dataDir, 'files', 'sites', 'plan.png'), 'plan');
    const done = await run(s3Env);
    expect(done.out).toContain('5 files: 1 copied (4 bytes), 4 already in the bucket.');
    expect(done.code).toBe(0);
    expect((await bucket.read('sites/plan.png'))?.toString()).toBe('plan');

    const refused = await run({});
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('S3_BUCKET is not set');
  }, 60_000);
});
