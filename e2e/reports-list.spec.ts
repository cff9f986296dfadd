import { PAGE_SIZE, Role } from '../src/shared/constants';
import { expect, onTestClock, test } from './test';

/**
 * The reports list's links and bulk actions (issue 8), each test on finished reports of its own:
 * the download link pasted anywhere, a bulk delete undone, the delete link's question.
 */
test('the download link works pasted anywhere: any HTTP client, or a browser that logs in first', async ({
  page,
  browser,
  logInAs,
  make,
}) => {
  // Its own finished report, and its own person to log in with in a browser without a session.
  const finished = await make.finishedReport();
  const office = await make.user({ role: Role.Admin });
  await logInAs('admin', '/reports');
  await page.getByRole('textbox', { name: 'Job', exact: true }).fill(finished.job.name);
  const row = page
    .getByRole('row')
    .filter({ has: page.locator(`a[href="/reports/${finished.id}"]`) })
    .filter({ hasText: 'Finished' });
  const href = await row.getByRole('link', { name: 'Download' }).getAttribute('href');
  expect(href).toBe(`/reports/download/${finished.id}`);

  // An HTTP client with the session's cookie gets the PDF itself.
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['content-disposition']).toMatch(/^attachment; filename="report-\d+-/);
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // An unfinished report's link answers a page that says why: one just started.
  const { started: unfinished } = await make.startedReport();
  const refused = await page.goto(`/reports/download/${unfinished.id}`);
  expect(refused?.status()).toBe(409);
  await expect(
    page.getByRole('heading', { name: `Report ${unfinished.id} cannot be downloaded` }),
  ).toBeVisible();
  await expect(page.getByText('Only finished reports can be downloaded.')).toBeVisible();

  // A browser without a session (a link in an e-mail) logs in and the PDF is saved.
  const stranger = await onTestClock(await browser.newContext());
  const tab = await stranger.newPage();
  await tab.goto(href!);
  await expect(tab).toHaveURL(/\/login\?next=/);
  await tab.getByLabel('Email address').pressSequentially(office.email);
  await tab.getByLabel('Password', { exact: true }).pressSequentially(office.password);
  const saved = tab.waitForEvent('download');
  await tab.getByRole('button', { name: 'Log in' }).click();
  expect((await saved).suggestedFilename()).toMatch(/^report-\d+-.+\.pdf$/);
  await stranger.close();
});

test('an admin bulk-deletes two reports and brings them back with Undo', async ({ page, logInAs, make }) => {
  // A page and two more of its own on one job: the list filtered by the job shows only them, and
  // after the delete the page is full again with the next ones.
  test.setTimeout(120_000);
  const place = await make.job();
  for (let i = 0; i < PAGE_SIZE + 2; i++) await make.finishedReport({ job: place });
  await logInAs('admin', '/reports');
  await page.getByRole('textbox', { name: 'Job', exact: true }).fill(place.name);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(PAGE_SIZE + 1);
  // Each report's own link is unique; the job's name is on every row.
  const hrefs = [
    await rows.nth(1).getByRole('link').first().getAttribute('href'),
    await rows.nth(2).getByRole('link').first().getAttribute('href'),
  ];
  const report = (href: string | null) => page.locator(`table a[href="${href}"]`);
  await rows.nth(1).getByRole('checkbox').check();
  await rows.nth(2).getByRole('checkbox').check();
  await page.getByLabel('Bulk action').selectOption('delete');
  await page.getByRole('button', { name: 'Filter' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Delete the 2 selected reports?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('2 reports were deleted.')).toBeVisible();
  for (const href of hrefs) await expect(report(href)).toHaveCount(0);
  await expect(rows).toHaveCount(PAGE_SIZE + 1);

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('2 reports were restored.')).toBeVisible();
  for (const href of hrefs) await expect(report(href)).toHaveCount(1);
  // The server has them back, not only the list.
  for (const href of hrefs) expect((await page.request.get(`/api${href}`)).status()).toBe(200);
});

test('the delete link asks the spec’s question, and the list says "No reports" when nothing matches', async ({
  page,
  logInAs,
  make,
}) => {
  const { job } = await make.finishedReport();
  await logInAs('admin', '/reports');
  await page.getByRole('textbox', { name: 'Job', exact: true }).fill(job.name);
  const ours = page.getByRole('table').getByRole('row').nth(1);
  await expect(ours).toContainText(job.name);
  await ours.getByRole('link', { name: `Delete the report for ${job.name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure you want to delete this report?')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(ours).toContainText(job.name);

  await page.getByLabel('Report name or category').fill('zzz no such report');
  await expect(page.getByText('No reports')).toBeVisible();
  await expect(page.getByRole('navigation', { name: /^Pages/ })).toHaveCount(0);
});
