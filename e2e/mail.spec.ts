import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, logIn, logInAsAdmin, SUPERVISOR } from './helpers';

// The e2e server runs without SMTP_URL, as a newcomer's first start does: mail waits in the outbox.
test('an Admin finds the mail log in the navigation, and it says mail is kept in the outbox', async ({
  page,
}) => {
  await logInAsAdmin(page);
  await page.getByRole('link', { name: 'Mail' }).click();
  await expect(page).toHaveURL(/\/mail$/);
  await expect(page.getByRole('heading', { name: 'Mail' })).toBeVisible();
  await expect(
    page.getByText(/No outgoing mail server is set \(SMTP_URL\), so mail is not sent/),
  ).toBeVisible();
  await expect(
    page.getByText(
      'No mail yet. Without an outgoing mail server (SMTP_URL) Fieldbook does not send mail: it keeps it here, in the outbox.',
    ),
  ).toBeVisible();

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Failed' }).click();
  await expect(page).toHaveURL(/status=failed/);
  await expect(page.getByText('No mail matches these filters.')).toBeVisible();
});

test('a Supervisor has no Mail in the navigation, and the server refuses the mail log', async ({ page }) => {
  await logIn(page, SUPERVISOR.email, DEMO_PASSWORD);
  await expect(page.getByRole('link', { name: 'Jobs' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mail', exact: true })).toHaveCount(0);
  const res = await page.request.get('/api/mail');
  expect(res.status()).toBe(403);
});
