import { type Page } from '@playwright/test';
import { Role } from '../src/shared/constants';
import { filterList, logIn, logOut } from './helpers';
import { expect, test, type Who } from './test';

/** A form field by its label; a required field's label ends in an asterisk. */
const field = (label: string) => new RegExp(`^${label}( \\*)?$`);

/** Admins may land elsewhere after login; these tests start on the users list. */
async function openUsers(
  page: Page,
  logInAs: (who: Who, path?: string) => Promise<void>,
  who: Who = 'admin',
) {
  await logInAs(who, '/users');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
}

const usersTable = (page: Page) => page.getByRole('table');

async function chooseOption(page: Page, label: string, option: string) {
  await page
    .getByRole('textbox', { name: label })
    .or(page.getByRole('combobox', { name: label }))
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the filter narrows the users list and lives in the URL', async ({ page, logInAs, make }) => {
  // People of its own: other tests on this worker add people, so a demo one may be on any page.
  const sought = await make.user();
  const other = await make.user();
  await openUsers(page, logInAs);
  const rows = usersTable(page).getByRole('row');
  await filterList(page, other.name);
  await expect(rows.filter({ hasText: other.name })).toHaveCount(1);
  const word = sought.name.split(' ').at(-1)!.toUpperCase();
  await filterList(page, word);
  await expect(page).toHaveURL(new RegExp(`filter=${word}`));
  await expect(rows.filter({ hasText: sought.name })).toHaveCount(1);
  await expect(rows.filter({ hasText: other.name })).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Filter')).toHaveValue(word);
  await expect(rows.filter({ hasText: sought.name })).toHaveCount(1);

  await filterList(page, 'no such person at all');
  await expect(page.getByText('No users')).toBeVisible();
  await expect(page.getByRole('navigation', { name: /^Pages/ })).toHaveCount(0);
});

test('deleting a user asks "Are you sure?", refreshes the list, and Undo brings the user back', async ({
  page,
  logInAs,
  make,
}) => {
  // A person of the test's own: other tests read the demo's people as they are.
  const { name } = await make.user({ name: `Nadia Tech ${make.tag()}` });
  await openUsers(page, logInAs);
  await filterList(page, name);
  await expect(page).toHaveURL(/[?&]filter=Nadia/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure?')).toBeVisible();
  // The safe choice has the focus; Escape cancels.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(row).toHaveCount(1);

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByText(`${name} was deleted.`)).toBeVisible();

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText(`${name} was restored.`)).toBeVisible();
  await expect(row).toHaveCount(1);
});

test('a deleted user can be restored from the Trash', async ({ page, logInAs, make }) => {
  const { name } = await make.user({ name: `Emily Tech ${make.tag()}` });
  await openUsers(page, logInAs);
  await filterList(page, name);
  await expect(page).toHaveURL(/[?&]filter=Emily/);
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Trash' })
    .click();
  const trashRow = page.getByRole('row').filter({ hasText: name });
  await expect(trashRow).toContainText('User');
  await expect(trashRow).toContainText('Administrator');
  await trashRow.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText(`${name} was restored.`)).toBeVisible();
  await expect(trashRow).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Users' })
    .click();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
});

