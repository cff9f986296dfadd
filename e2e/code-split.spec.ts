import { type Page, type Request } from '@playwright/test';
import en from '../src/shared/locales/en.json' with { type: 'json' };
import { Role } from '../src/shared/constants';
import { ADMIN_EMAIL, ADMIN_PASSWORD, logIn, TECHNICIAN, DEMO_PASSWORD } from './helpers';
import { expect, test } from './test';

/** Each page's code comes with its route (decision 0017). */

test('the login page downloads no other page and no Arabic or Persian texts', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.some((s) => /\/login-page-[\w-]+\.js$/.test(s))).toBe(true);
  const others = scripts.filter((s) =>
    /\/(jobs-page|users-page|report-pages?|field-report-pages|ar|fa)-[\w-]+\.js$/.test(s),
  );
  expect(others).toEqual([]);
});

test('a page whose code cannot be fetched says so and reloads into the page', async ({ page, logInAs }) => {
  await logInAs('admin');
  // As after a deploy that replaced the files, or a dropped connection: the Users page's chunk fails.
  await page.route(/\/assets\/users-page-[\w-]+\.js$/, (route) => route.abort());
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Users' })
    .click();
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  await expect(alert).toContainText('Reload to get the current version');
  await expect(page.getByText('Something went wrong')).toHaveCount(0);

  await page.unroute(/\/assets\/users-page-[\w-]+\.js$/);
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).not.toHaveCount(1);
});

test('Arabic chosen once opens in Arabic on the next visit, its texts fetched on demand', async ({
  page,
  logInAs,
  make,
}) => {
  // The choice is stored on the account: an Admin of the test's own makes it.
  await logInAs(await make.user({ role: Role.Admin }));
  await page.getByRole('button', { name: 'Language' }).click();
  const arabic = page.waitForRequest(/\/assets\/ar-[\w-]+\.js$/);
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await arabic;
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'المستخدمون' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Jobs', level: 1 })).toHaveCount(0);
});

test('a first visit whose page code cannot be fetched says so instead of a blank page', async ({ page }) => {
  await page.route(/\/assets\/login-page-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/login');
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  await page.unroute(/\/assets\/login-page-[\w-]+\.js$/);
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});

/** A text the page asked for and did not have shows as its key ("jobs.title"). */
const RAW_KEY = new RegExp(`\\b(${Object.keys(en).join('|')})\\.[a-zA-Z]`);

async function textsShown(page: Page) {
  await page.waitForLoadState('networkidle');
  return page.evaluate(() =>
    [
      document.title,
      document.body.innerText,
      ...[...document.querySelectorAll('[aria-label], [placeholder], [title]')].map((el) =>
        ['aria-label', 'placeholder', 'title'].map((name) => el.getAttribute(name) ?? '').join(' '),
      ),
    ].join('\n'),
  );
}

test('the first pages have every text without the rest of the English texts, which any other page waits for', async ({
  page,
}) => {
  // Decision 0028: the login page, the homes and the header carry their own texts.
  await page.route(/\/assets\/[\w-]*en-texts-(?:rest|section_\w+)-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await textsShown(page)).not.toMatch(RAW_KEY);

  // Through the form: from the login page to the home, as a person goes.
  await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).not.toHaveCount(1);
  const jobsPage = await textsShown(page);
  expect(jobsPage).not.toMatch(RAW_KEY);
  expect(jobsPage).toContain('State filings');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  expect(await textsShown(page)).not.toMatch(RAW_KEY);
  await page.keyboard.press('Escape');

  // Another page is not shown half in keys: without its texts it cannot be loaded, and says so.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Users' })
    .click();
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  await page.unroute(/\/assets\/[\w-]*en-texts-(?:rest|section_\w+)-[\w-]+\.js$/);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  expect(await textsShown(page)).not.toMatch(RAW_KEY);
});

test("a technician's Today and My jobs have every text without the rest of the English texts", async ({
  page,
  logInAs,
}) => {
  await page.route(/\/assets\/[\w-]*en-texts-(?:rest|section_\w+)-[\w-]+\.js$/, (route) => route.abort());
  await logInAs('technician');
  // A technician's home (issue 32).
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  expect(await textsShown(page)).not.toMatch(RAW_KEY);
  await page.goto('/my/jobs');
  await expect(page.getByRole('heading', { name: 'My jobs', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Start a report for / }).first()).toBeVisible();
  expect(await textsShown(page)).not.toMatch(RAW_KEY);
});

