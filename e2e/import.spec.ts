import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, test } from './test';

const HEADINGS = [
  'Name',
  'Street',
  'Municipality',
  'County',
  'State',
  'ZIP',
  'Latitude',
  'Longitude',
  'Customer email',
];
const PREFIX = 'Harbor Import Store';

/** 50 locations as an office's spreadsheet holds them; `bad` spoils rows 10 and 30 (lines 11 and 31). */
function storesCsv(bad: boolean): Buffer {
  const rows = Array.from({ length: 50 }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    const email = bad && i === 9 ? 'store10-at-example.com' : `store${n}@example.com`;
    const latitude = bad && i === 29 ? '' : (40.7 + i / 1000).toFixed(4);
    return [
      `${PREFIX} ${n}`,
      `${i + 1} Harbor Rd`,
      'Albany',
      'Albany',
      'NY',
      '12207',
      latitude,
      '-73.75',
      email,
    ];
  });
  const text = [HEADINGS, ...rows].map((r) => r.join(',')).join('\r\n');
  return Buffer.from(`\uFEFF${text}\r\n`, 'utf8');
}

async function chooseFile(page: Page, name: string, data: Buffer) {
  await page.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer: data });
}

async function locationsMatching(page: Page, listPage = 1) {
  await page.goto(`/locations?filter=${encodeURIComponent(PREFIX)}&page=${listPage}`);
  await expect(page.getByRole('heading', { name: 'Locations' })).toBeVisible();
}
const imported = (page: Page) => page.getByRole('cell', { name: new RegExp(`^${PREFIX} \\d\\d$`) });

test('import 50 locations: two bad rows refused with their reasons, fixed, applied, listed, undone', async ({
  page,
  logInAs,
}) => {
  await logInAs('admin', '/locations');
  await page.getByRole('link', { name: 'Import' }).click();
  await expect(page).toHaveURL(/\/import\/locations$/);
  await expect(page.getByRole('heading', { name: 'Import locations' })).toBeVisible();

  await chooseFile(page, 'stores.csv', storesCsv(true));
  await expect(page.getByText('stores.csv: 50 rows.')).toBeVisible();
  // Every column's heading names its field, so the mapping is filled in.
  await expect(page.getByRole('combobox', { name: 'Column for Customer e-mail' })).toHaveValue(
    'Customer email',
  );
  await page.getByRole('button', { name: 'Check the rows' }).click();

  await expect(page.getByText('48 to create, 0 to update, 2 refused.')).toBeVisible();
  const table = page.getByRole('table', { name: 'What each row would do' });
  await expect(table.getByRole('row')).toHaveCount(3);
  const mail = table.getByRole('row').filter({ hasText: `${PREFIX} 10` });
  await expect(mail).toContainText('11');
  await expect(mail).toContainText('Customer email: Enter a valid e-mail address.');
  const latitude = table.getByRole('row').filter({ hasText: `${PREFIX} 30` });
  await expect(latitude).toContainText('31');
  await expect(latitude).toContainText('Latitude: Required');
  await expect(page.getByRole('button', { name: 'Apply (48 rows)' })).toBeDisabled();

  // The Admin fixes the file and uploads it again; the mapping stays.
  await page.getByRole('button', { name: 'Upload a corrected file' }).click();
  await chooseFile(page, 'stores-fixed.csv', storesCsv(false));
  await expect(page.getByText('stores-fixed.csv: 50 rows.')).toBeVisible();
  await page.getByRole('button', { name: 'Check the rows' }).click();
  await expect(page.getByText('50 to create, 0 to update, 0 refused.')).toBeVisible();
  await page.getByRole('button', { name: 'Apply (50 rows)' }).click();
  await expect(page.getByText('Imported: 50 created, 0 updated.')).toBeVisible();

  // The filtered list holds the 50: two pages of 25.
  await locationsMatching(page);
  await expect(page.getByRole('cell', { name: `${PREFIX} 01`, exact: true })).toBeVisible();
  await expect(imported(page)).toHaveCount(25);
  await locationsMatching(page, 2);
  await expect(page.getByRole('cell', { name: `${PREFIX} 50`, exact: true })).toBeVisible();
  await expect(imported(page)).toHaveCount(25);

  await page.goto('/import/locations');
  const history = page.getByRole('row').filter({ hasText: 'stores-fixed.csv' });
  await expect(history).toContainText('50');
  await history.getByRole('button', { name: 'Undo the import of stores-fixed.csv' }).click();
  await expect(page.getByText('The import was undone.')).toBeVisible();
  await expect(history).toContainText('Undone');

  await locationsMatching(page);
  await expect(page.getByText('No locations')).toBeVisible();
  await expect(imported(page)).toHaveCount(0);
});

test('at 1440 × 900 the locations list exported as CSV imports back with every column already mapped', async ({
  page,
  make,
  logInAs,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const tag = make.tag();
  const sites = [
    await make.location({ name: `Round Trip A ${tag}` }),
    await make.location({ name: `Round Trip B ${tag}` }),
  ];
  await logInAs('admin', `/locations?filter=${tag}`);
  await expect(page.getByRole('cell', { name: sites[1]!.name, exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Export' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const file = await readFile(await (await download).path());

  await page.goto('/import/locations');
  await chooseFile(page, 'locations-export.csv', file);
  await expect(page.getByText('locations-export.csv: 2 rows.')).toBeVisible();
  // Customer, street, city, state and ZIP each have their own column, and each is already chosen.
  for (const [field, column] of [
    ['Name', 'Name'],
    ['Customer name', 'Customer'],
    ['Street', 'Street'],
    ['City or town', 'City'],
    ['State', 'State'],
    ['ZIP code', 'ZIP'],
  ]) {
    await expect(page.getByRole('combobox', { name: `Column for ${field}`, exact: true })).toHaveValue(
      column!,
    );
  }
  await page.getByRole('button', { name: 'Check the rows' }).click();
  // The same two locations, unchanged: nothing to create, nothing refused.
  await expect(page.getByText('0 to create, 2 to update, 0 refused.')).toBeVisible();
});
