import type { BrowserContext, Page } from '@playwright/test';
import type { ReportsResponse } from '../src/shared/schemas/report-list';
import type { ReportDetail } from '../src/shared/schemas/reports';
import { photoPng } from '../src/server/reports/test-images';
import type { Maker } from './factories';
import {
  drawSignature,
  keptKeys,
  logIn,
  offlineNewTab,
  phoneWithProfile,
  serviceWorkerInControl,
} from './helpers';
import { expect, test } from './test';

/**
 * Issue 32 item 3 on a 390 px phone: a report started with no connection, from a cold start of
 * the installed app (every tab closed), is filled, photographed, signed and submitted there, and
 * when the connection returns the server has it once: one report for the job, those answers,
 * submitted, one photo, however the upload was cut off on the way. The browser is a persistent
 * profile with the service worker allowed, as installable-offline.spec.ts.
 */
const footer = (page: Page) => page.getByLabel('Save and submit').getByRole('status');

let phone: Awaited<ReturnType<typeof phoneWithProfile>> | undefined;
let context: BrowserContext;
test.afterEach(async () => {
  await phone?.close();
  phone = undefined;
});

/** A technician with a visit today on a job of their own, and a form with a note, a photo and a signature. */
async function dayWithAVisit(make: Maker) {
  const technician = await make.user();
  const template = await make.template({
    tasks: [
      {
        name: 'Inspection',
        fields: [
          { name: 'Findings', required: true },
          { name: 'Photos of the site', type: 9 },
          { name: 'Customer signature', type: 8 },
        ],
      },
    ],
  });
  const job = await make.job({ assignees: [technician] });
  const { today } = await make.api.get<{ today: string }>('/api/my-visits');
  await make.api.post('/api/visits', { job_id: job.id, date: today, technician_ids: [technician.id] });
  return { technician, template, job };
}

/** Online once: logged in, Today seen, and what an offline start needs kept on the device. */
async function onlineOnce(baseURL: string, login: { login: string; password: string }, templateId: number) {
  phone = await phoneWithProfile(baseURL);
  context = phone.context;
  const page = context.pages()[0] ?? (await context.newPage());
  await logIn(page, login.login, login.password);
  await expect(page).toHaveURL(/\/today$/);
  await serviceWorkerInControl(page);
  await expect
    .poll(() => keptKeys(page))
    .toEqual(
      expect.arrayContaining([
        JSON.stringify(['reports', 'start-form', templateId]),
        JSON.stringify(['reports', 'templates']),
      ]),
    );
}

/** Offline, every tab closed, the app opened again: Today, then a report started, filled and submitted. */
async function fillOffline(jobName: string, templateName: string) {
  const page = await offlineNewTab(context);
  await page.goto('/today');
  const visit = page.getByRole('article', { name: jobName });
  await expect(visit).toBeVisible();
  await visit.getByRole('link', { name: 'Start' }).click();
  await page.getByRole('radio', { name: new RegExp(templateName) }).click();
  await page.getByRole('button', { name: 'Start report' }).click();
  await expect(page).toHaveURL(/\/my\/reports\/offline\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: templateName, level: 1 })).toBeVisible();

  await page.getByLabel('Findings').fill('Droppings behind the cooler');
  await page
    .locator('input[type=file][multiple]')
    .setInputFiles([{ name: 'site.png', mimeType: 'image/png', buffer: photoPng(800, 600) }]);
  await expect(page.getByRole('img', { name: /^Photos of the site, photo 1/ })).toBeVisible();
  await drawSignature(page, 10, 25);
  await page.getByRole('button', { name: 'Save signature' }).click();
  await expect(page.getByRole('img', { name: 'Signature: Customer signature' })).toBeVisible();
  await expect(footer(page)).toContainText('Report started on this device: waiting to be sent');
  await expect(footer(page)).toContainText('3 changes waiting to be sent');

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Submit waiting for the connection' }),
  ).toBeVisible();
  await expect(footer(page)).toContainText('Submit waiting to be sent');
  await expect(footer(page)).not.toContainText('saved');

  // A reload with no connection keeps all of it: the device's store, not the page's memory. (The
  // leave-page prompt asks first, since something waits; and after a reload Chromium's emulated
  // offline page says it is online, which the app must survive too: nothing answers.)
  const prompts: string[] = [];
  page.on('dialog', (dialog) => {
    prompts.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(prompts).toEqual(['beforeunload']);
  await expect(page.getByLabel('Findings')).toHaveValue('Droppings behind the cooler');
  await expect(page.getByRole('img', { name: /^Photos of the site, photo 1/ })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Signature: Customer signature' })).toBeVisible();
  await expect(footer(page)).toContainText('Submit waiting to be sent');
  return page;
}

/** What the server holds of the job: exactly one report, submitted, with the answers and one photo. */
async function expectOneSubmittedReport(make: Maker, jobId: number, jobName: string) {
  const list = await make.api.get<ReportsResponse>(
    `/api/get-reports-filtered?page=1&job_filter=${encodeURIComponent(jobName)}`,
  );
  const ofJob = list.reports.filter((r) => r.job.id === jobId);
  expect(ofJob).toHaveLength(1);
  const report = await make.api.get<ReportDetail>(`/api/reports/${ofJob[0]!.id}`);
  expect(report.status_id).toBe(2);
  const fields = report.tasks.flatMap((t) => t.fields);
  const byName = (name: string) => fields.find((f) => f.field_name === name)!;
  expect(byName('Findings').answer).toBe('Droppings behind the cooler');
  const photos = byName('Photos of the site').answer as { file_id: number }[];
  expect(photos).toHaveLength(1);
  expect(report.files.filter((f) => f.field_id === byName('Photos of the site').id)).toHaveLength(1);
  expect(report.files.filter((f) => f.field_id === byName('Customer signature').id)).toHaveLength(1);
  expect(byName('Customer signature').answer).toMatchObject({ file_id: expect.any(Number) });
}

test('a report started, filled and submitted offline after a cold start reaches the server once', async ({
  baseURL,
  make,
}) => {
  const { technician, template, job } = await dayWithAVisit(make);
  await onlineOnce(baseURL!, technician, template.id);
  const page = await fillOffline(job.name, template.name);

  // The connection returns: the start, its answers and images, then the Submit.
  await context.setOffline(false);
  await expect(page.getByText('The report was submitted.')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/my\/reports$/);
  await expectOneSubmittedReport(make, job.id, job.name);
});

test('a photo upload cut off after the server stored it is stored once when sent again', async ({
  baseURL,
  make,
}) => {
  const { technician, template, job } = await dayWithAVisit(make);
  await onlineOnce(baseURL!, technician, template.id);
  const page = await fillOffline(job.name, template.name);

  // The first upload reaches the server, and its answer is lost with the connection.
  let uploads = 0;
  const cutOff = new Promise<void>((resolve) => {
    void context.route('**/api/reports/*/files?*', async (route) => {
      uploads += 1;
      if (uploads > 1) return route.continue();
      await route.fetch();
      await route.abort('internetdisconnected');
      resolve();
    });
  });
  await context.setOffline(false);
  await cutOff;
  await expect(page.getByText('The report was submitted.')).toBeVisible({ timeout: 30_000 });
  // Both images went again after the cut (the photo's resend answered the file stored the first time).
  expect(uploads).toBeGreaterThanOrEqual(3);
  await expectOneSubmittedReport(make, job.id, job.name);
});
