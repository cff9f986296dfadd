import { expect, test } from './test';

/**
 * The audit trail people read (issue 20): an Admin renames a location, finds the change in its
 * History with who made it, then finds it again on the Activity page by person and kind of record.
 */
test("a location's rename shows in its History and on the Activity page", async ({ page, logInAs }) => {
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort('internetdisconnected'));
  await logInAs('admin');
  const suffix = Date.now().toString(36);
  const oldName = `Harbor Bakery ${suffix}`;
  const newName = `Harbor Bakery East ${suffix}`;
  const csrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const created = await page.request.post('/api/locations', {
    data: { name: oldName, address: '1 Pier Road', latitude: 41.2, longitude: -73.1, status_id: 1 },
    headers: { 'x-csrf-token': csrf },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = (await created.json()) as { id: number };

  await page.goto(`/locations/${id}/edit`);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(newName);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/locations$/);

  await page.goto(`/locations/${id}/edit`);
  const history = page.getByRole('region', { name: 'History' });
  const rename = history.getByTestId('history-entry').filter({ hasText: 'Changed' }).first();
  await expect(rename).toContainText('Administrator');
  await expect(rename.getByRole('listitem')).toHaveText(`Name: ${oldName} → ${newName}`);
  await expect(history.getByTestId('history-entry').filter({ hasText: 'Created' })).toContainText(
    `Name: ${oldName}`,
  );

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Activity' })
    .click();
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Person' }).fill('Administrator');
  await page.getByRole('option', { name: 'Administrator' }).click();
  await expect(page).toHaveURL(/[?&]user_id=\d+/);
  await page.getByRole('combobox', { name: 'Kind of record' }).fill('Location');
  await page.getByRole('option', { name: 'Location', exact: true }).click();
  await expect(page).toHaveURL(/[?&]entity=locations/);
  await expect(page.getByRole('table')).toHaveAttribute('aria-busy', 'false');
  const row = page.getByTestId('activity-row').filter({ hasText: `${oldName} → ${newName}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Administrator');
  await expect(row).toContainText('Changed');
  await row.getByRole('link', { name: newName }).click();
  await expect(page).toHaveURL(new RegExp(`/locations/${id}/edit$`));
});
