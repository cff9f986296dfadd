import { readFile } from 'node:fs/promises';
import type { Maker } from './factories';
import { expect, onTestClock, test } from './test';

const SDS = await readFile(new URL('./fixtures/safety-data-sheet.pdf', import.meta.url));

/**
 * A finished report of the test's own with a product applied, and a text answer to look for. The
 * Admin gives the product a safety document (a PDF) for the customer to download.
 */
async function finishedReportWithSheet(make: Maker) {
  const { report, answer } = await make.appliedReport();
  const chemical = report.chemicals[0]!;
  const upload = await make.api.request.put(`/api/chems/${chemical.id}/file`, {
    headers: { 'x-csrf-token': make.api.csrf },
    multipart: { file: { name: 'label-sds.pdf', mimeType: 'application/pdf', buffer: SDS } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  return { id: report.id, template: report.template.name, answer, chemical: chemical.name };
}

test('a supervisor shares a finished report; the customer reads it on a phone without a login; revoked, it is gone', async ({
  page,
  browser,
  logInAs,
  make,
}) => {
  const report = await finishedReportWithSheet(make);
  await logInAs('supervisor', `/reports/${report.id}`);
  const section = page.getByRole('region', { name: 'Share links' });
  await expect(section).toBeVisible();
  // The sections above load on their own, and one that changes height moves the button: in CI
  // s43b "Sent by e-mail"'s spinner gave way to one line (40 px less) as the click went, which
  // landed beside the button, 39 px below it, and opened nothing. Click once they are in.
  const main = page.getByRole('main');
  await expect(main.getByRole('progressbar')).toHaveCount(0);
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
  await section.getByRole('button', { name: 'Create link' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Label').fill('customer@example.com');
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const urlBox = dialog.getByLabel('Link');
  await expect(urlBox).toHaveValue(/\/s\/[\w-]{43}$/);
  const url = await urlBox.inputValue();
  await expect(dialog.getByText(/shown only now/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  const mine = section.getByRole('row').filter({ hasText: 'customer@example.com' });
  await expect(mine.getByText('Active')).toBeVisible();

  // A stranger's phone: a new browser context, no cookies.
  const phone = await onTestClock(
    await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'en-US',
    }),
  );
  const customer = await phone.newPage();
  const asked: string[] = [];
  customer.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await customer.goto(new URL(url).pathname);
  await expect(customer.getByRole('heading', { name: report.template })).toBeVisible();
  await expect(customer.getByText(report.answer).first()).toBeVisible();
  await expect(customer.getByRole('heading', { name: 'Safety data sheets' })).toBeVisible();
  const [download] = await Promise.all([
    customer.waitForEvent('download'),
    customer.getByRole('link', { name: report.chemical }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('label-sds.pdf');
  expect(await readFile(await download.path())).toEqual(SDS);
  expect(
    asked.filter((p) => p.startsWith('/api/') && !p.startsWith('/api/shared/') && p !== '/api/app-config'),
  ).toEqual([]);

  // The supervisor sees the openings and revokes the link.
  await page.reload();
  await expect(mine.getByRole('button', { name: 'Opened: 2' })).toBeVisible();
  await mine.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(mine.getByText('Revoked')).toBeVisible();

  await customer.reload();
  await expect(customer.getByRole('heading', { name: 'This link is no longer available' })).toBeVisible();
  await expect(customer.getByText(/has withdrawn the link.*Ask the person who sent it to you/)).toBeVisible();
  await phone.close();
});
