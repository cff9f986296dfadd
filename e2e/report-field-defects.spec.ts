import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { ReportDetail } from '../src/shared/schemas/reports';
import { photoPng } from '../src/server/reports/test-images';
import type { Maker } from './factories';
import { expect, test } from './test';

/**
 * Issue 32, item 5: the report form's defects found on a 390 px phone, typed key by key, each
 * checked against what the server stored.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const footer = (page: Page) => page.getByLabel('Save and submit').getByRole('status');
const csrf = async (page: Page) =>
  decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value);

/** A technician's report of one field, started as they would, and opened on the phone. */
async function openReport(
  page: Page,
  make: Maker,
  logInAs: (who: { login: string; password: string }, path?: string) => Promise<void>,
  field: { name: string; type: number },
) {
  const technician = await make.user();
  const template = await make.template({ tasks: [{ name: 'Visit', fields: [field] }] });
  const job = await make.job({ assignees: [technician] });
  await logInAs(technician, '/today');
  const res = await page.request.post('/api/reports', {
    data: { job_id: job.id, template_id: template.id },
    headers: { 'x-csrf-token': await csrf(page) },
  });
  expect(res.status(), await res.text()).toBe(200);
  const report = (await res.json()) as ReportDetail;
  await page.goto(`/my/reports/${report.id}`);
  await expect(page.getByRole('heading', { name: template.name })).toBeVisible();
  /** The answer the server holds now. */
  const stored = async () => {
    const now = (await (await page.request.get(`/api/reports/${report.id}`)).json()) as ReportDetail;
    return now.tasks[0]!.fields[0]!.answer;
  };
  return { id: report.id, stored };
}

/** Every answer value the page sends, in order. */
function sentAnswers(page: Page) {
  const sent: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'PUT' || !/\/api\/reports\/\d+\/answers$/.test(request.url())) return;
    const body = request.postDataJSON() as { answers: { value: unknown }[] };
    sent.push(...body.answers.map((a) => a.value));
  });
  return sent;
}

test('a date typed key by key sends only the whole date, never the half-typed years', async ({
  page,
  make,
  logInAs,
}) => {
  const report = await openReport(page, make, logInAs, { name: 'Next visit', type: 4 });
  const sent = sentAnswers(page);
  const box = page.getByLabel('Next visit');
  // The first part of the box (the month in English), then month, day, then the year digit by digit: the box reads 0002, 0020, 0202 on the way.
  await box.pressSequentially('05122026');
  await expect(box).toHaveValue('2026-05-12');
  await expect(footer(page)).toContainText('All changes saved');
  expect(await report.stored()).toBe('2026-05-12');
  expect(sent).toEqual(['2026-05-12']);

  // Typed over: the refused half-typed years (0002, 0020) must not leave the whole date behind.
  await box.blur();
  await box.focus();
  await box.pressSequentially('06152027');
  await expect(box).toHaveValue('2027-06-15');
  await expect(footer(page)).toContainText('All changes saved');
  expect(await report.stored()).toBe('2027-06-15');
  expect(sent.every((v) => typeof v === 'string' && /^(2026|2027)-/.test(v))).toBe(true);
  await expect(box).not.toHaveAttribute('aria-invalid', 'true');
});

test('"1,250" is never stored as 1.25: held, counted unfinished, until the question is answered', async ({
  page,
  make,
  logInAs,
}) => {
  const report = await openReport(page, make, logInAs, { name: 'Bait weight', type: 3 });
  const sent = sentAnswers(page);
  const box = page.getByLabel('Bait weight');
  await box.pressSequentially('1,250');
  await expect(page.getByText('Is the comma a thousands separator?')).toBeVisible();
  // The footer says the answer waits for the technician, never that all is saved.
  await expect(footer(page)).toContainText('1 incomplete answer kept on this device');
  await expect(footer(page)).not.toContainText('All changes saved');

  // Answered: the number meant is the one stored, and nothing before it went.
  await box.fill('');
  await box.pressSequentially('1250');
  await expect(footer(page)).toContainText('All changes saved');
  expect(await report.stored()).toBe(1250);
  expect(sent).not.toContain(1.25);
  expect(sent.at(-1)).toBe(1250);
});

test('a photo picked offline is stored once, even when the connection drops during its upload', async ({
  page,
  context,
  make,
  logInAs,
  app,
}) => {
  const report = await openReport(page, make, logInAs, { name: 'Dock photos', type: 9 });
  const folder = path.resolve(app.dataDir, 'files', 'reports');
  const files = async () => (await readdir(folder).catch(() => [])).length;
  const before = await files();

  await context.setOffline(true);
  await page
    .locator('input[type=file][multiple]')
    .setInputFiles([{ name: 'dock.png', mimeType: 'image/png', buffer: photoPng(800, 600) }]);
  await expect(page.getByRole('img', { name: /^Dock photos, photo 1/ })).toBeVisible();
  await expect(footer(page)).toContainText('1 change waiting to be sent');

  // The first upload reaches the server, but its answer is lost with the connection.
  let uploads = 0;
  await page.route('**/api/reports/*/files?*', async (route) => {
    uploads += 1;
    if (uploads > 1) return route.continue();
    await route.fetch();
    await route.abort('connectionreset');
  });
  await context.setOffline(false);
  await expect(footer(page)).toContainText('All changes saved', { timeout: 20_000 });
  expect(uploads).toBeGreaterThan(1);

  const answer = (await report.stored()) as { file_id: number }[];
  expect(answer).toHaveLength(1);
  expect(await files()).toBe(before + 1);
  const image = await page.request.get(`/api/reports/${report.id}/files/${answer[0]!.file_id}`);
  expect(image.status()).toBe(200);
});
