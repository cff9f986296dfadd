import { type Page } from '@playwright/test';
import { expect, test } from './test';

/**
 * Issue 21, the first screen: an Admin's home asks for its list, the filings due and the upgrades
 * of stored data running as the navigation starts (app/route-loaders.ts), once each, and shows them
 * together, so nothing on the page is pushed down after it first shows.
 */
async function firstLoadOfHome(page: Page, logInAs: (who: 'admin') => Promise<void>) {
  await logInAs('admin');
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/api\/(get-jobs-filtered|compliance\/due|data-migrations)$/.test(pathname)) asked.push(pathname);
  });
  // Every layout shift from the start of the load, as Lighthouse adds them up.
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) w.shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'State filings due' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).not.toHaveCount(1);
  await page.waitForLoadState('networkidle');
  return {
    asked: asked.sort(),
    shifts: await page.evaluate(() => (window as unknown as { shifts: number }).shifts),
  };
}

test("an Admin's home asks for its list, the filings due and the upgrades once each, and nothing jumps", async ({
  page,
  logInAs,
}) => {
  const { asked, shifts } = await firstLoadOfHome(page, logInAs);
  expect(asked).toEqual(['/api/compliance/due', '/api/data-migrations', '/api/get-jobs-filtered']);
  expect(shifts).toBeLessThan(0.01);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("an Admin's home does not jump as it loads", async ({ page, logInAs }) => {
    const { asked, shifts } = await firstLoadOfHome(page, logInAs);
    expect(asked).toEqual(['/api/compliance/due', '/api/data-migrations', '/api/get-jobs-filtered']);
    expect(shifts).toBeLessThan(0.01);
  });
});

test("before the app's code arrives a phone shows the app's name, not a blank page", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.route(/\/assets\/[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/login');
  await expect(page.getByText('Fieldbook', { exact: true })).toBeVisible();
  // Once the code comes, the page itself takes its place.
  await page.unroute(/\/assets\/[\w-]+\.js$/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.locator('.boot')).toHaveCount(0);
});

/** Holds back the files matching `pattern` until `release` is called. */
async function holdBack(page: Page, pattern: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test("a first screen's own code and data are asked for beside the app's, not after it has started", async ({
  page,
  logInAs,
}) => {
  await logInAs('admin');
  const pageCode = page.waitForRequest(/\/assets\/jobs-page-[\w-]+\.js$/);
  // And its first data: who is logged in and the list's first page (app/route-loaders.ts).
  const data = [/\/api\/get-auth-user$/, /\/api\/get-jobs-filtered\?page=1$/].map((url) =>
    page.waitForRequest(url),
  );
  // The app's entry file does not arrive: only the page's head can have asked for the page's code.
  const release = await holdBack(page, /\/assets\/index-[\w-]+\.js$/);
  await page.goto('/jobs', { waitUntil: 'commit' });
  await pageCode;
  await Promise.all(data);
  release();
  await expect(page.getByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).not.toHaveCount(1);
});

test("the schedule's week board asks for its code and first lanes beside the app's, once each", async ({
  page,
  logInAs,
}) => {
  await logInAs('admin');
  // The week of the office's today (shared/first-pages.ts), as the board asks for it.
  const lanes = /\/api\/schedule\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}&lane_page=1$/;
  const asked: string[] = [];
  page.on('request', (request) => {
    if (lanes.test(request.url())) asked.push(request.url());
  });
  const pageCode = page.waitForRequest(/\/assets\/schedule-page-[\w-]+\.js$/);
  const data = [/\/api\/get-auth-user$/, /\/api\/app-config$/, lanes].map((url) => page.waitForRequest(url));
  const release = await holdBack(page, /\/assets\/index-[\w-]+\.js$/);
  await page.goto('/schedule', { waitUntil: 'commit' });
  await pageCode;
  await Promise.all(data);
  release();
  await expect(page.getByRole('heading', { name: 'Schedule', level: 1 })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Week board' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The board took the answer the page's head asked for: it did not ask again.
  expect(asked).toHaveLength(1);
});

test('without a login, a page address names the login page’s code, and a printout none', async ({
  request,
}) => {
  const links = async (path: string) =>
    [...(await (await request.get(path)).text()).matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)]
      .map((m) => m[1]!)
      .filter((href) => /-page|report-pages/.test(href));
  expect(await links('/jobs')).toEqual([expect.stringMatching(/^\/assets\/login-page-/)]);
  expect(await links('/reports/print/1')).toEqual([]);
});

test("a phone draws the boot screen before the app's stylesheet arrives, and the app waits for it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The first button put in the page, as it was styled at that moment: a page drawn before its
  // stylesheet shows the browser's square grey button.
  await page.addInitScript(() => {
    const seen = window as unknown as { firstButtonRadius?: string };
    const observer = new MutationObserver(() => {
      const button = document.querySelector('button');
      if (!button) return;
      seen.firstButtonRadius = getComputedStyle(button).borderRadius;
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  const release = await holdBack(page, /\/assets\/index-[\w-]+\.css$/);
  const code = page.waitForResponse(/\/assets\/login-page-[\w-]+\.js$/);
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByText('Fieldbook', { exact: true })).toBeVisible();
  // Drawn on the screen, not only laid out: the browser records its first contentful paint.
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length))
    .toBe(1);
  await code;
  // The code is in and has run (it applies the held stylesheet itself, lib/app-styles.ts), and waits.
  await expect(page.locator('link[rel="stylesheet"][href*="/assets/index-"]')).toHaveCount(1);
  await expect(page.locator('.boot')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
  release();
  const logIn = page.getByRole('button', { name: 'Log in' });
  await expect(logIn).toBeVisible();
  // Styled: Mantine's filled button, not the browser's grey one, from the first moment it was there.
  expect(await logIn.evaluate((b) => getComputedStyle(b).borderRadius)).not.toBe('0px');
  const first = await page.evaluate(
    () => (window as unknown as { firstButtonRadius?: string }).firstButtonRadius,
  );
  expect(first).toBeDefined();
  expect(first).not.toBe('0px');
});
