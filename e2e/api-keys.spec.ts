import { expect, test } from './test';

test('an Admin creates an API key, a script reads a list with it, and once revoked it is refused', async ({
  page,
  logInAs,
  request,
}, testInfo) => {
  const name = `Nightly sync ${testInfo.workerIndex}-${Date.now()}`;
  await logInAs('admin', '/keys');
  await expect(page.getByRole('heading', { name: 'API keys' })).toBeVisible();
  await page.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByLabel('Jobs: Read', { exact: true }).check();
  await dialog.getByRole('button', { name: 'Create key' }).click();

  const secretBox = dialog.getByLabel('Your new API key');
  await expect(secretBox).toHaveValue(/^fbk_[\w-]{43}$/);
  await expect(dialog.getByText('You will not see this key again')).toBeVisible();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  // What the script is given is what the Copy button put on the clipboard.
  const secret = await page.evaluate(() => navigator.clipboard.readText());
  expect(secret).toBe(await secretBox.inputValue());
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Active')).toBeVisible();
  await expect(row.getByText(secret.slice(0, 12) + '…')).toBeVisible();
  // Shown once: the page holds the prefix only.
  await expect(page.locator('body')).not.toContainText(secret);

  // A script: no cookies, only the key.
  const headers = { Authorization: `Bearer ${secret}` };
  const jobs = await request.get('/api/get-jobs-filtered?page=1', { headers });
  expect(jobs.status(), await jobs.text()).toBe(200);
  expect(((await jobs.json()) as { total: number }).total).toBeGreaterThan(0);
  const outside = await request.get('/api/get-users-filtered?page=1', { headers });
  expect(outside.status()).toBe(403);

  await page.reload();
  await expect(row.getByText('Never')).toBeHidden();
  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText(/refused from now on/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(row.getByText('Revoked')).toBeVisible();

  const refused = await request.get('/api/get-jobs-filtered?page=1', { headers });
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { code: string }).code).toBe('apiKey.revoked');
});
