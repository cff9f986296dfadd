import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/** The built web app as vite.config.ts writes it: each asset with its .br and .gz beside it. */
const script = `export const page = "${'jobs list '.repeat(300)}";\n`;
const webRoot = mkdtempSync(path.join(tmpdir(), 'fieldbook-web-'));
mkdirSync(path.join(webRoot, 'assets'));
const page =
  '<!doctype html><html><head><title>Fieldbook</title></head><body><div id="root"></div></body></html>';
writeFileSync(path.join(webRoot, 'index.html'), page);
// As scripts/first-pages-plugin.ts writes it: per first screen, the files beyond index.html's.
writeFileSync(
  path.join(webRoot, 'first-pages.json'),
  JSON.stringify({
    login: { scripts: ['/assets/login-page-a1.js'], styles: [] },
    jobs: {
      scripts: ['/assets/jobs-page-b2.js', '/assets/app-shell-c3.js'],
      styles: ['/assets/jobs-d4.css'],
    },
  }),
);
writeFileSync(path.join(webRoot, 'assets/jobs-page-abc123.js'), script);
writeFileSync(path.join(webRoot, 'assets/jobs-page-abc123.js.br'), brotliCompressSync(script));
writeFileSync(path.join(webRoot, 'assets/jobs-page-abc123.js.gz'), gzipSync(script));
// As vite-plugin-pwa writes them (vite.config.ts): the service worker and the web manifest.
writeFileSync(path.join(webRoot, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
writeFileSync(path.join(webRoot, 'manifest.webmanifest'), JSON.stringify({ name: 'Fieldbook' }));
// Named as Vite names them: after their content, eight characters or more.
writeFileSync(path.join(webRoot, 'assets/app-shell-Dx81_kQz.js'), script);
writeFileSync(path.join(webRoot, 'assets/app-shell-Dx81_kQz.js.br'), brotliCompressSync(script));
writeFileSync(path.join(webRoot, 'assets/jobs-C0ffee-9.css'), 'body{}');
// The icon the build copies from src/web/public, as shipped.
const shippedIcon = new URL('../../web/public/favicon.ico', import.meta.url);
copyFileSync(shippedIcon, path.join(webRoot, 'favicon.ico'));
writeFileSync(path.join(webRoot, 'sw.js'), 'self.addEventListener("fetch", () => {});');

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

  it('lets a new service worker and manifest arrive: the browser asks again each time', async () => {
    const worker = await get('/sw.js');
    expect(worker.statusCode, worker.body).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.statusCode, manifest.body).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(manifest.body)).toEqual({ name: 'Fieldbook' });
  });

  it('still answers every page URL with the app’s shell', async () => {
    const res = await get('/jobs?page=2');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<div id="root">');
  });

  it('names a first screen’s code in the page’s head: the page the address shows with or without a login', async () => {
    const loggedIn = await get('/jobs?page=2', { cookie: 'XSRF-TOKEN=abc' });
    expect(loggedIn.headers.vary).toMatch(/cookie/i);
    expect(loggedIn.headers['cache-control']).toBe('no-cache');
    const head = loggedIn.body.slice(0, loggedIn.body.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/jobs-page-b2.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/app-shell-c3.js">');
    expect(head).toContain('<link rel="preload" as="style" crossorigin href="/assets/jobs-d4.css">');
    expect(loggedIn.body).not.toContain('login-page');
    // And the answers the page asks for first, fetched beside its code.
    expect(head).toContain('<link rel="preload" as="fetch" crossorigin href="/api/get-auth-user">');
    // Page 2 is the app's to ask for (shared/first-pages.ts); the first page without a filter is named.
    expect(head).not.toContain('get-jobs-filtered');
    const home = await get('/jobs', { cookie: 'XSRF-TOKEN=abc' });
    expect(home.body).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/api/get-jobs-filtered?page=1">',
    );

    const loggedOut = await get('/jobs');
    expect(loggedOut.body).toContain('href="/assets/login-page-a1.js"');
    expect(loggedOut.body).not.toContain('jobs-page');
    // Not a first screen: the page as built. A first screen without files listed: its data only.
    expect((await get('/users', { cookie: 'XSRF-TOKEN=abc' })).body).toBe(page);
    const myJobs = (await get('/my/jobs', { cookie: 'XSRF-TOKEN=abc' })).body;
    expect(myJobs).not.toContain('modulepreload');
    expect(myJobs).toContain('<link rel="preload" as="fetch" crossorigin href="/api/my/jobs">');
  });

  it('lets a browser keep a content-named asset a year without asking, in each encoding', async () => {
    for (const encoding of ['br', 'identity']) {
      const res = await get('/assets/app-shell-Dx81_kQz.js', { 'accept-encoding': encoding });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await get('/assets/jobs-C0ffee-9.css')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('has a browser ask again for a file whose name stays across deploys', async () => {
    for (const url of ['/sw.js', '/favicon.ico', '/first-pages.json']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers /favicon.ico with the shipped icon, not the page', async () => {
    const res = await get('/favicon.ico');
    expect(res.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    expect(res.rawPayload.equals(readFileSync(shippedIcon))).toBe(true);
    // An ICO file: reserved 0, type 1 (icon), and at least the 16 and 32 pixel sizes.
    const ico = res.rawPayload;
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const sizes = Array.from({ length: ico.readUInt16LE(4) }, (_, i) => ico[6 + 16 * i]);
    expect(sizes).toEqual(expect.arrayContaining([16, 32]));
  });

  it('reads the page again when a deploy replaces it', async () => {
    const deployed = page.replace('<title>Fieldbook</title>', '<title>Fieldbook 2</title>');
    writeFileSync(path.join(webRoot, 'index.html'), deployed);
    const later = new Date(Date.now() + 5000);
    utimesSync(path.join(webRoot, 'index.html'), later, later);
    const res = await get('/users', { cookie: 'XSRF-TOKEN=abc' });
    expect(res.body).toBe(deployed);
    // In the moment a deploy has removed the old page and not yet written the new one: not found.
    rmSync(path.join(webRoot, 'index.html'));
    const between = await get('/users', { cookie: 'XSRF-TOKEN=abc' });
    expect(between.statusCode).toBe(404);
    expect(between.headers['content-type']).toMatch(/^application\/json/);
    writeFileSync(path.join(webRoot, 'index.html'), page);
    expect((await get('/users', { cookie: 'XSRF-TOKEN=abc' })).body).toBe(page);
  });
});

describe('the schedule’s first lanes named in its page', () => {
  // The office's evening in New York is the next day in UTC: the week is the office's.
  const week = '&lane_page=1';
  // The month asks for each lane's first two cards of a day (decision 0079, amended 2026-12-03 evening).
  const month = '&lane_page=1&cards_per_day=2';
  it.each([
    ['2026-12-07T02:30:00Z', '2026-11-30', '2026-12-06', '', week], // Sunday 21:30 in New York, Monday in UTC
    ['2026-12-07T15:00:00Z', '2026-12-07', '2026-12-13', '', week], // Monday morning in both
    ['2027-01-01T03:00:00Z', '2026-12-28', '2027-01-03', '', week], // New Year's Eve in New York
    // The day and month views read their lanes a page at a time too (decision 0079).
    ['2027-01-01T03:00:00Z', '2026-12-01', '2026-12-31', '?view=month', month],
    ['2027-01-01T03:00:00Z', '2026-12-31', '2026-12-31', '?view=day', week],
  ])('at %s the days %s to %s %s', async (now, from, to, search, pages) => {
    const app = await createTestApp(
      { APP_TIMEZONE: 'America/New_York' },
      { webRoot, clock: () => new Date(now) },
    );
    try {
      const res = await app.app.inject({
        method: 'GET',
        url: `/schedule${search}`,
        headers: { cookie: 'XSRF-TOKEN=abc' },
      });
      expect(res.body).toContain(
        `<link rel="preload" as="fetch" crossorigin href="/api/schedule?from=${from}&to=${to}${pages}">`,
      );
      expect(res.body).toContain('<link rel="preload" as="fetch" crossorigin href="/api/app-config">');
    } finally {
      await app.close();
    }
  });
});
