import { expect, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../playwright.config';

/** The demo company's shared password (src/server/seed/demo.ts) and two of its people. */
export const DEMO_PASSWORD = 'fieldbook-demo';
export const TECHNICIAN = { email: 'marcus.johnson@greenleaf.example', name: 'Marcus Johnson' };
export const SUPERVISOR = { email: 'luis.ortega@greenleaf.example', name: 'Luis Ortega' };

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
 * The language menu stores the choice on the account (decision 0020) and the specs share one
 * database, so a spec that switched to Arabic would leave that user's next login in Arabic. Every
 * login starts in English again, as a first visit from an English browser does.
 */
async function startInEnglish(page: Page) {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await page.request.put('/api/account/language', {
    data: { language: 'en' },
    headers: { 'x-csrf-token': csrf },
  });
  expect(res.status(), await res.text()).toBe(200);
  if ((await page.locator('html').getAttribute('lang')) !== 'en') {
    await page.evaluate(() => localStorage.setItem('fieldbook.language', 'en'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  }
}

/**
 * The technician starts a report on their last job (the report workflow's own test keeps the
 * first to itself) from the template of that name, and lands on the report form.
 */
export async function startReportOnLastJob(page: Page, template: string) {
  await logIn(page, TECHNICIAN.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/my\/jobs$/);
  await page
    .getByRole('link', { name: /^Start a report for / })
    .last()
    .click();
  await page.getByRole('radio', { name: new RegExp(template) }).click();
  await page.getByRole('button', { name: 'Start report' }).click();
  await expect(page).toHaveURL(/\/my\/reports\/\d+$/);
}

export async function logInAsAdmin(page: Page) {
  await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(page.getByTestId('current-user-name')).toHaveText('Administrator');
}

export async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
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
