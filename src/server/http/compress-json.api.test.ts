import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@shared/constants';
import { createTestApp, type Session, type TestApp } from '../test/test-app';
import { COMPRESS_FROM_BYTES } from './compress-json';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.Admin);
  // A tree of 2,000 chemicals under 40 categories: a few hundred KB of JSON.
  await t.db.execute(sql`
    insert into chemicals (parent_id, is_category, name) select null, true, 'Category ' || i
    from generate_series(1, 40) i`);
  await t.db.execute(sql`
    insert into chemicals (parent_id, is_category, name, epa_reg_no)
    select (select min(id) from chemicals) + i % 40, false, 'Chemical ' || i, '432-' || i
    from generate_series(1, 2000) i`);
}, 120_000);
afterAll(() => t.close());

const tree = (encoding?: string) =>
  t.request(admin, {
    method: 'GET',
    url: '/api/get-chemicals',
    headers: encoding ? { 'accept-encoding': encoding } : {},
  });

describe('large JSON answers (decision 0023)', () => {
  it('go out brotli-compressed when accepted, a small part of their size, the same JSON', async () => {
    const plain = await tree();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    const br = await tree('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 10);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  it('go out gzip-compressed to a client that accepts only gzip', async () => {
    const gz = await tree('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual((await tree()).json());
  });

  it('are compressed again when their text changed, even to a text of the same length', async () => {
    const names = (body: Buffer) =>
      Object.values(
        JSON.parse(brotliDecompressSync(body).toString()).chemsLookup as Record<string, { name: string }>,
      ).map((c) => c.name);
    const first = await tree('br');
    expect(names(first.rawPayload)).toContain('Chemical 7');
    // The same answer again: the same bytes.
    expect((await tree('br')).rawPayload.equals(first.rawPayload)).toBe(true);
    await t.db.execute(sql`update chemicals set name = 'Chemical Z' where name = 'Chemical 7'`);
    const after = await tree('br');
    expect(after.headers['content-encoding']).toBe('br');
    expect(names(after.rawPayload)).toContain('Chemical Z');
    expect(names(after.rawPayload)).not.toContain('Chemical 7');
  });

  it('leaves small answers as they are', async () => {
    const res = await t.request(admin, {
      method: 'GET',
      url: '/api/get-auth-user',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ type_id: Role.Admin });
  });
});
