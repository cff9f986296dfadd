/**
 * A location's device trend at the scale (issue 17): 500 devices of mixed types, three
 * years of monthly visits (36 reports of 500 inspections, 18,000 rows).
 *
 *   npm run bench:device-trends                            # PGlite in a throwaway DATA_DIR
 *   DATABASE_URL=postgres://… npm run bench:device-trends  # an empty PostgreSQL database of your own
 *   BROWSER=0 npm run bench:device-trends                  # the in-process part only
 *
 * Writes the data once through the database (bench-device-trends-data.ts; the inspections in
 * bulk, as a submit freezes them), then:
 *   - in process: times GET /api/locations/:id/device-trends over the three years and the trend
 *     report PDF through app.inject (session, role check, validation, queries, serialization): the
 *     median of 10 after a warm-up;
 *   - in a browser: starts the app over HTTP on the same data (bench-app.ts; `npm start`, which
 *     builds the web app when it is stale) and, as the Admin in Debian's Chromium, opens the
 *     location's Trends tab RUNS times (5) and sets the three years in its From and To inputs as a
 *     person does (the page keeps the range in its inputs, not in the URL). Prints the median of:
 *       - range to screen: from the From input taking the range until the device table's rows and
 *         the three charts' lines and bars are in the page (timed in the page by a MutationObserver),
 *         and of it what follows the trends' answer;
 *       - total blocking time: the sum over long tasks (over 50 ms) of what exceeds 50 ms, from
 *         the range being set until the page is idle;
 *       - DOM nodes once drawn, and the device table's rows among them.
 * The target is under a second. Figures for a person to read, never a test assertion.
 * BENCH_PARTS=1 also times the repository alone and prints EXPLAIN ANALYZE of its statement.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { testConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { queryRows } from '../src/server/db/sql-helpers';
import { withBenchApp } from './bench-app';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  DEVICES,
  FROM,
  loadTrendData,
  MONTHS,
  TO,
} from './bench-device-trends-data';

const API_RUNS = 10;
const RUNS = Number(process.env.RUNS ?? 5);
const BROWSER = process.env.BROWSER !== '0';
const TARGET = 1000;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function timeRuns(fn: () => Promise<void>): Promise<number[]> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < API_RUNS; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return times;
}

interface Figure {
  label: string;
  values: number[];
  unit: string;
  note?: string;
}

/** The API and the PDF through app.inject, on the data just loaded. */
async function inProcess(
  db: Awaited<ReturnType<typeof openDatabase>>['db'],
  app: Awaited<ReturnType<typeof buildApp>>,
  locationId: number,
): Promise<Figure[]> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { login: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  const cookie = (login.cookies as { name: string; value: string }[])
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
  const call = async (url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: { cookie } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res;
  };
  const query = `from=${FROM}&to=${TO}`;
  const trendsUrl = `/api/locations/${locationId}/device-trends?${query}`;
  const pdfUrl = `/api/locations/${locationId}/device-trends.pdf?${query}`;
  const sample = await call(trendsUrl);
  const body = sample.json<{ devices: unknown[]; months: unknown[] }>();
  const trendTimes = await timeRuns(async () => void (await call(trendsUrl)));
  const pdf = await call(pdfUrl);
  const pdfTimes = await timeRuns(async () => void (await call(pdfUrl)));
  if (process.env.BENCH_PARTS) {
    const { deviceTrends, trendSql } = await import('../src/server/device-trends/device-trends.repository');
    const q = { from: FROM, to: TO, threshold: 3 };
    const repoTimes = await timeRuns(
      async () => void (await deviceTrends(db, locationId, q, 'America/New_York')),
    );
    console.log(`repository alone: median ${median(repoTimes).toFixed(0)} ms`);
    const plan = await queryRows<Record<string, string>>(
      db,
      sql`explain analyze ${trendSql(locationId, q, 'America/New_York')}`,
    );
    console.log(plan.map((r) => Object.values(r)[0]).join('\n'));
  }
  return [
    {
      label: 'GET device-trends (3 years)',
      values: trendTimes,
      unit: 'ms',
      note: `${body.devices.length} devices × ${body.months.length} months, ${(sample.rawPayload.length / 1024).toFixed(0)} KB`,
    },
    {
      label: 'GET device-trends.pdf (3 years)',
      values: pdfTimes,
      unit: 'ms',
      note: `${(pdf.rawPayload.length / 1024).toFixed(0)} KB`,
    },
  ];
}

interface PageTimes {
  __blocking: number;
  __appliedAt?: number;
  __drawnAt?: number;
}

/**
 * Installed before the page's own code: long tasks are only reported to observers registered
 * before they happen, and the drawing is timed in the page, not by polling from outside. Each
 * edit of a date input starts the clock again (and the blocking sum), so the clock runs from the
 * last one, the one that makes the range the three years. The page is drawn once the device
 * table has a row and each chart its marks: the lines of the two line charts and the bars of the
 * per-pest chart (recharts draws them after it has measured its box).
 * No named functions inside: tsx would wrap them in a helper the page does not have.
 */
