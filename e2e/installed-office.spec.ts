import type { Page } from '@playwright/test';
import { Role } from '../src/shared/constants';
import { browserWithProfile, logIn, offlineNewTab, serviceWorkerInControl } from './helpers';
import { expect, test } from './test';

/**
 * The installed app on an office's desk (issue 33, decision 0066): its service worker answers a
 * field worker's pages from its copy of the page, which opens with no signal, but asks the server
 * for the office's first screens, whose page names their code and first data in its head. A
 * returning dispatcher's week board then asks for its lanes as the page starts, as a first visit's.
 * Offline, those screens still open from the copy.
 */
let desk: Awaited<ReturnType<typeof browserWithProfile>> | undefined;
test.afterEach(async () => {
  await desk?.close();
  desk = undefined;
});

/** The addresses the page's head names for the browser to fetch as it starts (server/http/page-shell.ts). */
const dataInHead = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=fetch]')].map(
      (l) => new URL(l.href).pathname + new URL(l.href).search,
    ),
  );

test('a returning office user gets the server’s page for the board and the jobs list, the copy offline', async ({
  baseURL,
  make,
}) => {
  const admin = await make.user({ role: Role.Admin });
  desk = await browserWithProfile(baseURL, { viewport: { width: 1440, height: 900 } });
  const page = desk.context.pages()[0] ?? (await desk.context.newPage());
  await logIn(page, admin.login, admin.password);
  await serviceWorkerInControl(page);

  await page.goto('/schedule?view=week&date=2026-11-23');
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  expect(await dataInHead(page)).toContain('/api/schedule?from=2026-11-23&to=2026-11-29&lane_page=1');
  await page.goto('/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  expect(await dataInHead(page)).toContain('/api/get-jobs-filtered?page=1');
  // A field worker's first screen comes from the copy, which names nothing: it opens at once offline.
  await page.goto('/my/jobs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await dataInHead(page)).toEqual([]);

  // No connection: the board's address opens the app from the copy, not the browser's error page.
  const offline = await offlineNewTab(desk.context);
  await offline.goto('/schedule?view=week&date=2026-11-23');
  await expect(offline.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
  expect(await dataInHead(offline)).toEqual([]);
});
