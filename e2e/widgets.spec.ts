import { type Page } from '@playwright/test';
import { Role } from '../src/shared/constants';
import { axeViolations } from './axe';
import { expect, test } from './test';

const PEOPLE = 30;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Adds people named "Paging Tester NN" through the API, so the filtered list has two pages of 25.
 * Asked for at once: each account's password hash is a third of a second of the server's CPU, and
 * one after the other they took most of the test's time on a loaded machine.
 */
async function addPagingTesters(page: Page) {
  const token = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value;
  expect(token, 'logged in with a CSRF cookie').toBeTruthy();
  const added = Array.from({ length: PEOPLE }, (_, n) => n + 1).map(async (i) => {
    const response = await page.request.post('/api/users', {
      headers: { 'X-CSRF-Token': decodeURIComponent(token!) },
      data: {
        name: `Paging Tester ${pad(i)}`,
        email: `paging.tester.${pad(i)}@greenleaf.example`,
        username: `paging.tester.${pad(i)}`,
        password: 'Paging-test-2026',
        type_id: 4,
        status_id: 1,
      },
    });
    return { ok: response.ok(), text: await response.text() };
  });
  for (const { ok, text } of await Promise.all(added)) expect(ok, text).toBe(true);
}

test('types in a filter and sees one request after the pause, pages through the list, and reloads on page 2 with the filter still applied', async ({
  page,
  logInAs,
}) => {
  await logInAs('admin');
  await addPagingTesters(page);
  // The page's own clock for keystrokes and list calls: the test process may be slow to see them.
  await page.addInitScript(() => {
    const events: { kind: 'key' | 'list'; at: number; filter?: string | null }[] = [];
    (window as unknown as { __timeline: typeof events }).__timeline = events;
    window.addEventListener('keydown', () => events.push({ kind: 'key', at: performance.now() }), true);
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (url.pathname === '/api/get-users-filtered') {
        events.push({ kind: 'list', at: performance.now(), filter: url.searchParams.get('filter') });
      }
      return fetch(input, init);
    };
  });
  await page.goto('/users');
  const rows = page.getByRole('table').getByRole('row');
  const row = (name: string) => rows.filter({ has: page.getByRole('cell', { name, exact: true }) });
  await expect(row('Marcus Johnson')).toHaveCount(1);

  // Keys about 100 ms apart, well inside the 500 ms pause: no call until the typing stops.
  await page.getByLabel('Filter', { exact: true }).pressSequentially('paging', { delay: 100 });
  await expect(row('Paging Tester 01')).toHaveCount(1);
  await expect(row('Marcus Johnson')).toHaveCount(0);
  await expect(page).toHaveURL(/[?&]filter=paging(&|$)/);
  // The call for the whole word is in: any call a key's own timer made came before it, so the
  // timeline of the typing is complete.
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as { __timeline: { kind: string; filter?: string | null }[] }).__timeline.some(
          (e) => e.kind === 'list' && e.filter === 'paging',
        ),
      ),
    )
    .toBe(true);
  const timeline = await page.evaluate(
    () =>
      (window as unknown as { __timeline: { kind: string; at: number; filter?: string | null }[] })
        .__timeline,
  );
  const firstKey = timeline.findIndex((e) => e.kind === 'key');
  const typing = timeline.slice(firstKey);
  const keys = typing.filter((e) => e.kind === 'key');
  const calls = typing.filter((e) => e.kind === 'list');
  expect(keys).toHaveLength('paging'.length);
  // A busy machine may stretch a gap between two keys past the pause; each such gap may bring a
  // call of its own, or none when the next key was queued before the pause's timer could run (CI
  // stop 64: a gap of 500 ms or more and no call). Normally there is no such gap, and exactly one
  // call follows the last key.
  const longGaps = keys.slice(1).filter((k, i) => k.at - keys[i]!.at >= 500).length;
  expect(calls.length).toBeGreaterThanOrEqual(1);
  expect(calls.length).toBeLessThanOrEqual(1 + longGaps);
  expect(calls.at(-1)!.filter).toBe('paging');
  for (const call of calls) {
    // Each call asks for the text typed so far, a pause after the key that made it. Measured from
    // that key, not from the last key seen before the call: on a loaded machine a key can be seen
    // while the page is still busy with the one before (CI s48c: 395 ms after a later key).
    expect('paging'.startsWith(call.filter ?? '')).toBe(true);
    const made = keys[(call.filter ?? '').length - 1]!;
    // Timers fire a few milliseconds either side of their time.
    expect(call.at - made.at).toBeGreaterThanOrEqual(490);
  }

  // Two pages of 25, one paginator above and one below the table.
  const paginators = page.getByRole('navigation', { name: 'Pages' });
  await expect(paginators).toHaveCount(2);
  await expect(paginators.first().getByRole('button', { name: 'Page 1' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(row('Paging Tester 25')).toHaveCount(1);
  await expect(row('Paging Tester 26')).toHaveCount(0);

  await paginators.last().getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(row('Paging Tester 26')).toHaveCount(1);
  await expect(row('Paging Tester 25')).toHaveCount(0);
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: 'Paging Tester' })).toHaveCount(
    PEOPLE - 25,
  );
  for (const paginator of await paginators.all()) {
    await expect(paginator.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(paginator.getByRole('button', { name: 'Next page' })).toBeDisabled();
  }

  await page.reload();
  await expect(page.getByLabel('Filter', { exact: true })).toHaveValue('paging');
  await expect(row('Paging Tester 30')).toHaveCount(1);
  await expect(row('Paging Tester 01')).toHaveCount(0);
  await expect(row('Marcus Johnson')).toHaveCount(0);
  await expect(paginators.first().getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // Back returns to page 1 of the same filter; a new filter text starts again at page 1.
  await page.goBack();
  await expect(row('Paging Tester 01')).toHaveCount(1);
  await expect(page.getByLabel('Filter', { exact: true })).toHaveValue('paging');
  await paginators.first().getByRole('button', { name: 'Page 2' }).click();
  await expect(row('Paging Tester 26')).toHaveCount(1);
  await page.getByLabel('Filter', { exact: true }).fill('paging tester 2');
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(row('Paging Tester 20')).toHaveCount(1);
  await expect(row('Paging Tester 26')).toHaveCount(1);
  await expect(row('Paging Tester 19')).toHaveCount(0);
});

