import { type Page } from '@playwright/test';
import { filterList, SUPERVISOR } from './helpers';
import { Role } from '../src/shared/constants';
import { expect, test } from './test';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const jobRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

async function createLocation(page: Page, name: string) {
  await page.goto('/locations/create');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Street' }).fill('77 Test Pier');
  await page.getByRole('textbox', { name: 'Municipality' }).fill('Mystic');
  await page.getByRole('textbox', { name: 'Latitude' }).fill('41.35');
  await page.getByRole('textbox', { name: 'Longitude' }).fill('-71.96');
  await page.getByRole('button', { name: 'Create a location' }).click();
  await expect(page).toHaveURL(/\/locations$/);
}

test.beforeEach(async ({ page }) => {
  // No internet here anyway; refused so the run is the same with one.
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort('internetdisconnected'));
});

test('the jobs list: header, columns, paging and the filter', async ({ page, logInAs }) => {
  await logInAs('admin');
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByRole('heading', { name: 'Jobs', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create a job' })).toBeVisible();
  const table = page.getByRole('table');
  for (const column of ['Category', 'Name', 'Location', 'Created', 'Actions']) {
    await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
  }
  await expect(table.getByRole('row')).toHaveCount(26);
  // Two paginators, named apart (decision 0009).
  await expect(page.getByRole('navigation', { name: 'Pages', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pages (below the list)' })).toBeVisible();
  const firstOnPage1 = await table.getByRole('row').nth(1).textContent();

  await page
    .getByRole('navigation', { name: 'Pages', exact: true })
    .getByRole('button', { name: 'Page 2' })
    .click();
  await expect(page).toHaveURL(/page=2/);
  await expect(table.getByRole('row').nth(1)).not.toHaveText(firstOnPage1!);

  await page.getByLabel('Filter', { exact: true }).fill('bed bug');
  await expect(page).toHaveURL(/filter=bed\+bug/);
  await expect(page).not.toHaveURL(/page=2/);
  // Every row matches in its category, name or location.
  await expect(table.getByRole('row').nth(1)).toContainText(/bed bug/i);
  const rows = await table.getByRole('row').allTextContents();
  expect(rows.length).toBeGreaterThan(1);
  for (const text of rows.slice(1)) expect(text).toMatch(/bed bug/i);

  await page.getByLabel('Filter', { exact: true }).fill('no such job anywhere');
  await expect(page.getByText('No jobs', { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: /^Pages/ })).toHaveCount(0);
});

test('create a location and a job there, assign and de-assign a supervisor, open it from the user and the location, delete it', async ({
  page,
  logInAs,
  make,
}) => {
  test.setTimeout(120_000);
  // A supervisor of the test's own, whose jobs it changes (the demo's are read by other tests).
  const lead = await make.user({ role: Role.Supervisor, name: `Lena Lead ${make.tag()}` });
  await logInAs('admin');
  await createLocation(page, 'Mystic Test Pier');

  // The job, at the new location, found by typing in the location select.
  await page.goto('/jobs');
  await page.getByRole('link', { name: 'Create a job' }).click();
  await page.getByRole('button', { name: 'Create a job' }).click();
  await expect(page.getByText('Name is required.')).toBeVisible();
  await expect(page.getByText('Location is required.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Pier piling termite check');
  await page.getByRole('combobox', { name: 'Category' }).fill('Termite Insp');
  await page.getByRole('option', { name: 'Termite Inspection' }).click();
  await page.getByRole('combobox', { name: 'Location' }).fill('mystic test');
  await page.getByRole('option', { name: /Mystic Test Pier/ }).click();
  await page.getByRole('button', { name: 'Create a job' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByText('Pier piling termite check was created.')).toBeVisible();

  await filterList(page, 'pier piling');
  const row = jobRow(page, 'Pier piling termite check');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Termite Inspection');
  await expect(row).toContainText('Mystic Test Pier');
  // The location's name finds it too.
  await filterList(page, 'mystic test pier');
  await expect(row).toHaveCount(1);

  // Assign: nothing chosen says "User is required.", then a supervisor, then de-assign.
  await page.getByRole('link', { name: 'Assign supervisors to Pier piling termite check' }).click();
  await expect(
    page.getByRole('heading', { name: 'Assign supervisors to Pier piling termite check' }),
  ).toBeVisible();
  const assigned = page.getByRole('table', { name: 'Assigned Users to this Job' });
  await expect(assigned.getByText('No user/supervisor assigned to this job.')).toBeVisible();
  await page.getByRole('button', { name: 'Assign Supervisor' }).click();
  await expect(page.getByText('User is required.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Select Supervisor' }).fill(lead.name);
  await page.getByRole('option', { name: lead.name }).click();
  await page.getByRole('button', { name: 'Assign Supervisor' }).click();
  await expect(assigned.getByRole('cell', { name: lead.name, exact: true })).toBeVisible();
  await expect(page.getByText('User is required.')).toHaveCount(0);
  await page.getByRole('button', { name: `Remove ${lead.name} from this job` }).click();
  await expect(assigned.getByText('No user/supervisor assigned to this job.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Select Supervisor' }).fill(lead.name);
  await page.getByRole('option', { name: lead.name }).click();
  await page.getByRole('button', { name: 'Assign Supervisor' }).click();
  await expect(assigned.getByRole('cell', { name: lead.name, exact: true })).toBeVisible();

  // From the users list to /users/{id}/jobs, and open the job from there.
  await nav(page).getByRole('link', { name: 'Users' }).click();
  // The filtered page in place first: a link clicked as the list is replaced is lost.
  await filterList(page, lead.name);
  await page.getByRole('link', { name: `Jobs of ${lead.name}` }).click();
  await expect(page).toHaveURL(/\/users\/\d+\/jobs$/);
  await expect(page.getByRole('heading', { name: `Associated Jobs for User ${lead.name}` })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
  await filterList(page, 'pier piling');
  // The name opens the job's page (issue 18), which leads on to its form.
  await page.getByRole('link', { name: 'Pier piling termite check', exact: true }).click();
  await expect(page).toHaveURL(/\/jobs\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Pier piling termite check' })).toBeVisible();
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(/\/jobs\/\d+\/edit$/);
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
    'Pier piling termite check',
  );

  // From the locations list to /locations/{id}/jobs, and open the job from there.
  await nav(page).getByRole('link', { name: 'Locations' }).click();
  await filterList(page, 'mystic test pier');
  await page.getByRole('link', { name: 'Active jobs at Mystic Test Pier: 1' }).click();
  await expect(page).toHaveURL(/\/locations\/\d+\/jobs$/);
  await expect(page.getByRole('heading', { name: 'Jobs at Mystic Test Pier' })).toBeVisible();
  await page.getByRole('link', { name: 'Pier piling termite check', exact: true }).click();
  await expect(page).toHaveURL(/\/jobs\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Pier piling termite check' })).toBeVisible();

  // Delete, with the job's own confirmation text, and Undo.
  await page.goto('/jobs?filter=pier+piling');
  await expect(row).toHaveCount(1);
  await page.getByRole('button', { name: 'Delete Pier piling termite check' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure you want to delete this job?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No jobs', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Pier piling termite check was restored.')).toBeVisible();
  await expect(row).toHaveCount(1);
});

test('editing a job keeps unsaved changes from being lost by accident', async ({ page, logInAs }) => {
  await logInAs('admin');
  await page.getByRole('table').getByRole('link', { name: /Edit / }).first().click();
  await expect(page).toHaveURL(/\/jobs\/\d+\/edit$/);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Changed but not saved');
  await nav(page).getByRole('link', { name: 'Locations' }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByText('There are unsaved changes on this page which will be discarded if you continue.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(/\/jobs\/\d+\/edit$/);
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Changed but not saved');
});

test('a Supervisor gets the read-only list of their own jobs', async ({ page, logInAs }) => {
  await logInAs('supervisor');
  await nav(page).getByRole('link', { name: 'Jobs', exact: true }).click();
  await expect(
    page.getByRole('heading', { name: `Associated Jobs for User ${SUPERVISOR.name}` }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create a job' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await page.goto('/jobs/create');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
