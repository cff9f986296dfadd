/**
 * Lighthouse's mobile run (a mid-range phone on a slow 4G connection, simulated) on the three
 * screens a phone opens first (issue 21): the login page, the jobs list (Admin) and a technician's
 * report form.
 *
 *   npm run bench:lighthouse
 *
 * Starts the app on a throwaway DATA_DIR with the demo company (bench-app.ts), logs in through the
 * API for the pages behind a login (Lighthouse sends the session cookie), starts a report on one of
 * the technician's jobs, and prints per page: the performance score, First and Largest Contentful
 * Paint, Total Blocking Time, Cumulative Layout Shift, and the bytes transferred (all, and
 * JavaScript); first, whether Chromium finds the app installable. `BENCH_VERBOSE=1` adds, per page, the Largest Contentful Paint's element, what shifted
 * the layout, the longest tasks and scripts, and every request with its start and end in the simulated load; `BENCH_PAGES=report`
 * (or `login,jobs`) measures only those pages.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { DESKTOP_CHROMIUM } from '../playwright.config';
import { ADMIN_EMAIL, ADMIN_PASSWORD, freePort, withBenchApp } from './bench-app';

const DEMO_PASSWORD = 'bench-demo-password';
const TECHNICIAN = 'marcus.johnson@greenleaf.example';

/** Logs in through the API; the answer's cookies, as a Cookie header. */
async function sessionCookie(baseUrl: string, login: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password }),
  });
  if (!res.ok) throw new Error(`login as ${login} answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A report in progress of the technician's: the one open on a job, or a new one. */
async function reportForm(baseUrl: string, cookie: string): Promise<string> {
  const csrf = /XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '';
  const headers = { cookie, 'x-csrf-token': decodeURIComponent(csrf), 'content-type': 'application/json' };
  const jobs = (await (await fetch(`${baseUrl}/api/my/jobs`, { headers })).json()) as {
    id: number;
    open_report_id: number | null;
  }[];
  const open = jobs.find((j) => j.open_report_id !== null);
  if (open) return `/my/reports/${open.open_report_id}`;
  const templates = (await (await fetch(`${baseUrl}/api/reports/templates`, { headers })).json()) as {
    id: number;
  }[];
  const started = await fetch(`${baseUrl}/api/reports`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ job_id: jobs[0]!.id, template_id: templates[0]!.id }),
  });
  if (!started.ok) throw new Error(`starting a report answered ${started.status}`);
  return `/my/reports/${((await started.json()) as { id: number }).id}`;
}

type Details = { items?: Record<string, unknown>[] };

/** What made the figures: the LCP element, the shifts, the requests in the order they ran. */
function explain(lhr: { audits: Record<string, { details?: unknown } | undefined> }) {
  const items = (id: string) => (lhr.audits[id]?.details as Details | undefined)?.items ?? [];
  const node = (item: Record<string, unknown>) => {
    const n = (item.node ?? item) as { snippet?: string; nodeLabel?: string };
    return `${n.nodeLabel ?? ''} ${n.snippet ?? ''}`.slice(0, 160);
  };
  const lcp = items('largest-contentful-paint-element')[0] as
    { items?: Record<string, unknown>[] } | undefined;
  console.log(`    LCP element: ${lcp?.items?.[0] ? node(lcp.items[0]) : '?'}`);
  for (const shift of items('layout-shifts')) {
    console.log(`    shift ${Number(shift.score).toFixed(3)}: ${node(shift)}`);
  }
  for (const task of items('long-tasks').slice(0, 6)) {
    const { url, duration, startTime } = task as { url: string; duration: number; startTime: number };
    console.log(
      `    long task at ${startTime.toFixed(0)} ms: ${duration.toFixed(0)} ms ${url.replace(/^https?:\/\/[^/]+/, '')}`,
    );
  }
  for (const script of items('bootup-time').slice(0, 4)) {
    const { url, scripting, scriptParseCompile } = script as {
      url: string;
      scripting: number;
      scriptParseCompile: number;
    };
    console.log(
      `    script ${url.replace(/^https?:\/\/[^/]+/, '')}: run ${scripting.toFixed(0)} ms, parse ${scriptParseCompile.toFixed(0)} ms`,
    );
  }
  for (const request of items('network-requests')) {
    const { url, networkRequestTime, networkEndTime, transferSize } = request as {
      url: string;
      networkRequestTime: number;
      networkEndTime: number;
      transferSize: number;
    };
    console.log(
      `    ${networkRequestTime.toFixed(0).padStart(6)}–${networkEndTime.toFixed(0).padEnd(6)} ms` +
        ` ${(transferSize / 1024).toFixed(1).padStart(6)} KB  ${url.replace(/^https?:\/\/[^/]+/, '')}`,
    );
  }
}

/**
 * Installable (issue 32): Lighthouse 12 has no PWA category any more, so Chromium is asked itself,
 * as its install prompt does (`Page.getInstallabilityErrors`: manifest, icons, service worker,
 * secure origin), once the app's service worker controls the page. A browser with a profile on
 * disk, as a phone's: a private window is never installable.
 */
async function installabilityErrors(baseUrl: string): Promise<string[]> {
  const profile = mkdtempSync(path.join(tmpdir(), 'fieldbook-install-'));
  const context = await chromium.launchPersistentContext(profile, DESKTOP_CHROMIUM);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${baseUrl}/login`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors: errors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    return errors.map((e) => e.errorId);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const port = await freePort();
await withBenchApp(
  async ({ baseUrl }) => {
    const notInstallable = await installabilityErrors(baseUrl);
    console.log(
      `Installable (Chromium's own check, service worker in control): ${
        notInstallable.length === 0 ? 'yes' : `no: ${notInstallable.join(', ')}`
      }`,
    );
    if (notInstallable.length > 0) process.exitCode = 1;
    const admin = await sessionCookie(baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    const technician = await sessionCookie(baseUrl, TECHNICIAN, DEMO_PASSWORD);
    const pages: [string, string, string | undefined][] = [
      ['login', '/login', undefined],
      ['jobs list (Admin)', '/jobs', admin],
      ['report form (Technician)', await reportForm(baseUrl, technician), technician],
    ];
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
    console.log('Lighthouse, mobile (simulated slow 4G, 4× CPU slowdown):');
    // BENCH_PAGES=login,jobs,report measures only those (by the first word of their name).
    const only = process.env.BENCH_PAGES?.split(',');
    for (const [name, path, cookie] of pages) {
      if (only && !only.some((word) => name.startsWith(word))) continue;
      const result = await lighthouse(`${baseUrl}${path}`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      const { lhr } = result;
      const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const items = (
        lhr.audits['resource-summary']?.details as {
          items?: { resourceType: string; transferSize: number }[];
        }
      )?.items;
      const script = items?.find((i) => i.resourceType === 'script')?.transferSize ?? NaN;
      console.log(
        `${name.padEnd(26)} score ${String(Math.round((lhr.categories.performance?.score ?? 0) * 100)).padStart(3)}` +
          `  FCP ${(value('first-contentful-paint') / 1000).toFixed(1)} s  LCP ${(value('largest-contentful-paint') / 1000).toFixed(1)} s` +
          `  TBT ${value('total-blocking-time').toFixed(0)} ms  CLS ${value('cumulative-layout-shift').toFixed(3)}` +
          `  transferred ${kb(value('total-byte-weight'))} (JS ${kb(script)})`,
      );
      if (process.env.BENCH_VERBOSE) explain(lhr);
    }
  },
  { demoPassword: DEMO_PASSWORD, debuggingPort: port },
);