test('pages through the jobs list (about 290 jobs) and reloads on page 2 of a filtered list', async ({
  page,
  logInAs,
}) => {
  await logInAs('admin', '/jobs');
  // The one above and the one below the table ("Pages", "Pages (below the list)").
  const top = page.getByRole('navigation', { name: /^Pages/ }).first();
  const bottom = page.getByRole('navigation', { name: /^Pages/ }).last();
  const current = (nav: typeof top) => nav.locator('[aria-current="page"]');
  const bodyRows = page.getByRole('table').locator('tbody tr');
  await expect(current(top)).toHaveText('1');
  // At most 5 page links (the spec): 1 to 4, then "…" and the last page.
  const items = top.getByRole('listitem');
  await expect(items.nth(5)).toHaveText('…');
  await expect(bodyRows).toHaveCount(25);
  const lastPage = Number(await items.nth(6).textContent());
  expect(lastPage).toBeGreaterThanOrEqual(10);

  await top.getByRole('button', { name: 'Page 3' }).click();
  await expect(page).toHaveURL(/[?&]page=3(&|$)/);
  await expect(current(bottom)).toHaveText('3');
  await bottom.getByRole('button', { name: 'Next page' }).click();
  await expect(current(top)).toHaveText('4');
  // The window follows the current page: 3 to 5 between the first and the last, 5 links in all.
  await expect(items).toHaveText(['<', '1', '…', '3', '4', '5', '…', String(lastPage), '>']);
  await top.getByRole('button', { name: `Page ${lastPage}` }).click();
  await expect(current(top)).toHaveText(String(lastPage));
  await expect(top.getByRole('button', { name: 'Next page' })).toBeDisabled();

  // A filter starts at page 1 of its own list; its page 2 survives a reload.
  await page.getByLabel('Filter', { exact: true }).fill('pest control');
  await expect(page).toHaveURL(/[?&]filter=pest(\+|%20)control(&|$)/);
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(current(top)).toHaveText('1');
  // The table says aria-busy while the next page loads; the rows shown meanwhile are the old ones.
  const settled = () => expect(page.getByRole('table')).toHaveAttribute('aria-busy', 'false');
  await settled();
  const page1 = await bodyRows.allTextContents();
  await top.getByRole('button', { name: 'Page 2' }).click();
  await expect(current(top)).toHaveText('2');
  await settled();
  const page2 = await bodyRows.allTextContents();
  expect(page2).toHaveLength(25);
  expect(page2.filter((row) => page1.includes(row))).toEqual([]);
  expect(page2.every((row) => /pest control/i.test(row))).toBe(true);
  await page.reload();
  await expect(page.getByLabel('Filter', { exact: true })).toHaveValue('pest control');
  await expect(current(top)).toHaveText('2');
  await expect(bodyRows).toHaveText(page2);
});

