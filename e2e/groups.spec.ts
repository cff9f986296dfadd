import { type Page } from '@playwright/test';
import { Role } from '../src/shared/constants';
import { filterList } from './helpers';
import { axeViolations } from './axe';
import { expect, test, type Who } from './test';

/** A form field by its label; a required field's label ends in an asterisk. */
const field = (label: string) => new RegExp(`^${label}( \\*)?$`);

async function openGroups(
  page: Page,
  logInAs: (who: Who, path?: string) => Promise<void>,
  who: Who = 'admin',
) {
  await logInAs(who, '/groups');
  await expect(page.getByRole('heading', { name: 'Groups', level: 1 })).toBeVisible();
}

const table = (page: Page) => page.getByRole('table');

test('the groups list shows product.md screen 3 and filters on the name', async ({ page, logInAs, make }) => {
  // Groups of its own, sharing a word: the demo's may be on another page once tests add theirs.
  const word = `Crew ${make.tag()}`;
  const working = await make.group({ name: `${word} Lawn` });
  const idle = await make.group({ name: `${word} Mosquito`, active: false });
  await openGroups(page, logInAs);
  for (const column of ['Name', 'Role', 'Status', 'Job Count', 'Created', 'Actions']) {
    await expect(table(page).getByRole('columnheader', { name: column })).toBeVisible();
  }
  // Any case; the filter is kept in the address (filterList waits for it there).
  await filterList(page, word.toUpperCase());
  await expect(table(page).getByRole('row')).toHaveCount(3);
  const lawn = table(page).getByRole('row').filter({ hasText: working.name });
  await expect(lawn).toContainText('Technician');
  await expect(lawn).toContainText('Active');
  await expect(lawn.locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} (AM|PM)$/);
  await expect(lawn.getByRole('link', { name: `Jobs of ${working.name}: 0` })).toHaveAttribute(
    'href',
    `/groups/${working.id}/jobs`,
  );
  await expect(table(page).getByRole('row').filter({ hasText: idle.name })).toContainText('Inactive');

  await filterList(page, 'no such group');
  await expect(page.getByText('No groups')).toBeVisible();
});

