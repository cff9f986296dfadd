import { expect, test } from './test';

// The e2e server sends through the run's own mail server (playwright.config.ts); the outbox's
// texts, for a start without SMTP_URL, are the mail list's component test's.
test('an Admin finds the mail log in the navigation, and filters it by status', async ({ page, logInAs }) => {
  await logInAs('admin');
  await page.getByRole('link', { name: 'Mail' }).click();
  await expect(page).toHaveURL(/\/mail$/);
  await expect(page.getByRole('heading', { name: 'Mail' })).toBeVisible();
  await expect(page.getByText(/^Every mail Fieldbook sends, with each try/)).toBeVisible();

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Failed' }).click();
  await expect(page).toHaveURL(/status=failed/);
  await expect(page.getByText('No mail matches these filters.')).toBeVisible();
});

test('a Supervisor has no Mail in the navigation, and the server refuses the mail log', async ({
  page,
  logInAs,
}) => {
  await logInAs('supervisor');
  await expect(page.getByRole('link', { name: 'Jobs' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mail', exact: true })).toHaveCount(0);
  const res = await page.request.get('/api/mail');
  expect(res.status()).toBe(403);
});