test('the paginator draws Arabic-Indic page numbers right to left in Arabic', async ({
  page,
  logInAs,
  make,
}) => {
  // The choice is stored on the account: an Admin of the test's own makes it.
  await logInAs(await make.user({ role: Role.Admin }), '/users');
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  const paginator = page.getByRole('navigation', { name: 'الصفحات' }).first();
  await expect(paginator).toHaveAttribute('dir', 'rtl');
  // Mirrored arrows, Arabic-Indic digits, no Latin ones.
  await expect(paginator.getByRole('listitem').first()).toHaveText('>');
  await expect(paginator.getByRole('listitem').nth(1)).toHaveText('١');
  await expect(paginator.getByRole('listitem').last()).toHaveText('<');
  await expect(paginator).not.toContainText(/[0-9]/);
});

test('axe finds no violations on the users list with its paginator, nor in the delete confirmation', async ({
  page,
  logInAs,
}) => {
  await logInAs('admin', '/users');
  await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(2);
  expect(await axeViolations(page)).toEqual([]);

  // Whoever is first on the page: other tests on this worker add people, so a named one may be on page 2.
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Delete / })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure?')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('axe finds no violations in the template field form with its tag input and a refused tag', async ({
  page,
  logInAs,
}) => {
  await logInAs('admin');
  const answer = await page.request.get('/api/get-templates-filtered?page=1');
  const { templates } = (await answer.json()) as { templates: { id: number }[] };
  await page.goto(`/templates/tasks/${templates[0]!.id}`);
  await page
    .getByRole('button', { name: /^Add Field to / })
    .first()
    .click();
  await page.getByLabel('Field Name').fill('Areas treated');
  await page.getByRole('combobox', { name: 'Field Type' }).click();
  await page.getByRole('option', { name: 'Checkboxes' }).click();

  const options = page.getByRole('textbox', { name: 'Options' });
  await options.fill('Kitchen');
  await options.press('Enter');
  await options.fill('Kitchen');
  await options.press('Enter');
  await expect(
    page.getByRole('alert').filter({ hasText: '“Kitchen” is already in the list.' }),
  ).toBeVisible();
  await expect(options).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Remove Kitchen' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('date pickers: a start date picked in the calendar filters the reports, survives a reload and clears', async ({
  page,
  logInAs,
}) => {
  // Twelve axe runs, one per month: slow on a busy machine.
  test.setTimeout(120_000);
  await logInAs('admin', '/reports');
  const start = page.getByRole('button', { name: 'Start date', exact: true });
  await expect(start).toHaveText('MM/DD/YYYY');
  await start.click();
  const calendar = page.getByRole('dialog');
  await expect(calendar.getByRole('button', { name: 'Previous month' })).toBeVisible();
  await expect(calendar).toHaveAccessibleName('Start date');
  // The pickers and the open calendar; the rest of the reports page is that screen's own test.
  // A month's grid shows days of the months around it, and which ones (weekend or not) depends on
  // the month: scan twelve months from today's, so the check is the same on any day it runs.
  const calendarScope = ['[data-dates-input]', '[data-dates-dropdown]'];
  for (let m = 0; m < 12; m++) {
    expect(await axeViolations(page, { include: calendarScope }), `month ${m} from today's`).toEqual([]);
    await calendar.getByRole('button', { name: 'Next month' }).click();
  }
  for (let m = 0; m < 12; m++) await calendar.getByRole('button', { name: 'Previous month' }).click();
  await calendar
    .getByRole('button', { name: /^15 [A-Z]/ })
    .first()
    .click();

  await expect(page).toHaveURL(/[?&]start_date=\d{4}-\d{2}-15(&|$)/);
  const [year, month] = new URL(page.url()).searchParams.get('start_date')!.split('-');
  await expect(start).toHaveText(`${month}/15/${year}`);
  await page.reload();
  await expect(start).toHaveText(`${month}/15/${year}`);

  // The end date cannot be before the start date.
  await page.getByRole('button', { name: 'End date', exact: true }).click();
  const endCalendar = page.getByRole('dialog');
  await expect(endCalendar.getByRole('button', { name: /^14 [A-Z]/ }).first()).toBeDisabled();
  await expect(endCalendar.getByRole('button', { name: /^15 [A-Z]/ }).first()).toBeEnabled();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Clear Start date' }).click();
  await expect(page).not.toHaveURL(/start_date=/);
  await expect(start).toHaveText('MM/DD/YYYY');
});

