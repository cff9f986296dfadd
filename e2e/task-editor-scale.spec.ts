import { type Page } from '@playwright/test';
import { buildTemplate, csrfOf } from './big-template';
import { expect, test } from './test';

/**
 * Issue 21: the task editor of a full inspection template (200 tasks) draws only the rows near the
 * view, and stays a whole table to the keyboard and to assistive technology.
 */
const TASKS = 200;
const taskRows = (page: Page) => page.getByRole('table').locator('tbody tr[aria-rowindex]');
const taskName = (page: Page, row: number) => taskRows(page).nth(row).locator('td:nth-child(2)');

test('a 200-task template: only the rows in view are drawn, Tab walks across rows off screen, an edit and adds re-sort by weight', async ({
  page,
  logInAs,
}) => {
  test.setTimeout(180_000);
  await logInAs('admin');
  const id = await buildTemplate(page.request, csrfOf(await page.context().cookies()), {
    name: 'Full commercial inspection',
    tasks: TASKS,
    fields: 2,
  });
  await page.goto(`/templates/tasks/${id}`);
  await expect(page.getByRole('heading', { name: 'Fields of Full commercial inspection' })).toBeVisible();
  await expect(taskName(page, 0)).toHaveText('Task 001');

  // The spec's table, told whole to assistive technology, with a few dozen rows in the page.
  await expect(page.getByRole('columnheader')).toHaveText([
    'Task Weight',
    'Task Name',
    'Task Fields',
    'Actions',
  ]);
  await expect(page.getByRole('table')).toHaveAttribute('aria-rowcount', String(TASKS + 1));
  // The table's top at the window's top: how many rows are drawn then does not hang on how tall the
  // Add Task form above it is (its "Show only when" rule, issue 16, made it taller).
  await page.getByRole('table').evaluate((table) => table.scrollIntoView({ block: 'start' }));
  await expect.poll(() => taskRows(page).count()).toBeGreaterThan(3);
  expect(await taskRows(page).count()).toBeLessThan(40);

  // Each task has ten stops for Tab: per field its handle, Edit and delete; then Add Field, edit,
  // delete and copy. From the first task's Copy, 24 tasks further down is Task 025's Copy.
  await page.getByRole('button', { name: 'Copy task Task 001' }).focus();
  for (let i = 0; i < 24 * 10; i++) await page.keyboard.press('Tab');
  const copy25 = page.getByRole('button', { name: 'Copy task Task 025' });
  await expect(copy25).toBeFocused();
  await expect(copy25).toBeInViewport();
  await expect(page.getByText('Task 001', { exact: true })).toHaveCount(0);
  // And back up again, across rows drawn anew.
  for (let i = 0; i < 10 * 10; i++) await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Copy task Task 015' })).toBeFocused();

  // An edit shows at once and moves the task where its new weight sorts it.
  await page.getByRole('button', { name: 'Edit task Task 015' }).press('Enter');
  const update = page.getByRole('region', { name: 'Update Task' });
  await update.getByLabel('Weight').fill('0');
  await update.getByRole('button', { name: 'Update Task' }).click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(taskName(page, 0)).toHaveText('Task 015');

  // An added task takes its place by weight, first or last.
  const add = page.getByRole('region', { name: 'Add Task' });
  await add.getByLabel('Task Name').fill('Sign-off');
  await add.getByLabel('Weight').fill('999');
  await add.getByRole('button', { name: 'Add Task' }).click();
  await expect(page.getByRole('table')).toHaveAttribute('aria-rowcount', String(TASKS + 2));
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(taskRows(page).last().locator('td:nth-child(2)')).toHaveText('Sign-off');
  await expect(taskRows(page).last()).toHaveAttribute('aria-rowindex', String(TASKS + 2));

  // The server holds the same order.
  const stored = (await (await page.request.get(`/api/template/tasks/${id}`)).json()) as {
    data: { task: string }[];
  };
  expect(stored.data[0]!.task).toBe('Task 015');
  expect(stored.data.at(-1)!.task).toBe('Sign-off');
});
