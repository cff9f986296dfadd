import { type Page, type Request } from '@playwright/test';
import en from '../src/shared/locales/en.json' with { type: 'json' };
import { Role } from '../src/shared/constants';
import { ADMIN_EMAIL, ADMIN_PASSWORD, logIn, TECHNICIAN, DEMO_PASSWORD } from './helpers';
import { expect, test, testClockShift } from './test';

/** Each page's code comes with its route (decision 0017). */

/** A script whose address matches is held back until the returned function is called. */
async function holdScript(page: Page, file: RegExp): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(file, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Waits for the app's after-first-screen mark (web lib/after-first-screen.ts). */
async function firstScreenOver(page: Page) {
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('fieldbook:after-first-screen').length))
    .toBeGreaterThan(0);
}

/** What the page fetched before that mark. */
function fetchedInFirstScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const mark = performance.getEntriesByName('fieldbook:after-first-screen')[0]!.startTime;
    return performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime < mark)
      .map((e) => e.name);
  });
}

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

test("a list's Checkbox comes after its first screen, and the box keeps its place when it does (decision 0067)", async ({
  page,
  logInAs,
}) => {
  // The Checkbox's code is held back until the browser's stand-in has been measured.
  const release = await holdScript(page, /\/assets\/checkbox-field-[\w-]+\.js$/);
  // The page's other parts that come after its first screen (the Technician's Select, the date
  // filters) may change the filters' row as they come: they are let in first, so what is measured
  // after is what the Checkbox alone did (in CI, under load, they came after the first measure).
  const scripts = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'script' && !/checkbox-field-/.test(r.url())) scripts.add(r.url());
  });
  const done = (r: { url: () => string }) => scripts.delete(r.url());
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  await logInAs('admin', '/reports');
  await firstScreenOver(page);
  await expect.poll(() => scripts.size).toBe(0);
  const flagged = page.getByRole('checkbox', { name: 'Flagged only' });
  const place = () =>
    flagged.evaluate((box) => {
      const root = box.closest('[data-checkbox-stand-in], .mantine-Checkbox-root')!.getBoundingClientRect();
      const own = box.getBoundingClientRect();
      return {
        standIn: box.closest('[data-checkbox-stand-in]') !== null,
        root: [root.x, root.y, root.width, root.height],
        box: [own.x, own.y, own.width, own.height],
        table: document.querySelector('table')?.getBoundingClientRect().y,
      };
    });
  await expect(page.getByRole('table')).toBeVisible();
  const before = await place();
  expect(before.standIn).toBe(true);
  release();
  await expect.poll(async () => (await place()).standIn).toBe(false);
  expect({ ...(await place()), standIn: true }).toEqual(before);
});

test("a location's map comes after its page's first screen, in the room kept for it (decision 0067)", async ({
  page,
  make,
  logInAs,
}) => {
  const place = await make.location();
  // Leaflet's file is held back until the page around the map's room has been measured.
  const release = await holdScript(page, /\/assets\/locations-map-[\w-]+\.js$/);
  // The tiles are blank squares here: with none at all, the map says so above itself (no signal).
  const blank = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );
  await page.route(/tile\.openstreetmap\.org/, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: blank }),
  );
  await logInAs('admin', `/locations/${place.id}`);
  const address = page.getByRole('region', { name: 'Service address and map', exact: true });
  // The page's data drawn first (CI s48a measured the sections while it was still on its way): then
  // the only spinner left is the map's, in the room kept for it.
  await expect(address.getByText(/12 Test Street/)).toBeVisible();
  await expect(page.getByRole('heading', { name: place.name, level: 1 })).toBeVisible();
  await expect(address.getByRole('progressbar', { name: 'Loading…' })).toBeVisible();
  await firstScreenOver(page);
  const boxes = () =>
    page.evaluate(() =>
      ['location-address', 'location-devices', 'location-contacts'].map((id) => {
        const box = document.getElementById(id)!.closest('section')!.getBoundingClientRect();
        return [box.x, box.y, box.width, box.height];
      }),
    );
  const before = await boxes();
  release();
  await expect(address.getByRole('region', { name: 'Map of this location' })).toBeVisible();
  await expect(address.getByRole('progressbar')).toHaveCount(0);
  expect(await boxes()).toEqual(before);
  // Asked for after the mark, not with the page.
  const asked = await page.evaluate(() => ({
    mark: performance.getEntriesByName('fieldbook:after-first-screen')[0]!.startTime,
    map: performance.getEntriesByType('resource').find((e) => /locations-map-/.test(e.name))!.startTime,
  }));
  expect(asked.map).toBeGreaterThan(asked.mark);
});

