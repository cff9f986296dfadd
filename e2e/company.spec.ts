import { axeViolations } from './axe';
import { expect, test } from './test';

test('an Admin fills the company settings with a state licence; they are kept after a reload', async ({
  page,
  logInAs,
}) => {
  await logInAs('admin');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Company' })
    .click();
  await expect(page.getByRole('heading', { name: 'Company settings', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Company settings/);
  // The demo company comes with its licences in New York, New Jersey and Connecticut.
  await expect(page.getByRole('group', { name: 'Licence in New York' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Business name' }).fill('Greenleaf Pest & Lawn');
  await page.getByRole('textbox', { name: 'Business address' }).fill('400 Main Street\nAustin, TX 78701');
  await page.getByRole('textbox', { name: 'Phone' }).fill('(512) 555-0142');
  await page.getByRole('button', { name: 'Add a licence' }).click();
  const licence = page.getByRole('group', { name: /^Licence in / }).last();
  await licence.getByRole('combobox', { name: 'State' }).fill('Texas');
  await page.getByRole('option', { name: 'TX · Texas' }).click();

  // Without its number the licence is refused on the page, and nothing is saved.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Enter the licence or registration number.')).toBeVisible();

  const texas = page.getByRole('group', { name: 'Licence in Texas' });
  await texas.getByRole('textbox', { name: 'Licence or registration number' }).fill('TPCL 0712345');
  await texas.getByLabel('Expires on').fill('2027-03-31');
  expect(await axeViolations(page, { include: ['main'] })).toEqual([]);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('The company settings were saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Business name' })).toHaveValue('Greenleaf Pest & Lawn');
  const kept = page.getByRole('group', { name: 'Licence in Texas' });
  await expect(kept.getByRole('textbox', { name: 'Licence or registration number' })).toHaveValue(
    'TPCL 0712345',
  );
  await expect(kept.getByLabel('Expires on')).toHaveValue('03/31/2027');
  const stored = await (await page.request.get('/api/company')).json();
  expect(stored).toMatchObject({
    business_name: 'Greenleaf Pest & Lawn',
    address: '400 Main Street\nAustin, TX 78701',
    licences: expect.arrayContaining([{ state: 'TX', number: 'TPCL 0712345', expires_on: '2027-03-31' }]),
  });
});
