/**
 * What a first visit downloads: the login page, and the jobs list as an Admin, each with an empty
 * browser cache.
 *
 *   npm run bench:first-load
 *
 * It runs `npm start` (which builds dist/web when it is missing or older than its sources) on a
 * throwaway DATA_DIR and a free port, without the demo company (the code a page loads does not
 * depend on the data), and drives Debian's Chromium with Playwright. For each page it counts every
 * request until the network is idle and prints, for JavaScript and CSS:
 *   - "wire": the body bytes as the server sent them (Content-Encoding applied, if any), which is
 *     what Chromium reports as the encoded body size;
 *   - "gzip": each asset gzipped here with zlib at level 9 (what Vite prints), so the figure does
 *     not depend on whether the server compresses.
 * BENCH_VERBOSE=1 lists every JS and CSS file with its gzip size.
 */
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page, Response } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, withBenchApp } from './bench-app';

interface Totals {
  requests: number;
  js: { count: number; wire: number; gzip: number };
  css: { count: number; wire: number; gzip: number };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Loads `url` in a fresh page and sums what it fetched once the network is idle. */
async function measure(context: BrowserContext, url: string, ready: (page: Page) => Promise<void>) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');

  const totals: Totals = {
    requests: responses.length,
    js: { count: 0, wire: 0, gzip: 0 },
    css: { count: 0, wire: 0, gzip: 0 },
  };
  for (const response of responses) {
    const type = response.request().resourceType();
    const bucket = type === 'script' ? totals.js : type === 'stylesheet' ? totals.css : undefined;
    if (!bucket) continue;
    await response.finished();
    const sizes = await response.request().sizes();
    bucket.count += 1;
    bucket.wire += sizes.responseBodySize;
    const gzip = gzipSync(await response.body(), { level: 9 }).length;
    bucket.gzip += gzip;
    if (process.env.BENCH_VERBOSE) console.log(`  ${url}  ${kb(gzip).padStart(6)} KB  ${response.url()}`);
  }
  await page.close();
  return totals;
}

function printTable(rows: [string, Totals][]) {
  const header = ['page', 'requests', 'JS files', 'JS gzip KB', 'JS wire KB', 'CSS gzip KB', 'CSS wire KB'];
  const lines = rows.map(([name, t]) => [
    name,
    String(t.requests),
    String(t.js.count),
    kb(t.js.gzip),
    kb(t.js.wire),
    kb(t.css.gzip),
    kb(t.css.wire),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i]!)).join('  ');
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}

await withBenchApp(async ({ baseUrl, browser }) => {
  const anonymous = await browser.newContext({ baseURL: baseUrl });
  const login = await measure(anonymous, '/login', (page) =>
    page.getByRole('button', { name: 'Log in' }).waitFor(),
  );
  await anonymous.close();

  const admin = await browser.newContext({ baseURL: baseUrl });
  const answer = await admin.request.post('/api/auth/login', {
    data: { login: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  if (!answer.ok()) throw new Error(`login answered ${answer.status()}`);
  const jobs = await measure(admin, '/jobs', (page) =>
    page.getByRole('heading', { name: 'Jobs', level: 1 }).waitFor(),
  );
  await admin.close();

  printTable([
    ['login', login],
    ['jobs list (Admin)', jobs],
  ]);
});
