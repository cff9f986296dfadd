import { type APIRequestContext, type Page } from '@playwright/test';
import type { ReportDetail } from '../src/shared/schemas/reports';
import { photoPng } from '../src/server/reports/test-images';
import { drawSignature } from './helpers';
import type { Person } from './factories';
import { expect, test } from './test';

/**
 * Issue 11, items 3 and 4, on a phone: one report per job in progress ("Continue report"), and a
 * report filled without a connection loses nothing: kept on the phone, counted honestly in the
 * footer, still there after a reload, and sent when the connection returns.
 * The steps build on each other (one report), so they run in order.
 */
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const TEMPLATE = 'Commercial Pest Service Report';
let jobName = '';
/** The spec's own technician with one job: one report in progress per job, and the language is changed. */
let technician: Person;
let reportPath = '';

const reportId = () => Number(reportPath.split('/').pop());
const stored = async (request: APIRequestContext) => {
  const res = await request.get(`/api/reports/${reportId()}`);
  expect(res.status()).toBe(200);
  const report = (await res.json()) as ReportDetail;
  return new Map(report.tasks.flatMap((t) => t.fields.map((f) => [f.field_name, f.answer] as const)));
};
const footer = (page: Page) => page.getByLabel('Save and submit').getByRole('status');

test('My jobs shows cards with the address, and Continue report instead of a second start', async ({
  page,
  logInAs,
  make,
}) => {
  technician = await make.user();
  jobName = (await make.job({ assignees: [technician] })).name;
  await logInAs(technician, '/my/jobs');
  const start = page.getByRole('link', { name: `Start a report for ${jobName}`, exact: true });
  const card = page.getByRole('article', { name: jobName, exact: true });
  // The whole card, its address with it, fits the phone's width: nothing cut off at the right.
  const address = card.getByText(/\d/).last();
  await expect(address).toBeVisible();
  const box = (await card.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // In Arabic the page runs right to left, but an English address keeps its own order: the house
  // number stays in front ("22 Hospital Ave", not "Hospital Ave … 22").
  const addressText = (await address.textContent())!;
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arabicAddress = card.getByText(addressText, { exact: true });
  expect(await arabicAddress.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
  expect(await card.getByRole('heading').evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
  await page.getByRole('button', { name: 'اللغة' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  await start.click();
  await page.getByRole('radio', { name: new RegExp(TEMPLATE) }).click();
  await page.getByRole('button', { name: 'Start report' }).click();
  await expect(page).toHaveURL(/\/my\/reports\/\d+$/);
  reportPath = new URL(page.url()).pathname;

  // Back on My jobs the job offers to continue that report, not to start another.
  await page.goto('/my/jobs');
  await expect(page.getByRole('link', { name: `Continue the report for ${jobName}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `Start a report for ${jobName}` })).toHaveCount(0);
  await page.getByRole('link', { name: `Continue the report for ${jobName}` }).click();
  await expect(page).toHaveURL(new RegExp(`${reportPath}$`));

  // The server refuses a second start too, naming the open report.
  const job = (await (await page.request.get('/api/my/jobs')).json()) as { id: number; name: string }[];
  const jobId = job.find((j) => j.name === jobName)!.id;
  const templates = (await (await page.request.get('/api/reports/templates')).json()) as {
    id: number;
    name: string;
  }[];
  const again = await page.request.post('/api/reports', {
    data: { job_id: jobId, template_id: templates.find((t) => t.name === TEMPLATE)!.id },
    headers: { 'X-CSRF-Token': (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value },
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).openReportId).toBe(reportId());
});

test('answers, a chemical line, a photo and a signature made offline are kept and sent later', async ({
  page,
  context,
  logInAs,
}) => {
  // The unsent work makes the page ask before a reload; the test answers "leave".
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.accept();
  });
  await logInAs(technician);
  await expect(page).toHaveURL(/\/today$/);
  await page.goto(reportPath);
  await expect(page.getByRole('heading', { name: TEMPLATE })).toBeVisible();

  await context.setOffline(true);
  const contact = page.getByLabel('Customer contact on site');
  await contact.pressSequentially('Dana on the dock');
  await page.getByLabel('Service type').selectOption('Follow-up');
  const product = page.getByRole('group', { name: /^Product applied/ });
  await product.getByRole('button', { name: 'Add an application' }).click();
  await product.getByRole('combobox', { name: 'Product' }).click();
  const option = page.getByRole('listbox').getByRole('option').first();
  const chemical = ((await option.textContent()) ?? '').replace(/\s*\(.*\)$/, '');
  await option.click();
  await product.getByLabel('Amount (undiluted)').pressSequentially('2.5');

  await page
    .locator('input[type=file][multiple]')
    .setInputFiles([{ name: 'dock.png', mimeType: 'image/png', buffer: photoPng(800, 600) }]);
  await expect(page.getByRole('img', { name: /^Photos, photo 1/ })).toBeVisible();

  await drawSignature(page, 10, 25);
  await page.getByRole('button', { name: 'Save signature' }).click();
  await expect(page.getByRole('img', { name: 'Signature: Customer signature' })).toBeVisible();

  // Five answers wait (contact, service type, application record, photo, signature).
  await expect(footer(page)).toContainText('5 changes waiting to be sent');
  await expect(footer(page)).toContainText('No connection');
  await expect(footer(page)).not.toContainText('All changes saved');

  // Submitting now: what the device can check it checks with no connection (the required answers
  // not given yet), so nothing is queued that the server would refuse (issue 32).
  await page.getByRole('button', { name: 'Submit' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Answer the required fields first' });
  await expect(refusal).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Submit waiting for the connection' })).toHaveCount(
    0,
  );

  // Nothing reached the server.
  let server = await stored(page.request);
  expect(server.get('Customer contact on site')).toBeNull();
  expect(server.get('Customer signature')).toBeNull();

  // A reload while the server still cannot be reached (the page itself needs the network to load:
  // there is no service worker, so the answers' writes are what is cut off here).
  await page.route('**/api/reports/*/answers', (route) => route.abort('internetdisconnected'));
  await page.route('**/api/reports/*/files?*', (route) => route.abort('internetdisconnected'));
  await context.setOffline(false);
  await page.reload();
  expect(dialogs).toEqual(['beforeunload']);
  await expect(page.getByLabel('Customer contact on site')).toHaveValue('Dana on the dock');
  await expect(page.getByLabel('Service type')).toHaveValue('Follow-up');
  await expect(product.getByRole('combobox', { name: 'Product' })).toHaveValue(new RegExp(chemical));
  await expect(product.getByLabel('Amount (undiluted)')).toHaveValue('2.5');
  await expect(page.getByRole('img', { name: /^Photos, photo 1/ })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Signature: Customer signature' })).toBeVisible();
  await expect(footer(page)).toContainText('5 changes waiting to be sent');
  await expect(footer(page)).not.toContainText('All changes saved');
  server = await stored(page.request);
  expect(server.get('Customer contact on site')).toBeNull();

  // The connection returns: everything is sent.
  await page.unrouteAll();
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(footer(page)).toContainText('All changes saved', { timeout: 20_000 });

  server = await stored(page.request);
  expect(server.get('Customer contact on site')).toBe('Dana on the dock');
  expect(server.get('Service type')).toBe('Follow-up');
  expect(server.get('Product applied')).toMatchObject([{ amount: 2.5, unit: 'fl oz' }]);
  const signature = server.get('Customer signature') as { file_id: number };
  const photos = server.get('Photos') as { file_id: number }[];
  expect(photos).toHaveLength(1);
  const signatureImage = await page.request.get(`/api/reports/${reportId()}/files/${signature.file_id}`);
  expect(signatureImage.headers()['content-type']).toBe('image/png');
  const photoImage = await page.request.get(`/api/reports/${reportId()}/files/${photos[0]!.file_id}`);
  expect(photoImage.headers()['content-type']).toBe('image/jpeg');
  expect((await photoImage.body()).length).toBeGreaterThan(1000);
});

test('a reload within the pause in typing keeps the last keystrokes', async ({ page, logInAs }) => {
  page.on('dialog', (dialog) => void dialog.accept());
  await logInAs(technician);
  await expect(page).toHaveURL(/\/today$/);
  await page.goto(reportPath);
  const notes = page.getByLabel('Conducive conditions');
  await notes.pressSequentially('Gap under the rear door');
  // At once: well within the pause after which the text is sent.
  await page.reload();
  await expect(page.getByLabel('Conducive conditions')).toHaveValue('Gap under the rear door');
  await expect(footer(page)).toContainText('All changes saved');
  expect((await stored(page.request)).get('Conducive conditions')).toBe('Gap under the rear door');
});
