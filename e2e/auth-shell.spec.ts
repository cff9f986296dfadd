import { Role } from '../src/shared/constants';
import { ADMIN_EMAIL, ADMIN_PASSWORD, logIn, logOut, TECHNICIAN } from './helpers';
import { expect, test } from './test';

test('the login page asks for an email address with an envelope icon', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  const login = page.getByLabel('Email address');
  await expect(login).toHaveAttribute('type', 'email');
  await expect(login).toHaveAttribute('placeholder', 'Email address');
  await expect(page.locator('[data-icon="envelope"]')).toBeVisible();
});

test("the login form's check comes with the first submit; without it the page says the server cannot be reached", async ({
  page,
}) => {
  // Decision 0028: the login schema (and zod) is fetched on submit, not with the page.
  const schemaChunk = /\/assets\/auth-[\w-]+\.js$/;
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (schemaChunk.test(request.url())) fetched.push(request.url());
  });
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);
  await page.route(schemaChunk, (route) => route.abort());
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The server cannot be reached. Check your connection and try again.',
  );
  await page.unroute(schemaChunk);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Enter your email or username.')).toBeVisible();
  await expect(page.getByText('Enter your password.')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a wrong password shows one clear message and keeps the user on the login page', async ({ page }) => {
  await logIn(page, 'admin@example.com', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('The login or password is not correct.');
  await expect(page).toHaveURL(/\/login$/);
});

test('an admin logs in on the jobs list, sees the shell and the users list, and logs out', async ({
  page,
}) => {
  await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(page.getByTestId('current-user-name')).toHaveText('Administrator');
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByRole('heading', { name: 'Jobs', exact: true })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const item of ['Jobs', 'Locations', 'Reports', 'Templates', 'Chemicals', 'Users', 'Groups', 'Trash']) {
    await expect(nav.getByRole('link', { name: item, exact: true })).toBeVisible();
  }
  await nav.getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  const table = page.getByRole('table');
  for (const column of ['Name', 'Email', 'Role', 'Status', 'Job Count', 'Created', 'Actions']) {
    await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
  }
  await expect(table.getByRole('cell', { name: TECHNICIAN.name, exact: true })).toBeVisible();
  // Dates read as MM/DD/YYYY h:mm AM|PM.
  await expect(table.locator('time').first()).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} (AM|PM)$/);

  await logOut(page);
  await page.goto('/users');
  await expect(page).toHaveURL(/\/login$/);
});

test('a technician lands on Today and cannot open the users list', async ({ page, logInAs }) => {
  await logInAs('technician');
  // Issue 32: Today, as the README says, not My jobs.
  await expect(page).toHaveURL(/\/today$/);
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Today' })).toBeVisible();
  await nav.getByRole('link', { name: 'My jobs' }).click();
  await expect(page.getByRole('heading', { name: 'My jobs' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await expect(page.getByRole('table').getByRole('row')).not.toHaveCount(1);

  await page.goto('/users');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('Arabic and Persian lay the page out right to left', async ({ page, logInAs, make }) => {
  // The choice is stored on the account: an Admin of the test's own makes it.
  await logInAs(await make.user({ role: Role.Admin }));
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'الأعمال', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'اللغة' }).click();
  await page.getByRole('menuitem', { name: 'فارسی' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
  await expect(page.getByRole('heading', { name: 'کارها', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'زبان' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('the light/dark switch changes the color scheme and remembers it', async ({ page, logInAs }) => {
  await logInAs('admin');
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.getByRole('button', { name: 'Switch to light mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
});

test('an unknown page shows "Page not found"', async ({ page, logInAs }) => {
  await logInAs('admin', '/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test.describe('on a phone', () => {
  const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
  test.use(PHONE);

  test('Spanish, the language docs/translations.md added, is chosen from the menu and kept on the account', async ({
    page,
    logInAs,
    make,
    browser,
    baseURL,
  }) => {
    // The choice is stored on the account: a technician of the test's own makes it.
    const technician = await make.user({ role: Role.Technician });
    await logInAs(technician);
    await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Language' }).tap();
    await page.getByRole('menuitem', { name: 'Español' }).tap();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { name: 'Hoy', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Idioma' })).toBeVisible();

    // Read back from the server; a login on another phone, English until then, speaks it.
    const stored = async () =>
      ((await (await page.request.get('/api/get-auth-user')).json()) as { language: string | null }).language;
    await expect.poll(stored).toBe('es');
    const otherPhone = await browser.newContext({ ...PHONE, baseURL, locale: 'en-US' });
    try {
      const other = await otherPhone.newPage();
      await other.goto('/login');
      await other.getByLabel('Email address').fill(technician.login);
      await other.getByLabel('Password', { exact: true }).fill(technician.password);
      await other.getByRole('button', { name: 'Log in' }).tap();
      await expect(other.locator('html')).toHaveAttribute('lang', 'es');
      await expect(other.getByRole('heading', { name: 'Hoy', level: 1 })).toBeVisible();
    } finally {
      await otherPhone.close();
    }
  });
});
