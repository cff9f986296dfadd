import { filterList, logIn, TECHNICIAN } from './helpers';
import { expect, mailsTo, onTestClock, test } from './test';

/**
 * Issue 19, item 5: password resets in the browser, with the mail read from the run's own mail
 * server (the worker's own, e2e/test.ts). Expiry and the limits are src/server/password-reset/password-reset*.api.test.ts's.
 */

const NEW_PASSWORD = 'Fresh-start-2026!';

const SENT =
  'If an account exists for that address, we sent a link to reset its password. It works for one hour.';
const INVALID = 'This reset link has expired or was already used. Ask for a new one.';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('"Forgot password?" answers the same for a real and an unknown address', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).tap();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page).toHaveTitle('Forgot password · Fieldbook');
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();

    await page.getByLabel('Email address').fill(TECHNICIAN.email);
    await page.getByRole('button', { name: 'Send the link' }).tap();
    await expect(page.getByRole('status').filter({ hasText: SENT })).toBeVisible();

    await page.getByLabel('Email address').fill('nobody-at-all@greenleaf.example');
    await page.getByRole('button', { name: 'Send the link' }).tap();
    await expect(page.getByRole('status').filter({ hasText: SENT })).toBeVisible();
    // Nothing on the page is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole('link', { name: 'Back to log in' }).tap();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a link that is not valid says so, and leads to asking for a new one', async ({ page }) => {
    await page.goto('/reset-password?token=not-a-real-token-0123456789');
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await page.getByLabel(/^New password/).fill('Brand-new-pass-1');
    await page.getByLabel('Repeat the new password').fill('Brand-new-pass-1');
    await page.getByRole('button', { name: 'Set the new password' }).tap();
    await expect(page.getByRole('alert').filter({ hasText: INVALID })).toBeVisible();

    await page.getByRole('link', { name: 'Ask for a new link' }).tap();
    await expect(page).toHaveURL(/\/forgot-password$/);

    await page.goto('/reset-password');
    await expect(page.getByRole('alert').filter({ hasText: INVALID })).toBeVisible();
  });
});

test("the reset mail's link sets a new password once, and ends the sessions open elsewhere", async ({
  page,
  browser,
  make,
  mailbox,
}) => {
  // A technician of the test's own: the test changes their password.
  const resetter = await make.user();
  // A session on another device, open before the reset.
  const other = await onTestClock(await browser.newContext());
  const otherPage = await other.newPage();
  await logIn(otherPage, resetter.email, resetter.password);
  expect((await otherPage.request.get('/api/get-auth-user')).status()).toBe(200);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/forgot-password');
  await page.getByLabel('Email address').fill(resetter.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status').filter({ hasText: SENT })).toBeVisible();

  // The worker's own mail server; the address is this test's alone.
  await expect.poll(() => mailsTo(mailbox, resetter.email).length, { timeout: 30_000 }).toBe(1);
  const [mail] = mailsTo(mailbox, resetter.email);
  const link = /(http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[\w-]+)/.exec(mail!.parsed.text ?? '')?.[1];
  expect(link).toBeDefined();

  await page.goto(link!);
  await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await page.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByRole('link', { name: /log in/i }).first()).toBeVisible();
  expect((await otherPage.request.get('/api/get-auth-user')).status()).toBe(401);
  await other.close();

  await logIn(page, resetter.email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/today$/);

  // The link worked once.
  await page.context().clearCookies();
  await page.goto(link!);
  await page.getByLabel(/^New password/).fill('Another-one-2026!');
  await page.getByLabel('Repeat the new password').fill('Another-one-2026!');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: INVALID })).toBeVisible();
});

test('an Admin sends a user a password reset from the users list', async ({ page, logInAs }) => {
  await logInAs('admin', '/users');
  await filterList(page, 'marcus');
  await page.getByRole('button', { name: `Send a password reset to ${TECHNICIAN.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Send a password reset?' });
  await expect(dialog).toContainText(`${TECHNICIAN.name} gets an email at ${TECHNICIAN.email}`);
  await dialog.getByRole('button', { name: 'Send password reset' }).click();
  await expect(page.getByText(`A password reset link is on its way to ${TECHNICIAN.email}.`)).toBeVisible();
});
