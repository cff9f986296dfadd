import { expect, test } from './test';

/** Find anything (issue 18): the palette opened by Ctrl+K, its results, a result opened. */

test('an Admin presses Ctrl+K, types part of a customer’s address and opens the location', async ({
  page,
  logInAs,
}) => {
  await logInAs('admin');
  await expect(page.getByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible();
  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/search') searches.push(url.searchParams.get('q') ?? '');
  });

  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Search everything' });
  await expect(input).toBeFocused();
  // The page's timers stand still while the text is typed: nothing is asked until the typing has
  // paused, however long the machine takes between two keys.
  await page.clock.install();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await input.pressSequentially('saw mill river', { delay: 30 });
  expect(searches).toEqual([]);
  await page.clock.runFor(1000);
  await page.clock.resume();
  await expect.poll(() => searches).toEqual(['saw mill river']);

  const locations = page.getByRole('group', { name: 'Locations' });
  const site = locations.getByRole('option', { name: /Hudson Valley Cold Storage/ });
  await expect(site).toContainText('700 Saw Mill River Rd, Yonkers, NY 10710');

  // The first result is chosen; Enter opens it.
  await expect(site).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  // The location's page (issue 33).
  await expect(page).toHaveURL(/\/locations\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hudson Valley Cold Storage' })).toBeVisible();
  await expect(input).toHaveCount(0);
});

test('on a phone the header’s search icon opens the palette; Escape closes it', async ({ page, logInAs }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAs('admin');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const input = page.getByRole('combobox', { name: 'Search everything' });
  await expect(input).toBeFocused();
  await input.pressSequentially('LLC', { delay: 30 });
  await expect(page.getByRole('group', { name: 'Customers' }).getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(input).toHaveCount(0);
});

test('at 1440 × 900 a typo still finds the place: "Bela Napoli" opens Bella Napoli', async ({
  page,
  make,
  logInAs,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const tag = make.tag();
  const site = await make.location({ name: `Bella Napoli ${tag}` });
  await logInAs('admin');
  await expect(page.getByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible();
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Search everything' });
  await expect(input).toBeFocused();
  // One l missing, typed key by key.
  await input.pressSequentially(`Bela Napoli ${tag}`, { delay: 20 });
  const found = page
    .getByRole('group', { name: 'Locations' })
    .getByRole('option', { name: new RegExp(site.name) });
  await expect(found).toBeVisible();
  await found.click();
  await expect(page).toHaveURL(new RegExp(`/locations/${site.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: site.name })).toBeVisible();
});
