import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { startOwnAppServer } from './app-server';
import { logIn } from './helpers';
import { apiSession, expect, onTestClock, ROLES, test } from './test';

/**
 * Issue 36, part 5 (decision 0046): an authenticator app enrolled in the browser, a login with its
 * code, a recovery code that works once, and "Sign out everywhere". The limits, the ticket's expiry,
 * the company's rule and passkeys are src/server/auth/two-factor*.api.test.ts's.
 */

/**
 * A code of the next time step: the one enrolment took is spent (a code works once), and the
 * server takes one step either side, so the test need not wait for the clock to move on.
 */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

async function passwordStep(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('enrols an authenticator app, logs in with its code, and a recovery code works once', async ({
    page,
    make,
  }) => {
    const person = await make.user();
    await logIn(page, person.email, person.password);
    await page.goto('/account');
    await page.getByRole('button', { name: 'Set up an authenticator app' }).tap();
    await expect(
      page.getByRole('img', { name: 'QR code for your authenticator app' }).locator('svg'),
    ).toBeVisible();
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await page.getByLabel('Code', { exact: true }).fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Turn on' }).tap();

    const codes = page.locator('[data-recovery-code]');
    await expect(codes).toHaveCount(10);
    const recovery = (await codes.allTextContents()).map((c) => c.trim());
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'I have saved them' }).tap();
    await expect(codes).toHaveCount(0);
    await expect(page.getByText('10 recovery codes left.')).toBeVisible();

    // Logged out, the password alone is no longer enough.
    await page.context().clearCookies();
    await passwordStep(page, person.email, person.password);
    await expect(page.getByText('Enter the six-digit code from your authenticator app.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Code', { exact: true }).fill(await nextCode(secret));
    await page.getByRole('button', { name: 'Verify' }).tap();
    await expect(page).toHaveURL(/\/today$/);

    // A recovery code, once.
    for (const attempt of ['first', 'second']) {
      await page.context().clearCookies();
      await passwordStep(page, person.email, person.password);
      await page.getByRole('button', { name: 'Use a recovery code' }).tap();
      await page.getByLabel('Recovery code').fill(recovery[0]!);
      await page.getByRole('button', { name: 'Verify' }).tap();
      if (attempt === 'first') {
        await expect(page).toHaveURL(/\/today$/);
      } else {
        await expect(page.getByRole('alert')).toHaveText('The code is not correct.');
        await expect(page).toHaveURL(/\/login$/);
      }
    }
  });
});

test('in Arabic, the second step reads right to left and refuses a wrong code in Arabic', async ({
  page,
  make,
  baseURL,
}) => {
  const person = await make.user();
  const own = await apiSession(baseURL!, person.email, person.password);
  const { secret } = await own.api.post<{ secret: string }>('/api/account/two-factor/totp');
  await own.api.post('/api/account/two-factor/totp/confirm', { code: await generate({ secret }) });
  await own.dispose();

  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('fieldbook.language', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.locator('input[type=email]').fill(person.email);
  await page.locator('input[type=password]').fill(person.password);
  await page.locator('button[type=submit]').click();
  await expect(page.getByText('أدخل الرمز المكوّن من ستة أرقام من تطبيق المصادقة.')).toBeVisible();
  const code = page.getByLabel('الرمز', { exact: true });
  const right = await nextCode(secret);
  await code.fill(right === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'تحقّق' }).click();
  await expect(page.getByRole('alert')).toHaveText('الرمز غير صحيح.');
  // The code reads left to right inside the right-to-left page.
  expect(await code.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
  await code.fill(right);
  await page.getByRole('button', { name: 'تحقّق' }).click();
  await expect(page).toHaveURL(/\/today$/);
});

test('"Sign out everywhere" ends the session open in another browser', async ({ page, browser, make }) => {
  const person = await make.user();
  const other = await onTestClock(await browser.newContext());
  const otherPage = await other.newPage();
  await logIn(otherPage, person.email, person.password);
  expect((await otherPage.request.get('/api/get-auth-user')).status()).toBe(200);

  await logIn(page, person.email, person.password);
  await page.goto('/account');
  const sessions = page.getByRole('table', { name: 'Where you are signed in' });
  await expect(sessions.getByRole('row')).toHaveCount(3);
  await expect(sessions.getByText('This device')).toHaveCount(1);
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out everywhere else?' });
  await expect(dialog).toContainText('1 other session will end.');
  await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page.getByText('1 session was signed out.')).toBeVisible();
  await expect(sessions.getByRole('row')).toHaveCount(2);

  expect((await otherPage.request.get('/api/get-auth-user')).status()).toBe(401);
  expect((await page.request.get('/api/get-auth-user')).status()).toBe(200);
  await other.close();
});

test("a passkey made by Chromium's virtual authenticator signs in as the second step", async ({
  browser,
}, testInfo) => {
  // An app of its own to start and stop (the copy of the demo, the server's graceful shutdown).
  test.setTimeout(180_000);
  // Passkeys take a host name, never an IP address: an app of the test's own at localhost.
  const own = await startOwnAppServer(`passkey-${testInfo.parallelIndex}`, 0, { host: 'localhost' });
  try {
    const context = await onTestClock(await browser.newContext({ baseURL: own.url }));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });
    // The demo technician of this app's own copy of the demo.
    const { login, password } = ROLES.technician;
    await logIn(page, login, password);
    await page.goto('/account');
    await page.getByLabel('Name of the new passkey').fill('Virtual key');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(page.getByRole('cell', { name: 'Virtual key' })).toBeVisible();

    await context.clearCookies();
    await passwordStep(page, login, password);
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await expect(page).toHaveURL(/\/today$/);
    await context.close();
  } finally {
    await own.stop();
  }
});