test('date pickers in Persian’s solar calendar: solar days and headings on the Gregorian grid, a picked day kept as YYYY-MM-DD', async ({
  page,
  logInAs,
  make,
}) => {
  test.setTimeout(120_000);
  // A person of the test's own: the digits and calendar chosen stay on the account.
  const admin = await make.user({ role: Role.Admin });
  await logInAs(admin, '/reports');
  const csrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const headers = { 'x-csrf-token': decodeURIComponent(csrf) };
  for (const [url, data] of [
    ['/api/account/language', { language: 'fa' }],
    ['/api/account/date-style', { numerals: null, calendar: 'persian' }],
  ] as const) {
    const res = await page.request.put(url, { data, headers });
    expect(res.status(), await res.text()).toBe(200);
  }
  await page.evaluate(() => localStorage.setItem('fieldbook.language', 'fa'));
  // 8 March 2026 is 17 Esfand 1404.
  await page.goto('/reports?start_date=2026-03-08');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
  // By its label: the list's column of the same name sorts.
  const start = page.getByLabel('تاریخ شروع', { exact: true });
  await expect(start).toHaveText('۱۴۰۴/۱۲/۱۷');

  await start.click();
  const calendar = page.getByRole('dialog');
  // March 2026 runs from 10 Esfand 1404 to 10 Farvardin 1405.
  await expect(calendar.getByRole('button', { name: 'انتخاب ماه' })).toHaveText('اسفند ۱۴۰۴ تا فروردین ۱۴۰۵');
  await expect(calendar.getByRole('button', { name: '۱۰ اسفند ۱۴۰۴', exact: true })).toHaveText('۱۰');
  expect(await axeViolations(page, { include: ['[data-dates-input]', '[data-dates-dropdown]'] })).toEqual([]);
  await calendar.getByRole('button', { name: '۱ فروردین ۱۴۰۵', exact: true }).click();
  await expect(page).toHaveURL(/[?&]start_date=2026-03-21(&|$)/);
  await expect(start).toHaveText('۱۴۰۵/۰۱/۰۱');

  // The year's months, named by the solar month each mostly holds.
  await start.click();
  await calendar.getByRole('button', { name: 'انتخاب ماه' }).click();
  await expect(calendar.getByRole('button', { name: 'انتخاب سال' })).toHaveText('۱۴۰۴ تا ۱۴۰۵');
  await expect(calendar.getByRole('button', { name: 'اسفند', exact: true })).toBeVisible();
  expect(await axeViolations(page, { include: ['[data-dates-input]', '[data-dates-dropdown]'] })).toEqual([]);
});
