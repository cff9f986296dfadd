import { mkdtemp, readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { startTestStores, type TestStores } from '../test/s3-server';
import type { FileStore } from './file-store';
import {
  displayFileName,
  openUpload,
  readUpload,
  removeUpload,
  storeUpload,
  uploadKey,
  type UploadKind,
} from './upload-store';

let env: TestStores;
beforeAll(async () => void (env = await startTestStores()));
afterAll(() => env.stop());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const KIND: UploadKind<'image/png'> = {
  prefix: 'site-plans',
  types: { 'image/png': 'png' },
  maxBytes: 1000,
  messages: {
    missing: 'report.fileMissing',
    one: 'chemical.fileOne',
    broken: 'chemical.fileBroken',
    tooLarge: 'report.fileTooLarge',
    empty: 'report.fileEmpty',
    type: 'report.fileType',
  },
};

async function kept(store: FileStore) {
  const keys: string[] = [];
  for await (const item of store.list('site-plans/')) keys.push(item.key);
  return keys;
}

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return { status: (error as HttpError).statusCode, code: (error as HttpError).code };
};

/** What a multipart stream does past its size limit: it ends early and says it was cut. */
function truncated(data: Buffer) {
  const stream = Readable.from([data]) as Readable & { truncated?: boolean };
  stream.truncated = true;
  return stream;
}

describe.each(['local', 's3'] as const)('uploads into the %s store', (name) => {
  const store = () => env.stores[name];

  it('keeps an accepted file under a generated name of its kind, readable by that name only', async () => {
    const stored = await storeUpload(store(), KIND, Readable.from([PNG]));
    expect(stored).toMatchObject({ type: 'image/png', size: PNG.length });
    expect(stored.name).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(await kept(store())).toContain(`site-plans/${stored.name}`);
    expect(await readUpload(store(), KIND, stored.name)).toEqual(PNG);
    const opened = await openUpload(store(), KIND, stored.name);
    expect(opened?.size).toBe(PNG.length);
    opened?.stream.destroy();
    await removeUpload(store(), KIND, stored.name);
    expect(await readUpload(store(), KIND, stored.name)).toBeNull();
  });

  it('refuses wrong content, an empty file and a file over the limit, keeping nothing', async () => {
    const before = await kept(store());
    const tmpDir = await mkdtemp(path.join(env.dir, 'tmp-'));
    const upload = (stream: Readable) => storeUpload(store(), KIND, stream, { tmpDir });
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expect(await refusal(upload(Readable.from([html])))).toEqual({
      status: 400,
      code: 'report.fileType',
    });
    expect(await refusal(upload(Readable.from([])))).toEqual({
      status: 400,
      code: 'report.fileEmpty',
    });
    const big = Buffer.concat([PNG, Buffer.alloc(1000)]);
    expect(await refusal(upload(Readable.from([big])))).toEqual({
      status: 413,
      code: 'report.fileTooLarge',
    });
    expect(await refusal(upload(truncated(PNG)))).toEqual({
      status: 413,
      code: 'report.fileTooLarge',
    });
    expect(await kept(store())).toEqual(before);
    expect(await readdir(tmpDir)).toEqual([]);
  });

  it('never reads or deletes a stored name it did not make', async () => {
    const stored = await storeUpload(store(), KIND, Readable.from([PNG]));
    for (const tampered of [
      `../site-plans/${stored.name}`,
      '../../package.json',
      stored.name.replace('.png', '.pdf'),
      stored.name.toUpperCase(),
    ]) {
      expect(uploadKey(KIND, tampered), tampered).toBeNull();
      expect(await readUpload(store(), KIND, tampered)).toBeNull();
      expect(await openUpload(store(), KIND, tampered)).toBeNull();
      await removeUpload(store(), KIND, tampered);
    }
    expect(await readUpload(store(), KIND, stored.name)).toEqual(PNG);
  });
});

describe('displayFileName', () => {
  it('keeps the name without folders or control characters, at most 200 characters', () => {
    expect(displayFileName('../../etc/plan.png', KIND, 'image/png')).toBe('plan.png');
    expect(displayFileName('C:\\Users\\me\\plan\u0007.png', KIND, 'image/png')).toBe('plan.png');
    expect(displayFileName('..', KIND, 'image/png')).toBe('document.png');
    expect(displayFileName(undefined, KIND, 'image/png')).toBe('document.png');
    const long = displayFileName(`${'a'.repeat(300)}.png`, KIND, 'image/png');
    expect(long).toHaveLength(200);
    expect(long.endsWith('.png')).toBe(true);
  });
});