test('a confirmation whose code cannot be fetched says so, and the next one asks again', async ({
  page,
  logInAs,
}) => {
  await logInAs('admin');
  await expect(page.getByRole('table').getByRole('row')).not.toHaveCount(1);
  const provider = /\/assets\/dialog-provider-[\w-]+\.js$/;
  await page.route(provider, (route) => route.abort());
  const deleteFirst = page.getByRole('button', { name: /^Delete / }).first();
  await deleteFirst.click();
  await expect(
    page.getByText('The server cannot be reached. Check your connection and try again.'),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.unroute(provider);
  await deleteFirst.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure you want to delete this job?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a menu or a field whose code did not arrive asks for it again when pressed, without a reload', async ({
  page,
  logInAs,
}) => {
  // Chromium answers a second import of a module whose fetch failed with the same failure, at once:
  // the next press asks for it under an address of its own (lib/import-again.ts).
  // Its address asked again (`?again=1`) too: a press while the first fetch fails fails as well.
  const menu = /\/assets\/user-menu-[\w-]+\.js(\?.*)?$/;
  const select = /\/assets\/select-field-[\w-]+\.js(\?.*)?$/;
  await page.route(menu, (route) => route.abort());
  await page.route(select, (route) => route.abort());
  // The filters' Select comes after the first screen by itself; here its fetch fails.
  const selectFailed = page.waitForEvent('requestfailed', (r) => select.test(new URL(r.url()).pathname));
  await logInAs('admin', '/activity');
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
  await selectFailed;

  const menuFailed = page.waitForEvent('requestfailed', (r) => menu.test(new URL(r.url()).pathname));
  await page.getByRole('button', { name: 'Account menu' }).click();
  await menuFailed;
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toHaveCount(0);

  await page.unroute(menu);
  await page.unroute(select);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toHaveCount(0);

  // The stand-in, pressed, fetches the Select again and opens it.
  await page.getByRole('textbox', { name: 'Kind of record' }).click();
  await expect(page.getByRole('option', { name: 'Location', exact: true })).toBeVisible();
  await page.getByRole('option', { name: 'Location', exact: true }).click();
  await expect(page).toHaveURL(/[?&]entity=locations/);
});

test("a dialog's form and the schedule's calendar whose code did not arrive say so, and Try again draws them without a reload", async ({
  page,
  logInAs,
}) => {
  // A part asks for its code when drawn and once more after the first screen; every fetch of it
  // fails (`?again=N` too, lib/import-again.ts) until the test has seen each of those fail, so
  // what draws the part at the end is the press of Try again.
  const failures = (file: RegExp) => {
    let count = 0;
    page.on('requestfailed', (r) => void (file.test(new URL(r.url()).pathname) && (count += 1)));
    return () => count;
  };
  const form = /\/assets\/webhook-form-[\w-]+\.js(\?.*)?$/;
  const formFailures = failures(form);
  await page.route(form, (route) => route.abort());
  await logInAs('admin', '/webhooks');
  // The list fetches the form after its first screen, before anyone opens it.
  await expect.poll(formFailures).toBe(1);
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
  await expect(dialog.getByRole('status')).toHaveText(/This form could not be loaded\./);
  await expect.poll(formFailures).toBe(3);
  await expect(dialog.getByRole('status')).toHaveText(/This form could not be loaded\./);
  await page.unroute(form);
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog.getByLabel(/^Endpoint URL/)).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // The month's calendar is fetched when the month is first shown.
  const calendar = /\/assets\/schedule-calendar-[\w-]+\.js(\?.*)?$/;
  const calendarFailures = failures(calendar);
  await page.route(calendar, (route) => route.abort());
  await page.goto('/schedule?view=month&date=2026-11-25');
  const failed = page.getByRole('status').filter({ hasText: 'The calendar could not be loaded.' });
  await expect(failed).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Schedule', level: 1 })).toBeVisible();
  await expect.poll(calendarFailures).toBe(2);
  await expect(failed).toBeVisible();
  await page.unroute(calendar);
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('schedule-lanes')).toBeVisible();
  await expect(failed).toHaveCount(0);
});

test("the header's menus are fetched when used, and work from the keyboard", async ({
  page,
  logInAs,
  make,
}) => {
  const scripts: string[] = [];
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  // It ends in a logout, which ends the session: an Admin of the test's own.
  await logInAs(await make.user({ role: Role.Admin }));
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((s) => /\/(language-menu|user-menu|Menu)-[\w-]+\.js$/.test(s))).toEqual([]);

  await page.getByRole('button', { name: 'Language' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'العربية' })).toBeVisible();
  expect(await page.evaluate(() => document.activeElement?.closest('[role="menu"]') !== null)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Language' })).toBeFocused();
  // Once here, the menu opens and closes as any other.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'English' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a technician who loses the signal after login still opens My reports', async ({ page, context }) => {
    const fieldPages = page.waitForResponse(/\/assets\/field-report-pages-[\w-]+\.js$/);
    let inFlight = 0;
    page.on('request', () => (inFlight += 1));
    page.on('requestfinished', () => (inFlight -= 1));
    page.on('requestfailed', () => (inFlight -= 1));
    // Through the form: the field pages' code is fetched after a login.
    await logIn(page, TECHNICIAN.email, DEMO_PASSWORD);
    await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
    // The field pages' code arrives soon after login, before anyone opens them, with what they
    // import, the rest of the English texts, the header's menus and the dialogs' provider: the
    // signal goes once all of it is in (CI once cut it while the pages' own imports were on their way).
    await fieldPages;
    await expect.poll(() => inFlight).toBe(0);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'My reports' })
      .click();
    await expect(page).toHaveURL(/\/my\/reports$/);
    await expect(page.getByRole('heading', { name: 'My reports', level: 1 })).toBeVisible();
    await expect(page.getByText('This page could not be loaded')).toHaveCount(0);
    await context.setOffline(false);
  });
});
