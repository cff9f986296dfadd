import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { logInAsAdmin } from './helpers';

/** Each axe violation as one readable line: rule, element, what is wrong. */
async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary?.replace(/\s+/g, ' ')}`),
  );
}

const PEOPLE = 30;
const pad = (n: number) => String(n).padStart(2, '0');

/** Adds people named "Paging Tester NN" through the API, so the filtered list has two pages of 25. */
async function addPagingTesters(page: Page) {
  const token = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value;
  expect(token, 'logged in with a CSRF cookie').toBeTruthy();
  for (let i = 1; i <= PEOPLE; i++) {
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
    expect(response.ok(), await response.text()).toBe(true);
  }
}

test('types in a filter and sees one request after the pause, pages through the list, and reloads on page 2 with the filter still applied', async ({
  page,
}) => {
  await logInAsAdmin(page);
  await addPagingTesters(page);
  await page.goto('/users');
  const rows = page.getByRole('table').getByRole('row');
  const row = (name: string) => rows.filter({ has: page.getByRole('cell', { name, exact: true }) });
  await expect(row('Marcus Johnson')).toHaveCount(1);

  const listCalls: { filter: string | null; at: number }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/get-users-filtered') {
      listCalls.push({ filter: url.searchParams.get('filter'), at: Date.now() });
    }
  });

  // Keys 150 ms apart, well inside the 500 ms pause: no call until the typing stops.
  const box = page.getByLabel('Filter', { exact: true });
  await box.click();
  let lastKeyAt = 0;
  for (const key of 'paging') {
    await page.keyboard.press(key);
    lastKeyAt = Date.now();
    await page.waitForTimeout(150);
  }
  await expect(row('Paging Tester 01')).toHaveCount(1);
  await expect(row('Marcus Johnson')).toHaveCount(0);
  await expect(page).toHaveURL(/[?&]filter=paging(&|$)/);
  await page.waitForTimeout(1000);
  expect(listCalls.map((c) => c.filter)).toEqual(['paging']);
  expect(listCalls[0]!.at - lastKeyAt).toBeGreaterThanOrEqual(450);

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

test('the paginator draws Arabic-Indic page numbers right to left in Arabic', async ({ page }) => {
  await logInAsAdmin(page);
  await page.goto('/users');
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  const paginator = page.getByRole('navigation', { name: 'الصفحات' }).first();
  await expect(paginator).toHaveAttribute('dir', 'rtl');
  // Mirrored arrows, Arabic-Indic digits, no Latin ones.
  await expect(paginator.getByRole('listitem').first()).toHaveText('>');
  await expect(paginator.getByRole('listitem').nth(1)).toHaveText('١');
  await expect(paginator.getByRole('listitem').last()).toHaveText('<');
  await expect(paginator).not.toContainText(/[0-9]/);
  // Back to English for the tests after this one (the choice is stored in the browser).
  await page.getByRole('button', { name: 'اللغة' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
});

test('axe finds no violations on the users list with its paginator, nor in the delete confirmation', async ({
  page,
}) => {
  await logInAsAdmin(page);
  await page.goto('/users');
  await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(2);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Delete Marcus Johnson' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure?')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
