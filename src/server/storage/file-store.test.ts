import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { startTestStores, type TestStores } from '../test/s3-server';
import type { FileStore } from './file-store';
import { openFileStore } from './open-file-store';

let env: TestStores;
beforeAll(async () => void (env = await startTestStores()));
afterAll(() => env.stop());

const put = (store: FileStore, key: string, data: string | Buffer) => {
  const bytes = Buffer.from(data);
  return store.put(key, Readable.from([bytes]), { size: bytes.length, contentType: 'text/plain' });
};

async function keys(store: FileStore, prefix: string) {
  const found: [string, number][] = [];
  for await (const item of store.list(prefix)) found.push([item.key, item.size]);
  return found.sort();
}

describe.each(['local', 's3'] as const)('the %s file store', (name) => {
  const store = () => env.stores[name];

  it('stores, reads, streams, sizes and deletes an object', async () => {
    await put(store(), 'contract/a.txt', 'hello, files');
    expect(await store().read('contract/a.txt')).toEqual(Buffer.from('hello, files'));
    expect(await store().stat('contract/a.txt')).toEqual({ size: 12 });
    const opened = await store().open('contract/a.txt');
    expect(opened?.size).toBe(12);
    expect(await text(opened!.stream)).toBe('hello, files');
    await store().delete('contract/a.txt');
    expect(await store().read('contract/a.txt')).toBeNull();
    expect(await store().stat('contract/a.txt')).toBeNull();
    expect(await store().open('contract/a.txt')).toBeNull();
    // Deleting what is gone is not an error.
    await store().delete('contract/a.txt');
  });

  it('lists every key under a prefix with its size, and nothing of other prefixes', async () => {
    await put(store(), 'listed/one.bin', Buffer.alloc(3));
    await put(store(), 'listed/deeper/two.bin', Buffer.alloc(5));
    await put(store(), 'listedx/other.bin', Buffer.alloc(7));
    expect(await keys(store(), 'listed/')).toEqual([
      ['listed/deeper/two.bin', 5],
      ['listed/one.bin', 3],
    ]);
    expect((await keys(store(), '')).map(([key]) => key)).toEqual(
      expect.arrayContaining(['listed/one.bin', 'listed/deeper/two.bin', 'listedx/other.bin']),
    );
    expect(await keys(store(), 'nothing-here/')).toEqual([]);
  });

  it('keeps nothing when the body fails half way', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1000, 1));
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(
      store().put('broken/cut.bin', failing, { size: 5000, contentType: 'application/octet-stream' }),
    ).rejects.toThrow();
    expect(await store().stat('broken/cut.bin')).toBeNull();
    expect(await keys(store(), 'broken/')).toEqual([]);
  });

  it('refuses keys that could leave its folder', async () => {
    for (const key of ['../escape.txt', 'a/../../b', '/etc/passwd', 'a//b', '.hidden', 'a/.part', 'a\\b']) {
      await expect(put(store(), key, 'x'), key).rejects.toThrow('Not a storage key');
      await expect(store().read(key), key).rejects.toThrow('Not a storage key');
    }
    expect(() => store().list('../')).toThrow('Not a storage prefix');
  });

  it('checks that it can be reached', async () => {
    await expect(store().check()).resolves.toBeUndefined();
  });
});

describe('the local file store', () => {
  it('keeps the layout uploads always had: DATA_DIR/files/<prefix>/<name>, no partial files left', async () => {
    await put(env.local, 'chemicals/0123456789abcdef0123456789abcdef.pdf', '%PDF-');
    const files = await readdir(path.join(env.dir, 'files', 'chemicals'));
    expect(files).toContain('0123456789abcdef0123456789abcdef.pdf');
    expect(files.filter((f) => f.startsWith('.'))).toEqual([]);
  });

  it('lists on past a file another request deletes meanwhile', async () => {
    await put(env.local, 'imports/a-first.csv', 'a');
    await put(env.local, 'imports/b-gone.csv', 'b');
    await put(env.local, 'imports/c-last.csv', 'c');
    const listed: string[] = [];
    for await (const item of env.local.list('imports/')) {
      listed.push(item.key);
      // The folder was read before this: the next file goes before its size is asked.
      if (item.key === 'imports/a-first.csv') await env.local.delete('imports/b-gone.csv');
    }
    expect(listed).toEqual(['imports/a-first.csv', 'imports/c-last.csv']);
  });
});

describe('the S3 file store', () => {
  it('names the bucket and the cause when the bucket cannot be used', async () => {
    const missing = openFileStore(testConfig({ ...env.s3.config, S3_BUCKET: 'no-such-bucket' }));
    await expect(missing.check()).rejects.toThrow(
      'S3_BUCKET no-such-bucket cannot be used: it does not exist',
    );
    missing.close();
    const wrongKey = openFileStore(testConfig({ ...env.s3.config, S3_ACCESS_KEY_ID: 'NOT-AN-ACCOUNT' }));
    await expect(wrongKey.check()).rejects.toThrow(
      /S3_BUCKET fieldbook-test cannot be used: access was refused/,
    );
    wrongKey.close();
  });
});
