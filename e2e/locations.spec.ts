import { type Page } from '@playwright/test';
import { filterList } from './helpers';
import { expect, test } from './test';

/**
 * This machine and CI have no internet, so OpenStreetMap's tiles fail anyway; the tile host is
 * refused here too so the test means the same with a connection.
 */
async function withoutTiles(page: Page) {
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort('internetdisconnected'));
}

async function openLocations(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Locations' })
    .click();
  await expect(page.getByRole('heading', { name: 'Locations' })).toBeVisible();
}

test('create a location: bad coordinates are refused, then it is listed, on the map, and editable', async ({
  page,
  logInAs,
}) => {
  await withoutTiles(page);
  await logInAs('admin');
  await openLocations(page);
  await page.getByRole('link', { name: 'Create a location' }).click();
  await expect(page).toHaveURL(/\/locations\/create$/);

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Quahog Marina');
  const street = page.getByRole('textbox', { name: 'Street' });
  await street.pressSequentially('PO Box 7');
  await page.getByRole('textbox', { name: 'Municipality' }).pressSequentially('Mystic');
  await page.getByRole('textbox', { name: 'County' }).pressSequentially('New London');
  await page.getByRole('combobox', { name: 'State' }).fill('Connecticut');
  await page.getByRole('option', { name: 'CT · Connecticut' }).click();
  await page.getByRole('textbox', { name: 'ZIP code' }).pressSequentially('06355');
  await page.getByRole('textbox', { name: 'Billing name' }).pressSequentially('Quahog Marina Inc.');
  await page.getByRole('textbox', { name: 'E-mail' }).pressSequentially('dock@quahog.example');
  await page.getByRole('textbox', { name: 'Latitude' }).fill('95');
  await page.getByRole('textbox', { name: 'Longitude' }).fill('-71.96');
  await page.getByRole('button', { name: 'Create a location' }).click();
  await expect(page.getByText('Latitude must be between -90 and 90.')).toBeVisible();
  await expect(page.getByText('A service address must be a street address, not a P.O. box.')).toBeVisible();
  await expect(page).toHaveURL(/\/locations\/create$/);
  await street.fill('');
  await street.pressSequentially('1 Quahog Way');

  await page.getByRole('textbox', { name: 'Latitude' }).fill('41.35');
  // The form's map shows the point as typed.
  const formMap = page.getByRole('region', { name: 'Map of this location' });
  await expect(formMap.getByRole('button', { name: 'Quahog Marina' })).toBeVisible();
  await page.getByRole('button', { name: 'Create a location' }).click();
  await expect(page).toHaveURL(/\/locations$/);
  await expect(page.getByText('Quahog Marina was created.')).toBeVisible();

  // The filtered list, and the map drawn from it, have settled: a refetch redraws the markers and
  // would close a popup opened meanwhile.
  await filterList(page, 'quahog');
  const row = page.getByRole('row').filter({ hasText: 'Quahog Marina' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('41.35');
  await expect(row).toContainText('-71.96');
  await expect(row).toContainText('Active');
  // What the server stored: the parts as typed, the line made from them, the customer.
  const stored = await page.request.get('/api/get-locations-filtered?filter=quahog');
  expect((await stored.json())[0]).toMatchObject({
    address: '1 Quahog Way, Mystic, CT 06355',
    service_address: {
      street: '1 Quahog Way',
      municipality: 'Mystic',
      county: 'New London',
      state: 'CT',
      zip: '06355',
    },
    customer: { name: 'Quahog Marina Inc.', email: 'dock@quahog.example' },
    address_incomplete: false,
  });

  // The map of the page's locations: no tiles here, so it says so, and the marker still works.
  const map = page.getByRole('region', { name: 'Map of the locations on this page' });
  await expect(map.getByRole('status')).toContainText('The map tiles could not be loaded from OpenStreetMap');
  const marker = map.getByRole('button', { name: 'Quahog Marina' });
  await marker.focus();
  await page.keyboard.press('Enter');
  await expect(map.getByText('1 Quahog Way, Mystic, CT')).toBeVisible();
  // The popup pans into view: a click while the map moves lands where the link no longer is.
  await expect(map).toHaveAttribute('aria-busy', 'false');
  await map.getByRole('link', { name: 'Open this location' }).click();
  // The popup opens the location's page (issue 33), where Admins edit it.
  await expect(page.getByRole('heading', { level: 1, name: 'Quahog Marina' })).toBeVisible();
  await page.getByRole('link', { name: 'Edit', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Edit Quahog Marina' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Quahog Marina North');
  await page.getByRole('radio', { name: 'Inactive' }).check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/locations$/);
  await filterList(page, 'quahog');
  await expect(page.getByRole('row').filter({ hasText: 'Quahog Marina North' })).toContainText('Inactive');
  await page.getByRole('button', { name: 'Inactive' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Quahog Marina North' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Active', exact: true }).click();
  await expect(page.getByText('No locations')).toBeVisible();
});

test('a location with active jobs cannot be deleted; one without is, after "Are you sure?", with Undo', async ({
  page,
  logInAs,
  make,
}) => {
  await withoutTiles(page);
  // A location of the test's own with an active job.
  const site = await make.location({ name: `Ironbound Yard ${make.tag()}` });
  await make.job({ location: site });
  await logInAs('admin');
  await openLocations(page);

  await filterList(page, site.name);
  const busy = page.getByRole('row').filter({ hasText: site.name });
  await expect(busy).toHaveCount(1);
  await page.getByRole('button', { name: `Delete ${site.name}` }).click();
  await expect(page.getByRole('dialog').getByText('Are you sure?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(/This location has \d+ active jobs?, so it cannot be deleted/)).toBeVisible();
  await expect(busy).toHaveCount(1);

  // A new location has no jobs.
  await page.goto('/locations/create');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Empty Lot 7');
  await page.getByRole('textbox', { name: 'Latitude' }).fill('40.5');
  await page.getByRole('textbox', { name: 'Longitude' }).fill('-74.2');
  await page.getByRole('button', { name: 'Create a location' }).click();
  await expect(page).toHaveURL(/\/locations$/);
  await filterList(page, 'Empty Lot 7');
  const lot = page.getByRole('row').filter({ hasText: 'Empty Lot 7' });
  await expect(lot).toHaveCount(1);

  await page.getByRole('button', { name: 'Delete Empty Lot 7' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No locations')).toBeVisible();
  await expect(page.getByText('Empty Lot 7 was deleted.')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Empty Lot 7 was restored.')).toBeVisible();
  await expect(lot).toHaveCount(1);
});

test('a Supervisor reads the locations but cannot change them', async ({ page, logInAs }) => {
  await withoutTiles(page);
  await logInAs('supervisor');
  await openLocations(page);
  await expect(page.getByRole('row').filter({ hasText: 'Ironbound Grill' })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Create a location' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await page.goto('/locations/create');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
