import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/** The built web app as vite.config.ts writes it: each asset with its .br and .gz beside it. */
const script = `export const page = "${'jobs list '.repeat(300)}";\n`;
const webRoot = mkdtempSync(path.join(tmpdir(), 'fieldbook-web-'));
mkdirSync(path.join(webRoot, 'assets'));
writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(path.join(webRoot, 'assets/jobs-page-abc123.js'), script);
writeFileSync(path.join(webRoot, 'assets/jobs-page-abc123.js.br'), brotliCompressSync(script));
writeFileSync(path.join(webRoot, 'assets/jobs-page-abc123.js.gz'), gzipSync(script));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { webRoot });
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the web app’s static files', () => {
  it('answers a browser that accepts brotli with the .br file', async () => {
    const res = await get('/assets/jobs-page-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.rawPayload.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('answers gzip to a client that accepts only gzip', async () => {
    const res = await get('/assets/jobs-page-abc123.js', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('answers the plain file to a client that accepts no encoding', async () => {
    const res = await get('/assets/jobs-page-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
  });

  it('answers 404 for an asset that is not there (a chunk from before a deploy), not the page shell', async () => {
    const res = await get('/assets/jobs-page-old999.js', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('still answers every page URL with the app’s shell', async () => {
    const res = await get('/jobs?page=2');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<div id="root">');
  });
});
