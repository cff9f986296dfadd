import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { CHROMIUM } from '../playwright.config';
import { ADMIN_EMAIL, ADMIN_PASSWORD, DEMO_PASSWORD } from './app-server';
import type { Maker, Person } from './factories';
import { expect, onTestClock, type Who } from './test';

export { ADMIN_EMAIL, ADMIN_PASSWORD, DEMO_PASSWORD };
/** Two of the demo company's people, whose rows and jobs tests read but never change. */
export const TECHNICIAN = { email: 'marcus.johnson@greenleaf.example', name: 'Marcus Johnson' };
export const SUPERVISOR = { email: 'luis.ortega@greenleaf.example', name: 'Luis Ortega' };

/**
 * Types a list's filter and waits until the list is the new filter's: the address holds it, the
 * box still does (a late answer for the text before cannot put that back), and no table is loading.
 * A row clicked before that may move under the pointer as the answer redraws the table (a Delete
 * click landed beside its button so in CI).
 */
export async function filterList(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Filter' });
  await box.fill(text);
  await expect.poll(() => new URL(page.url()).searchParams.get('filter')).toBe(text);
  await expect(box).toHaveValue(text);
  await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Logs in through the login form, as a person does: for the tests of the login itself. Other
 * tests start logged in with the `logInAs` fixture.
 */
export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  const loggedIn = await Promise.race([
    page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 30_000 }).then(() => true),
    page
      .getByRole('alert')
      .first()
      .waitFor({ timeout: 30_000 })
      .then(() => false),
  ]).catch(() => false);
  if (loggedIn) await startInEnglish(page);
}

/**
 * The language menu stores the choice on the account (decision 0020), so a login may start in
 * the language the account last chose; every login starts in English, as a first visit from an
 * English browser does.
 */
async function startInEnglish(page: Page) {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await page.request.put('/api/account/language', {
    data: { language: 'en' },
    headers: { 'x-csrf-token': decodeURIComponent(csrf) },
  });
  expect(res.status(), await res.text()).toBe(200);
  if ((await page.locator('html').getAttribute('lang')) !== 'en') {
    await page.evaluate(() => localStorage.setItem('fieldbook.language', 'en'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  }
}

export async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/**
 * A technician of the test's own with one job of their own, logged in on My jobs: reports a test
 * starts there are on nobody else's job (one report in progress per job).
 */
export async function technicianWithJob(
  make: Maker,
  logInAs: (who: Who, path?: string) => Promise<void>,
  page: Page,
) {
  const technician: Person = await make.user();
  const job = await make.job({ assignees: [technician] });
  await logInAs(technician, '/my/jobs');
  await expect(page).toHaveURL(/\/my\/jobs$/);
  return { technician, job };
}

/** The technician starts a report on `jobName` from the template of that name, and lands on its form. */
export async function startReport(page: Page, jobName: string, template: string) {
  await page.getByRole('link', { name: `Start a report for ${jobName}`, exact: true }).click();
  await page.getByRole('radio', { name: new RegExp(template) }).click();
  await page.getByRole('button', { name: 'Start report' }).click();
  await expect(page).toHaveURL(/\/my\/reports\/\d+$/);
}

/** Draws a zigzag on the report form's signature pad with the pointer, as a finger would. */
export async function drawSignature(page: Page, strokes: number, swing: number) {
  const pad = page.getByRole('img', { name: /^Signature area/ });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= strokes; i++) {
    await page.mouse.move(box.x + 30 + i * 20, box.y + box.height / 2 + (i % 2 ? -swing : swing), {
      steps: 3,
    });
  }
  await page.mouse.up();
}

/** The query keys the app has kept on the device (lib/kept-queries.ts). */
export const keptKeys = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('fieldbook-kept');
        open.onerror = () => reject(open.error ?? new Error('no database'));
        open.onsuccess = () => {
          const read = open.result.transaction('queries').objectStore('queries').get('queries');
          read.onsuccess = () => {
            const state = read.result as { queries: { queryKey: unknown[] }[] } | undefined;
            open.result.close();
            resolve((state?.queries ?? []).map((q) => JSON.stringify(q.queryKey)));
          };
        };
      }),
  );

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true };

/**
 * A browser with a profile of its own on disk (a phone's by default: 390×844, touch), the service
 * worker allowed, on the tests' clock: what the installed app keeps outlives its tabs. `close` ends
 * it and deletes the profile.
 */
export async function browserWithProfile(
  baseURL: string | undefined,
  device: { viewport: { width: number; height: number }; hasTouch?: boolean } = PHONE,
) {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'fieldbook-e2e-profile-'));
  const context = await onTestClock(
    await chromium.launchPersistentContext(profile, {
      ...CHROMIUM,
      ...device,
      baseURL,
      serviceWorkers: 'allow',
    }),
  );
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export const phoneWithProfile = (baseURL: string | undefined) => browserWithProfile(baseURL);

/** A phone with a profile of its own (`phoneWithProfile`), its first tab logged in as `who`. */
export async function phoneLoggedIn(baseURL: string | undefined, who: { login: string; password: string }) {
  const phone = await phoneWithProfile(baseURL);
  const page = phone.context.pages()[0] ?? (await phone.context.newPage());
  await logIn(page, who.login, who.password);
  return { ...phone, page };
}

/** No connection, every tab closed, and a new tab: the app about to be opened again offline. */
export async function offlineNewTab(context: BrowserContext): Promise<Page> {
  await context.setOffline(true);
  for (const open of context.pages()) await open.close();
  return context.newPage();
}

/** Waits until the app's service worker is installed and answers this page's requests. */
export async function serviceWorkerInControl(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}