test('an admin creates a user, finds them with the filter, edits them, and the user logs in', async ({
  page,
  logInAs,
  make,
}) => {
  // It ends in a logout, which ends the session: an Admin of the test's own.
  await openUsers(page, logInAs, await make.user({ role: Role.Admin }));
  await page.getByRole('link', { name: 'Create a user' }).click();
  await expect(page).toHaveURL(/\/users\/create$/);
  await expect(page.getByRole('heading', { name: 'Create a user' })).toBeVisible();

  // Nothing filled in: every rule shows on its field and nothing is saved.
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByText('Enter a name.')).toBeVisible();
  await expect(page.getByText('Enter a password.')).toBeVisible();

  await page.getByLabel(field('Name')).fill('Quinn Example');
  await page.getByLabel(field('Email')).fill('quinn.example@greenleaf.example');
  await page.getByLabel(field('Username')).fill('QExample');
  await chooseOption(page, 'Role', 'Supervisor');
  await page.getByLabel(field('Password')).fill('lowercaseonly');
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(
    page.getByText('Mix at least two kinds of characters: lowercase, uppercase, digits, symbols or spaces.'),
  ).toBeVisible();
  await page.getByLabel(field('Password')).fill('Field-test-2026');
  await page.getByRole('button', { name: 'Create user' }).click();

  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByText('Quinn Example was created.')).toBeVisible();
  await filterList(page, 'quinn');
  const row = usersTable(page).getByRole('row').filter({ hasText: 'Quinn Example' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('quinn.example@greenleaf.example');
  await expect(row).toContainText('Supervisor');
  await expect(row).toContainText('Active');

  await row.getByRole('link', { name: 'Edit Quinn Example' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Quinn Example' })).toBeVisible();
  await expect(page.getByLabel(field('Username'))).toHaveValue('qexample');
  await page.getByLabel(field('Name')).fill('Quinn Edited');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Quinn Edited was saved.')).toBeVisible();
  await filterList(page, 'quinn');
  await expect(usersTable(page).getByRole('row').filter({ hasText: 'Quinn Edited' })).toHaveCount(1);

  // A second account with the same email is a field error, not a crash.
  await page.goto('/users/create');
  await page.getByLabel(field('Name')).fill('Quinn Twin');
  await page.getByLabel(field('Email')).fill('Quinn.Example@greenleaf.example');
  await page.getByLabel(field('Username')).fill('quinntwin');
  await page.getByLabel(field('Password')).fill('Field-test-2026');
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByText('Another user already has this email address.')).toBeVisible();
  await expect(page).toHaveURL(/\/users\/create$/);

  // The new Supervisor logs in with the username and the password the admin set.
  await page.getByRole('link', { name: 'Cancel' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Discard changes' }).click();
  await logOut(page);
  await logIn(page, 'qexample', 'Field-test-2026');
  await expect(page.getByTestId('current-user-name')).toHaveText('Quinn Edited');
});

test('leaving a form with changes asks first; staying keeps the typing', async ({ page, logInAs }) => {
  await openUsers(page, logInAs);
  await page.getByRole('link', { name: 'Create a user' }).click();
  await page.getByLabel(field('Name')).fill('Half Typed');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Groups' })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByText('There are unsaved changes on this page which will be discarded if you continue.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(/\/users\/create$/);
  await expect(page.getByLabel(field('Name'))).toHaveValue('Half Typed');
});

test('an Admin sees a Super Admin read-only and cannot delete one', async ({ page, logInAs, make }) => {
  await logInAs(await make.user({ role: Role.Admin }), '/users?filter=margaret');
  const row = usersTable(page).getByRole('row').filter({ hasText: 'Margaret Doyle' });
  await expect(row).toContainText('Super Admin');
  await expect(row.getByRole('button', { name: 'Delete Margaret Doyle' })).toHaveCount(0);
  await row.getByRole('link', { name: 'Edit Margaret Doyle' }).click();
  await expect(page.getByText('Only a Super Admin can edit a Super Admin.')).toBeVisible();
  await expect(page.getByLabel(field('Name'))).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
});

test('every user changes their own name and password from the account menu', async ({
  page,
  logInAs,
  make,
}) => {
  // A supervisor of the test's own: the test changes their name and password.
  const me = await make.user({ role: Role.Supervisor });
  await logInAs(me);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'My account' }).click();
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();

  await page.getByLabel(field('Name')).fill(`${me.name} Jr.`);
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Your name was saved.')).toBeVisible();
  await expect(page.getByTestId('current-user-name')).toHaveText(`${me.name} Jr.`);

  await page.getByLabel(field('Current password')).fill('not-my-password');
  await page.getByLabel(field('New password')).fill('Supervisor-2026!');
  await page.getByLabel(field('Repeat the new password')).fill('Supervisor-2026!');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is not correct.')).toBeVisible();

  await page.getByLabel(field('Current password')).fill(me.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByText('Your password was changed. Your other sessions were logged out.'),
  ).toBeVisible();

  await logOut(page);
  await logIn(page, me.email, me.password);
  await expect(page.getByRole('alert')).toHaveText('The login or password is not correct.');
  await logIn(page, me.email, 'Supervisor-2026!');
  await expect(page.getByTestId('current-user-name')).toHaveText(`${me.name} Jr.`);
});
