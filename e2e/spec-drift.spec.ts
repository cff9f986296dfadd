/**
 * Issue 11, item 11: what a browser check of the spec found off, and only a browser can show.
 * Table widths with a 200-character unbroken name, the tab's title per page, and a double-clicked
 * task Copy that must make exactly one copy (read back from the API).
 */
import { type Locator, type Page } from '@playwright/test';
import { Role } from '../src/shared/constants';
import { expect, test } from './test';

const PHONE = { width: 390, height: 844 };
// 200 characters, no spaces: what broke the layout (a pasted code, a URL, a keyboard held down).
// Each test types its own, as the tests share one database.
const longName = (start: string) => (start + 'withoutanyspaces'.repeat(13)).slice(0, 200);

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

async function createJob(page: Page, name: string) {
  await page.goto('/jobs/create');
  await page.getByRole('textbox', { name: 'Name' }).pressSequentially(name);
  await page.getByRole('combobox', { name: 'Category' }).pressSequentially('Termite Insp');
  await page.getByRole('option', { name: 'Termite Inspection' }).click();
  await page.getByRole('combobox', { name: 'Location' }).pressSequentially('a');
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Create a job' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
}

/** The page itself never scrolls sideways. */
async function expectNoPageOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

async function expectInViewport(page: Page, locator: Locator) {
  const box = (await locator.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

test.describe('a 200-character name without spaces', () => {
  test('wraps in the jobs table on a desktop: the table fits the window, the actions stay on screen', async ({
    page,
    logInAs,
  }) => {
    const name = longName('Desktopjob');
    await logInAs('admin');
    await createJob(page, name);
    await page.getByLabel('Filter', { exact: true }).pressSequentially('Desktopjob');
    const row = page.getByRole('row').filter({ hasText: 'Desktopjob' });
    await expect(row).toHaveCount(1);

    const table = page.getByRole('table');
    expect((await table.boundingBox())!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await expectNoPageOverflow(page);
    await expectInViewport(page, row.getByRole('button', { name: /^Delete / }));
    // The whole name is still there, wrapped over several lines.
    await expect(row.getByRole('link', { name, exact: true })).toHaveText(name);
    expect((await row.boundingBox())!.height).toBeGreaterThan(60);
  });

  test('wraps on a phone: the table keeps its scrollable minimum width and the actions are one swipe away', async ({
    page,
    logInAs,
  }) => {
    await page.setViewportSize(PHONE);
    await logInAs('admin');
    await createJob(page, longName('Phonejob'));
    await page.getByLabel('Filter', { exact: true }).pressSequentially('Phonejob');
    const row = page.getByRole('row').filter({ hasText: 'Phonejob' });
    await expect(row).toHaveCount(1);

    await expectNoPageOverflow(page);
    // From 640 px down the jobs table scrolls sideways inside its box (Table.ScrollContainer);
    // the name no longer stretches it beyond that.
    expect((await page.getByRole('table').boundingBox())!.width).toBeLessThanOrEqual(640);
    const remove = row.getByRole('button', { name: /^Delete / });
    await remove.scrollIntoViewIfNeeded();
    await expectInViewport(page, remove);
  });

  test('wraps in the templates table too', async ({ page, logInAs }) => {
    const name = longName('Longtemplate');
    await logInAs('admin', '/templates/create');
    await page.getByRole('textbox', { name: 'Name', exact: true }).pressSequentially(name);
    await page.getByLabel('Company Name').pressSequentially('Greenleaf Pest & Lawn');
    await page.getByRole('button', { name: 'Create template' }).click();
    await expect(page.getByRole('heading', { name: `Fields of ${name}` })).toBeVisible();
    await page.goto('/templates');
    await page.getByLabel('Filter', { exact: true }).pressSequentially('Longtemplate');
    const row = page.getByRole('row').filter({ hasText: 'Longtemplate' });
    await expect(row).toHaveCount(1);

    expect((await page.getByRole('table').boundingBox())!.width).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    await expectNoPageOverflow(page);
    // Edit is the last of the row's actions.
    await expectInViewport(page, row.getByRole('link', { name: /^Edit Longtemplate/ }));
  });
});

test('each page names the browser tab, in the chosen language', async ({ page, logInAs, make }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Log in · Fieldbook');
  // The language chosen at the end is stored on the account: an Admin of the test's own.
  await logInAs(await make.user({ role: Role.Admin }));
  await expect(page).toHaveTitle('Jobs · Fieldbook');
  for (const [link, title] of [
    ['Templates', 'Templates · Fieldbook'],
    ['Locations', 'Locations · Fieldbook'],
    ['Users', 'Users · Fieldbook'],
    ['Reports', 'Reports · Fieldbook'],
  ] as const) {
    await nav(page).getByRole('link', { name: link }).click();
    await expect(page).toHaveTitle(title);
  }
  await page.goto('/jobs/create');
  await expect(page).toHaveTitle('Create a job · Fieldbook');
  await page.goto('/no/such/page');
  await expect(page).toHaveTitle('Page not found · Fieldbook');

  await page.goto('/jobs');
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: /العربية/ }).click();
  await expect(page).toHaveTitle('الأعمال · Fieldbook');
  await page.getByRole('button', { name: 'اللغة' }).click();
  await page.getByRole('menuitem', { name: /فارسی/ }).click();
  await expect(page).toHaveTitle('کارها · Fieldbook');
});

test('a double-click on a task’s Copy makes exactly one copy', async ({ page, logInAs }) => {
  await logInAs('admin', '/templates/create');
  await page.getByRole('textbox', { name: 'Name', exact: true }).pressSequentially('E2E Double copy');
  await page.getByLabel('Company Name').pressSequentially('Greenleaf Pest & Lawn');
  await page.getByRole('button', { name: 'Create template' }).click();
  await expect(page.getByRole('heading', { name: 'Fields of E2E Double copy' })).toBeVisible();
  const templateId = page.url().split('/').pop();

  const form = page.getByRole('region', { name: 'Add Task' });
  await form.getByLabel('Task Name').pressSequentially('Inspect');
  await form.getByRole('button', { name: 'Add Task' }).click();
  const copies = page.getByRole('button', { name: 'Copy task Inspect' });
  await expect(copies).toHaveCount(1);

  await copies.dblclick();
  await expect(copies).toHaveCount(2);
  // Give a second request every chance to land, then read what the server stored.
  await page.waitForLoadState('networkidle');
  const answer = await page.request.get(`/api/template/tasks/${templateId}`);
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: { task: string }[] };
  expect(data.map((t) => t.task)).toEqual(['Inspect', 'Inspect']);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Copy task Inspect' })).toHaveCount(2);
});