test("a list's table scrolls sideways as the browser scrolls, on a phone too; Mantine's ScrollArea is not fetched (decision 0067)", async ({
  page,
  logInAs,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAs('admin', '/jobs');
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await firstScreenOver(page);
  // The jobs table keeps its minimum width (640) inside a box of the phone's width, which scrolls.
  // Table.ScrollContainer: a box, and in it the inner box of the table's minimum width.
  const box = table.locator('xpath=../..');
  const sizes = await box.evaluate((el) => ({ client: el.clientWidth, scroll: el.scrollWidth }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  await box.evaluate((el) => el.scrollBy({ left: 200 }));
  await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  const fetched = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname),
  );
  expect(fetched.filter((s) => /\/assets\/(ScrollArea|scroll-area)-[\w-]+\.js$/.test(s))).toEqual([]);
  expect(await page.locator('.mantine-ScrollArea-root').count()).toBe(0);
});

test("the schedule's week board draws its header without the month picker's Popover, which its first screen does not fetch (decision 0067)", async ({
  page,
  logInAs,
}) => {
  await logInAs('admin', '/schedule?view=week&date=2026-11-25');
  await expect(page.getByRole('grid')).toBeVisible();
  await firstScreenOver(page);
  const firstScreen = await fetchedInFirstScreen(page);
  expect(firstScreen.filter((s) => /\/assets\/(Popover|schedule-calendar)-[\w-]+\.js$/.test(s))).toEqual([]);
  // The header works as before: a week on, and the month view.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/date=2026-12-02/);
  await page.getByRole('tab', { name: 'Switch to month view' }).click();
  await expect(page).toHaveURL(/view=month/);
});

test("a report's page draws its answers first; what is under them comes after its first screen, and nothing above moves (decision 0067)", async ({
  page,
  logInAs,
  make,
}) => {
  const report = await make.finishedReport({ answer: 'Door seal checked' });
  // The sections' code (mail, corrective actions, share links, history) is held back until the
  // answers have been measured.
  const release = await holdScript(page, /\/assets\/report-page-sections-[\w-]+\.js$/);
  await logInAs('admin', `/reports/${report.id}`);
  // The answer as the report draws it: the record's history, once in, names the answer too.
  const answer = page.getByText('Door seal checked').first();
  await expect(answer).toBeVisible();
  await firstScreenOver(page);
  const main = page.getByRole('main');
  await expect(main.getByText('Loading…')).toHaveAttribute('aria-busy', 'true');
  await expect(main.getByRole('region', { name: 'Status history' })).toHaveCount(0);
  const before = await answer.boundingBox();

  release();
  await expect(main.getByRole('region', { name: 'Status history' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Sent by e-mail' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Corrective actions' })).toBeVisible();
  expect(await answer.boundingBox()).toEqual(before);
});

test("the schedule's drag and drop and dialogs come after its first screen; a card focused before it comes keeps its focus and place (decision 0067)", async ({
  page,
  make,
  logInAs,
}) => {
  const tag = make.tag();
  const person = await make.user({ name: `Late Drag ${tag}` });
  const job = await make.job({ name: `Late job ${tag}` });
  // A day three weeks ahead, on the test's clock: a visit can be planned there.
  const day = new Date(Date.now() + testClockShift() + 21 * 86_400_000).toISOString().slice(0, 10);
  await make.api.post('/api/visits', { job_id: job.id, date: day, technician_ids: [person.id] });
  // The drag and drop's file is held back until the focused card has been measured.
  const release = await holdScript(page, /\/assets\/board-dnd-[\w-]+\.js$/);
  await logInAs('admin', `/schedule?view=week&date=${day}`);
  const narrowed = page.waitForResponse((r) => r.url().includes(`technician=Late+Drag+${tag}`));
  await page.getByRole('textbox', { name: 'Find a technician' }).fill(`Late Drag ${tag}`);
  await narrowed;
  await expect(page.getByRole('grid', { name: 'Week board' }).getByRole('row')).toHaveCount(3);
  const card = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: person.name }) })
    .getByRole('button', { name: new RegExp(`^Late job ${tag} ·`) });
  await card.focus();
  await expect(card).toBeFocused();
  const before = await card.boundingBox();
  await firstScreenOver(page);
  const firstScreen = await fetchedInFirstScreen(page);
  expect(
    firstScreen.filter((s) =>
      /\/assets\/(board-dnd|visit-opening|sick-day-dialog|Modal)-[\w-]+\.js$/.test(s),
    ),
  ).toEqual([]);
  await expect(page.getByTestId('week-board')).not.toHaveAttribute('data-dnd');

  await expect(card).toBeFocused();
  release();
  await expect(page.getByTestId('week-board')).toHaveAttribute('data-dnd', '');
  // The card was not drawn anew: it keeps the focus and its place, and is now told as draggable.
  await expect(card).toBeFocused();
  expect(await card.boundingBox()).toEqual(before);
  await expect(card).toHaveAttribute('aria-describedby', /.+/);
  // Its dialog opens from the keyboard as before.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: new RegExp(`Late job ${tag}`) })).toBeVisible();
});
