import { expect, test } from './test';

/** 'YYYY-MM-DD' in New York (the demo's APP_TIMEZONE), `days` after today there. */
function newYorkDayPlus(days: number): string {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' })
    .format(new Date())
    .split('-')
    .map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}
const formatDay = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

test('an Admin adds a certification expiring in 10 days: the users list flags it and Expiring lists it', async ({
  page,
  logInAs,
  make,
}) => {
  const expires = newYorkDayPlus(10);
  await logInAs('admin');
  // A technician of this test's own, as others read the demo technicians' rows as they are.
  const { name: APPLICATOR } = await make.user({ name: `Ceres Applicator ${make.tag()}` });
  // A number no other certification on this database has.
  const NUMBER = `C${String(Date.now()).slice(-7)}`;
  await page.goto(`/users?filter=${encodeURIComponent(APPLICATOR)}`);
  await page.getByRole('link', { name: `Edit ${APPLICATOR}` }).click();
  await page.getByRole('link', { name: 'Certifications' }).click();
  await expect(
    page.getByRole('heading', { name: `Certifications of ${APPLICATOR}`, level: 1 }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Add a certification' }).click();
  const row = page.getByRole('group', { name: /^Certification / }).last();
  await row.getByRole('combobox', { name: 'State' }).fill('New York');
  await page.getByRole('option', { name: 'NY · New York' }).click();
  const ny = page.getByRole('group', { name: 'Certification New York' });
  await ny.getByRole('textbox', { name: 'Certification number' }).fill(NUMBER);
  await ny.getByRole('textbox', { name: 'Category' }).fill('7A Structural');
  await page.getByRole('button', { name: 'Save certifications' }).click();
  // Without its expiry it is refused on the page.
  await expect(page.getByText('Enter the date the certification expires.')).toBeVisible();
  await page
    .getByRole('group', { name: 'Certification New York 7A Structural' })
    .getByLabel('Expires on')
    .fill(expires);
  await page.getByRole('button', { name: 'Save certifications' }).click();
  await expect(page.getByText('The certifications were saved.')).toBeVisible();

  await page.goto(`/users?filter=${encodeURIComponent(APPLICATOR)}`);
  await expect(page.getByRole('row').filter({ hasText: APPLICATOR })).toContainText(
    `Certification expires ${formatDay(expires)}`,
  );

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Expiring' })
    .click();
  await expect(page.getByRole('heading', { name: 'Expiring', level: 1 })).toBeVisible();
  const listed = page.getByRole('row').filter({ hasText: NUMBER });
  await expect(listed).toContainText(APPLICATOR);
  await expect(listed).toContainText(formatDay(expires));
  // The demo company's New York licence expires within the 60 days too.
  await expect(page.getByRole('row').filter({ hasText: 'The business' }).first()).toContainText('NY');

  const stored = await (await page.request.get('/api/expiring?days=60')).json();
  expect(stored.rows).toEqual(
    expect.arrayContaining([expect.objectContaining({ number: NUMBER, expires_on: expires })]),
  );
});
