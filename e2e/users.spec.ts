import { expect, test } from '@playwright/test';
import { logInAsAdmin } from './helpers';

test('the filter narrows the users list and lives in the URL', async ({ page }) => {
  await logInAsAdmin(page);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.filter({ hasText: 'Marcus Johnson' })).toHaveCount(1);
  await page.getByLabel('Filter').fill('sofia');
  await expect(page).toHaveURL(/filter=sofia/);
  await expect(rows.filter({ hasText: 'Sofia Alvarez' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Marcus Johnson' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Filter')).toHaveValue('sofia');
  await expect(rows.filter({ hasText: 'Sofia Alvarez' })).toHaveCount(1);

  await page.getByLabel('Filter').fill('no such person at all');
  await expect(page.getByText('No users')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);
});

test('deleting a user asks "Are you sure?", refreshes the list, and Undo brings the user back', async ({
  page,
}) => {
  await logInAsAdmin(page);
  const row = page.getByRole('row').filter({ hasText: 'Nadia Petrova' });
  await expect(row).toHaveCount(1);

  await page.getByRole('button', { name: 'Delete Nadia Petrova' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure?')).toBeVisible();
  // The safe choice has the focus; Escape cancels.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(row).toHaveCount(1);

  await page.getByRole('button', { name: 'Delete Nadia Petrova' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('Nadia Petrova was deleted.')).toBeVisible();

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Nadia Petrova was restored.')).toBeVisible();
  await expect(row).toHaveCount(1);
});

test('a deleted user can be restored from the Trash', async ({ page }) => {
  await logInAsAdmin(page);
  await page.getByRole('button', { name: 'Delete Emily Chen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Emily Chen' })).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Trash' })
    .click();
  const trashRow = page.getByRole('row').filter({ hasText: 'Emily Chen' });
  await expect(trashRow).toContainText('User');
  await expect(trashRow).toContainText('Administrator');
  await trashRow.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Emily Chen was restored.')).toBeVisible();
  await expect(trashRow).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Users' })
    .click();
  await expect(page.getByRole('row').filter({ hasText: 'Emily Chen' })).toHaveCount(1);
});