const OBSERVE_PAGE = () => {
  const w = window as unknown as PageTimes;
  w.__blocking = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__blocking += Math.max(0, entry.duration - 50);
  }).observe({ type: 'longtask', buffered: true });
  document.addEventListener(
    'input',
    () => {
      w.__appliedAt = performance.now();
      w.__drawnAt = undefined;
      w.__blocking = 0;
    },
    true,
  );
  new MutationObserver(() => {
    if (w.__appliedAt === undefined || w.__drawnAt !== undefined) return;
    const drawn =
      document.querySelector('section[aria-labelledby="trend-devices"] tbody tr') &&
      document.querySelector('section[aria-labelledby="trend-total"] .recharts-line-curve') &&
      document.querySelector('section[aria-labelledby="trend-zones"] .recharts-line-curve') &&
      document.querySelector('section[aria-labelledby="trend-pests"] .recharts-bar-rectangle');
    if (drawn) w.__drawnAt = performance.now();
  }).observe(document, { subtree: true, childList: true });
};

async function openOnce(page: Page, locationId: number) {
  const firstAnswer = page.waitForResponse((r) => r.url().includes('/device-trends?'));
  await page.goto(`/locations/${locationId}/devices?tab=trends`);
  // The tab opens on the current quarter, after the three years: nothing to draw yet.
  await firstAnswer;
  await page.waitForLoadState('networkidle');
  // To first: before the From below it, the range is backwards and nothing is asked for; the
  // From then makes it the three years (on any day after September 2026).
  await page.getByLabel('To', { exact: true }).fill(TO);
  await page.getByLabel('From', { exact: true }).fill(FROM);
  await page.waitForFunction(() => (window as unknown as PageTimes).__drawnAt !== undefined, null, {
    timeout: 60_000,
  });
  await page.waitForLoadState('networkidle');
  // Until idle: long tasks after the first drawing (a second render, a layout) count too.
  await page.waitForTimeout(1000);
  return page.evaluate((from) => {
    const w = window as unknown as Required<PageTimes>;
    const answer = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('/device-trends?') && e.name.includes(`from=${from}`))
      .at(-1) as PerformanceResourceTiming;
    return {
      toScreen: w.__drawnAt - w.__appliedAt,
      answer: answer.responseEnd - w.__appliedAt,
      drawing: w.__drawnAt - answer.responseEnd,
      blocking: w.__blocking,
      nodes: document.getElementsByTagName('*').length,
      rows: document.querySelectorAll('section[aria-labelledby="trend-devices"] tbody tr').length,
    };
  }, FROM);
}

async function inBrowser(dataDir: string, locationId: number): Promise<Figure[]> {
  const runs: Awaited<ReturnType<typeof openOnce>>[] = [];
  await withBenchApp(
    async ({ baseUrl, browser }) => {
      const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
      const login = await context.request.post('/api/auth/login', {
        data: { login: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      });
      if (!login.ok()) throw new Error(`login answered ${login.status()}`);
      await context.addInitScript(OBSERVE_PAGE);
      for (let run = 1; run <= RUNS; run++) {
        const page = await context.newPage();
        runs.push(await openOnce(page, locationId));
        await page.close();
      }
      await context.close();
    },
    { dataDir },
  );
  return [
    { label: 'range set → rows and charts drawn', values: runs.map((r) => r.toScreen), unit: 'ms' },
    { label: '  until the answer arrives', values: runs.map((r) => r.answer), unit: 'ms' },
    { label: '  drawing after the answer', values: runs.map((r) => r.drawing), unit: 'ms' },
    { label: 'total blocking time', values: runs.map((r) => r.blocking), unit: 'ms' },
    { label: 'DOM nodes', values: runs.map((r) => r.nodes), unit: '' },
    { label: '  of them device table rows', values: runs.map((r) => r.rows), unit: '' },
  ];
}

function printTable(title: string, figures: Figure[]) {
  console.log(`\n${title}`);
  console.log(`${''.padEnd(36)} ${'median'.padStart(8)}   ${'min–max'.padEnd(13)} runs / notes`);
  for (const { label, values, unit, note } of figures) {
    const range = `${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}`;
    const runs = values.length <= 5 ? values.map((v) => v.toFixed(0)).join(', ') : '';
    console.log(
      `${label.padEnd(36)} ${median(values).toFixed(0).padStart(5)} ${unit.padEnd(2)}   ${range.padEnd(13)} ${[runs, note].filter(Boolean).join('; ')}`,
    );
  }
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fieldbook-bench-trends-'));
  const kind = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  try {
    // PGlite in the DATA_DIR the app is started on afterwards, so both parts read the same data.
    const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir });
    let locationId: number;
    let api: Figure[];
    try {
      await database.migrate();
      const app = await buildApp({ config: testConfig({ DATA_DIR: dataDir }), database });
      await app.ready();
      try {
        const loadStart = performance.now();
        ({ locationId } = await loadTrendData(database.db, app.files));
        console.log(
          `Loaded ${DEVICES} devices x ${MONTHS} visits (${DEVICES * MONTHS} inspections) on ${kind} ` +
            `in ${((performance.now() - loadStart) / 1000).toFixed(1)} s`,
        );
        api = await inProcess(database.db, app, locationId);
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
    printTable(`In process (app.inject), ${kind}, median of ${API_RUNS} after a warm-up:`, api);
    let page: Figure[] = [];
    if (BROWSER) {
      page = await inBrowser(dataDir, locationId);
      printTable(
        `In Chromium, the Trends tab over the three years (${DEVICES} devices × ${MONTHS} months), median of ${RUNS}:`,
        page,
      );
    }
    const met = (f: Figure | undefined) =>
      f ? (median(f.values) < TARGET ? 'met' : 'MISSED') : 'not measured';
    console.log(
      `\nTarget < ${TARGET} ms: trends ${met(api[0])}, PDF ${met(api[1])}, page (range to screen) ${met(page[0])}`,
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