test('a new user goes into a new group and out again, then is deleted with "Are you sure?" and undone', async ({
  page,
  logInAs,
}) => {
  await logInAs('admin');

  // The user.
  await page.goto('/users/create');
  await page.getByLabel(field('Name')).fill('Gail Grouper');
  await page.getByLabel(field('Email')).fill('gail.grouper@greenleaf.example');
  await page.getByLabel(field('Username')).fill('ggrouper');
  await page.getByLabel(field('Password')).fill('Grouped-up-2026');
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByText('Gail Grouper was created.')).toBeVisible();

  // The group.
  await page.goto('/groups');
  await page.getByRole('link', { name: 'Create a group' }).click();
  await page.getByLabel(field('Name')).fill('Night Shift Crew');
  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByText('Night Shift Crew was created.')).toBeVisible();
  const row = table(page).getByRole('row').filter({ hasText: 'Night Shift Crew' });
  await expect(row).toContainText('Technician');
  await expect(row.getByRole('link', { name: 'Jobs of Night Shift Crew: 0' })).toBeVisible();

  // A second group with the same name is a field error.
  await page.getByRole('link', { name: 'Create a group' }).click();
  await page.getByLabel(field('Name')).fill('night shift crew');
  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByText('Another group already has this name.')).toBeVisible();
  await page.getByLabel(field('Name')).fill('');
  await page.goto('/groups');

  // Assign: without a choice, "User is required." and no request.
  await table(page)
    .getByRole('row')
    .filter({ hasText: 'Night Shift Crew' })
    .getByRole('link', { name: 'Assign users to Night Shift Crew' })
    .click();
  await expect(page.getByRole('heading', { name: 'Assign users to Night Shift Crew' })).toBeVisible();
  await expect(page.getByText('No user assigned to this group.')).toBeVisible();
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET') requests.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  await page.getByRole('button', { name: 'Assign User' }).click();
  await expect(page.getByText('User is required.')).toBeVisible();
  expect(requests).toEqual([]);

  const select = page.getByRole('combobox', { name: 'Select User' });
  await select.click();
  await select.fill('grouper');
  await page.getByRole('option', { name: 'Gail Grouper' }).click();
  await page.getByRole('button', { name: 'Assign User' }).click();
  const members = page.getByRole('table');
  await expect(members.getByRole('row').filter({ hasText: 'Gail Grouper' })).toHaveCount(1);
  await expect(page.getByText('User is required.')).toHaveCount(0);
  expect(requests).toContain(`POST /api/groups/assign/${page.url().split('/').pop()}`);
  // She is no longer offered in the select.
  await select.click();
  await select.fill('grouper');
  await expect(page.getByRole('option', { name: 'Gail Grouper' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // De-assign, and the table says so.
  await page.getByRole('button', { name: 'Remove Gail Grouper from this group' }).click();
  await expect(page.getByText('No user assigned to this group.')).toBeVisible();
  await expect(page.getByText('Gail Grouper was removed from this group.')).toBeVisible();

  // Delete the user with "Are you sure?", then undo it.
  await page.goto('/users?filter=grouper');
  const userRow = page.getByRole('table').getByRole('row').filter({ hasText: 'Gail Grouper' });
  await userRow.getByRole('button', { name: 'Delete Gail Grouper' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(userRow).toHaveCount(0);
  await expect(page.getByText('No users')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Gail Grouper was restored.')).toBeVisible();
  await expect(userRow).toHaveCount(1);
});

test('a group is edited, deleted with "Are you sure?", and Undo brings it back with its members', async ({
  page,
  logInAs,
  make,
}) => {
  // A group of the test's own with two members: the demo's groups are read by other tests as they are.
  const name = `Office Crew ${make.tag()}`;
  const members = [await make.user({ role: Role.Admin }), await make.user({ role: Role.Admin })];
  const group = await make.group({ name, role: Role.Admin });
  for (const member of members) await make.api.post(`/api/groups/assign/${group.id}`, { user_id: member.id });
  await openGroups(page, logInAs);
  await filterList(page, name);
  await expect(page).toHaveURL(/[?&]filter=Office/);
  const row = () => table(page).getByRole('row').filter({ hasText: name });
  await row()
    .getByRole('link', { name: `Edit ${name}` })
    .click();
  await expect(page.getByRole('heading', { name: `Edit ${name}` })).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Status' })
    .or(page.getByRole('combobox', { name: 'Status' }))
    .click();
  await page.getByRole('option', { name: 'Inactive' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${name} was saved.`)).toBeVisible();
  await expect(row()).toContainText('Inactive');

  await row()
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  await expect(page.getByRole('dialog').getByText('Are you sure?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(row()).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText(`${name} was restored.`)).toBeVisible();
  await expect(row()).toHaveCount(1);

  await row()
    .getByRole('link', { name: `Assign users to ${name}` })
    .click();
  const rows = page.getByRole('table').getByRole('row');
  for (const member of members) await expect(rows.filter({ hasText: member.name })).toHaveCount(1);
});

test('the group pages work in Persian, right to left', async ({ page, logInAs, make }) => {
  // The choice is stored on the account: an Admin of the test's own makes it.
  const crew = await make.group();
  await logInAs(await make.user({ role: Role.Admin }), `/groups?filter=${encodeURIComponent(crew.name)}`);
  await expect(page.getByRole('heading', { name: 'Groups', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'فارسی' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'گروه‌ها' })).toBeVisible();
  await expect(table(page).getByRole('row').filter({ hasText: crew.name })).toContainText('تکنسین');
  await page.getByRole('link', { name: 'ایجاد گروه' }).click();
  await page.getByRole('button', { name: 'ایجاد گروه' }).click();
  await expect(page.getByText('یک نام وارد کنید.')).toBeVisible();
  await page.getByRole('button', { name: 'زبان' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
});

test('axe finds no violations on the people pages, errors showing included', async ({
  page,
  logInAs,
  make,
}) => {
  // Four whole-page analyses: 10 to 15 s each on a loaded machine (a CI run was at the fourth at 60 s).
  test.setTimeout(120_000);
  const crew = await make.group();
  await openGroups(page, logInAs);
  await filterList(page, crew.name);
  await expect(table(page).getByRole('row').filter({ hasText: crew.name })).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);

  await table(page)
    .getByRole('link', { name: `Assign users to ${crew.name}` })
    .click();
  await page.getByRole('button', { name: 'Assign User' }).click();
  await expect(page.getByText('User is required.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/users/create');
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByText('Enter a password.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/account');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Enter your current password.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
