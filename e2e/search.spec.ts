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
  await input.pressSequentially('saw mill river', { delay: 30 });

  const locations = page.getByRole('group', { name: 'Locations' });
  const site = locations.getByRole('option', { name: /Hudson Valley Cold Storage/ });
  await expect(site).toContainText('700 Saw Mill River Rd, Yonkers, NY 10710');
  // Typing is asked about once it pauses, not letter by letter. A part typed before a pause may
  // already show the site: the whole text's call is waited for before counting.
  await expect.poll(() => searches.at(-1)).toBe('saw mill river');
  expect(searches.length).toBeLessThanOrEqual(2);

  // The first result is chosen; Enter opens it.
  await expect(site).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/locations\/\d+\/edit$/);
  // The location's own name comes first; its contacts' names follow.
  await expect(page.getByRole('textbox', { name: 'Name', exact: true }).first()).toHaveValue(
    'Hudson Valley Cold Storage',
  );
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
