import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, chromium, type Page, request } from '@playwright/test';
import type { DeviceRow } from '../src/shared/schemas/devices';
import type { ReportDetail } from '../src/shared/schemas/reports';
import { decodeQrCodes } from '../src/server/devices/qr-decode';
import { pdfPagePng } from '../src/server/devices/pdf-page-image';
import { pdfText } from '../src/server/pdf/pdf-text';
import { CHROMIUM } from '../playwright.config';
import { writeQrVideo } from './fake-camera';
import { ADMIN_EMAIL, ADMIN_PASSWORD, logIn } from './helpers';
import { expect, onTestClock, test } from './test';

/**
 * Issue 17 end to end: a location with 10 devices and a template whose Device inspection field
 * needs every device. A technician on a phone scans device 3's label with the camera (Chromium's
 * fake camera plays a video of the printed QR code), records the other nine from the list (one
 * inaccessible, with its reason) and submits; an Admin prints the label sheet, whose 10 QR codes
 * read back, and downloads the quarterly trend report.
 */
test.describe.configure({ mode: 'serial' });

/** Not a technician other specs start reports with: one report in progress per job. */
/** A technician of the spec's own, made in beforeAll: one report in progress per job. */
const TECHNICIAN = {
  name: `Kenji Tech ${Date.now().toString(36)}`,
  email: `kenji.${Date.now().toString(36)}@greenleaf.example`,
  password: 'Devices-e2e-2026',
};
const suffix = Date.now().toString(36);
const LOCATION = `Harbor Diner ${suffix}`;
const TEMPLATE = `Device program ${suffix}`;
const JOB = `Rodent program – Harbor Diner ${suffix}`;
/** The worker's app (the `app` fixture). */
let baseURL = '';

let admin: APIRequestContext;
let csrf = '';
let locationId = 0;
let devices: DeviceRow[] = [];
let reportId = 0;

/** Mantine's segmented control: a tap on the label, as on a phone (its radios are drawn over). */
async function level(page: Page, name: string) {
  await page.getByRole('radiogroup', { name: 'Activity' }).getByText(name, { exact: true }).click();
  await expect(page.getByRole('radio', { name })).toBeChecked();
}

async function call<T>(method: 'GET' | 'POST', url: string, data?: object): Promise<T> {
  const response = await admin.fetch(url, { method, data, headers: { 'X-CSRF-Token': csrf } });
  if (!response.ok())
    throw new Error(`${method} ${url} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

test.beforeAll(async ({ app }) => {
  baseURL = app.url;
  admin = await request.newContext({ baseURL });
  const login = await admin.post('/api/auth/login', {
    data: { login: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  const cookie = (await admin.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  csrf = decodeURIComponent(cookie!.value);

  const location = await call<{ id: number }>('POST', '/api/locations', {
    name: LOCATION,
    address: '12 Wharf Street',
    latitude: 40.7,
    longitude: -74.0,
    status_id: 1,
  });
  locationId = location.id;
  const { types } = await call<{ types: { id: number; name: string }[] }>('GET', '/api/device-types');
  const typeId = (name: string) => types.find((t) => t.name === name)!.id;
  await call('POST', `/api/locations/${locationId}/devices/bulk`, {
    from: 1,
    to: 6,
    type_id: typeId('Bait station'),
    zone: 'Exterior',
  });
  await call('POST', `/api/locations/${locationId}/devices/bulk`, {
    from: 7,
    to: 10,
    type_id: typeId('Multi-catch trap'),
    zone: 'Kitchen',
  });
  devices = (
    await call<{ devices: DeviceRow[] }>('GET', `/api/locations/${locationId}/devices?active=active`)
  ).devices;
  expect(devices.map((d) => d.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

  const template = await call<{ id: number }>('POST', '/api/templates', {
    name: TEMPLATE,
    company_name: 'Greenleaf Pest & Lawn',
  });
  const task = await call<{ id: number }>('POST', '/api/template/tasks', {
    template_id: template.id,
    task: 'Devices',
    weight: 1,
  });
  await call('POST', '/api/template/tasks/fields', {
    task_id: task.id,
    field_name: 'Device checks',
    field_type: 12,
    required: 1,
    options: '[]',
    weight: 1,
    default_value: '',
    full_coverage: true,
  });
  const job = await call<{ id: number }>('POST', '/api/jobs', {
    name: JOB,
    location_id: locationId,
    status_id: 1,
  });
  const technician = await call<{ id: number }>('POST', '/api/users', {
    name: TECHNICIAN.name,
    email: TECHNICIAN.email,
    username: TECHNICIAN.email.split('@')[0],
    password: TECHNICIAN.password,
    type_id: 4,
    status_id: 1,
  });
  await call('POST', `/api/jobs/assign/${job.id}`, { user_id: technician.id });
});

test.afterAll(async () => {
  await admin.dispose();
});

test('on a phone, the technician scans one label, records all 10 devices and submits', async () => {
  // The camera sees device 3's printed label: a video of its QR code, as a phone held over it would.
  const device3 = devices.find((d) => d.number === 3)!;
  const video = path.join(os.tmpdir(), `fieldbook-e2e-qr-${suffix}.y4m`);
  await writeQrVideo(video, `FB-D:${device3.code}`);
  const browser = await chromium.launch({
    ...CHROMIUM,
    args: [
      ...CHROMIUM.args,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  const context = await onTestClock(
    await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      permissions: ['camera'],
    }),
  );
  const page = await context.newPage();
  try {
    await logIn(page, TECHNICIAN.email, TECHNICIAN.password);
    await expect(page).toHaveURL(/\/today$/);
    await page.goto('/my/jobs');
    await page.getByRole('link', { name: `Start a report for ${JOB}` }).click();
    await page.getByRole('radio', { name: new RegExp(TEMPLATE) }).click();
    await page.getByRole('button', { name: 'Start report' }).click();
    await expect(page).toHaveURL(/\/my\/reports\/\d+$/);
    reportId = Number(page.url().split('/').pop());
    await expect(page.getByRole('progressbar', { name: '0 of 10 inspected' })).toBeVisible();

    // Scanned with the camera: the scanner reads the label and opens device 3's findings.
    await page.getByRole('button', { name: 'Scan', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Scan a device label' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Device 3 · Bait station/ })).toBeVisible({
      timeout: 20_000,
    });
    await level(page, 'Low');
    await page.getByRole('button', { name: '25%', exact: true }).click();
    await page.getByRole('button', { name: 'Save findings' }).click();
    await expect(page.getByRole('progressbar', { name: '1 of 10 inspected' })).toBeVisible();

    // The rest picked from the list, in a few taps each.
    const open = (n: number) =>
      page
        .getByRole('button', { name: new RegExp(`^Device ${n}\\b`) })
        .first()
        .click();
    for (const n of [1, 2, 4, 5, 6]) {
      await open(n);
      await level(page, 'None');
      await page.getByRole('button', { name: '0%', exact: true }).click();
      await page.getByRole('button', { name: 'Save findings' }).click();
    }
    await open(7);
    await page.getByLabel('Condition').selectOption('damaged');
    await page
      .getByRole('textbox', { name: 'Note' })
      .pressSequentially('Lid cracked, replaced the glue board');
    await page.getByRole('button', { name: 'Save findings' }).click();
    for (const [n, mice] of [
      [7, '0'],
      [8, '2'],
      [9, '12'],
    ] as const) {
      await open(n);
      await page.getByRole('textbox', { name: 'Captures: Mice' }).fill('');
      await page.getByRole('textbox', { name: 'Captures: Mice' }).pressSequentially(mice);
      await page.getByRole('button', { name: 'Save findings' }).click();
    }
    await expect(page.getByRole('progressbar', { name: '9 of 10 inspected' })).toBeVisible();

    // Submit is refused while a device is missing, naming it.
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Not yet inspected: 10').first()).toBeVisible();
    // Issue 32: the message is focused and scrolled into view, not left under the sticky header.
    const coverage = page.getByRole('alert').filter({ hasText: 'Not yet inspected: 10' });
    await expect(coverage).toBeFocused();
    await expect(coverage).toBeInViewport();
    const header = (await page.getByRole('banner').boundingBox())!;
    await expect
      .poll(async () => (await coverage.boundingBox())!.y)
      .toBeGreaterThanOrEqual(header.y + header.height);
    await expect(page).toHaveURL(`/my/reports/${reportId}`);

    // Device 10 in Arabic, right to left: its number isolated in the name (decision 0075); the reason
    // is typed key by key, and reads right to left.
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page
      .getByRole('button', { name: /^الجهاز \u2068(10|١٠)\u2069/ })
      .first()
      .click();
    await page.getByLabel('الحالة').selectOption('inaccessible');
    await page.getByRole('button', { name: 'احفظ النتائج' }).click();
    await expect(page.getByText('اذكر سبب تعذر الوصول إلى الجهاز.').first()).toBeVisible();
    const reason = page.getByRole('textbox', { name: /السبب/ });
    await reason.pressSequentially('غرفة التخزين مقفلة');
    expect(await reason.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'احفظ النتائج' }).click();
    await page.getByRole('button', { name: 'اللغة' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('progressbar', { name: '10 of 10 inspected' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/my\/reports$/);
    await expect(page.getByText('The report was submitted.')).toBeVisible();
  } finally {
    await context.close();
    await browser.close();
  }

  // What the server stored is what was tapped: device 3 scanned, 10 with its reason, 9 with 12 mice.
  const report = await call<ReportDetail>('GET', `/api/reports/${reportId}`);
  const entries = report.tasks[0]!.fields[0]!.answer as {
    device_id: number;
    scanned_at: string | null;
    activity: string | null;
    captures: Record<string, number> | null;
    bait: number | null;
    condition: string;
    note: string;
  }[];
  const byNumber = new Map(entries.map((e) => [devices.find((d) => d.id === e.device_id)!.number, e]));
  expect([...byNumber.keys()].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  expect(byNumber.get(3)).toMatchObject({ activity: 'low', bait: 25, condition: 'good' });
  expect(byNumber.get(3)!.scanned_at).not.toBeNull();
  expect(byNumber.get(1)!.scanned_at).toBeNull();
  expect(byNumber.get(9)).toMatchObject({ captures: { Mice: 12 }, activity: null });
  expect(byNumber.get(10)).toMatchObject({ condition: 'inaccessible', note: 'غرفة التخزين مقفلة' });
  expect(byNumber.get(7)).toMatchObject({
    condition: 'damaged',
    note: 'Lid cracked, replaced the glue board',
  });
});

test('an Admin prints the label sheet, whose 10 QR codes read back, and downloads the trend report', async ({
  page,
  logInAs,
}) => {
  await logInAs('admin', `/locations/${locationId}/devices`);
  await expect(page.getByRole('cell', { name: 'Kitchen' }).first()).toBeVisible();
  const [labels] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Print labels' }).click(),
  ]);
  const sheet = await readFile(await labels.path());
  const codes = await decodeQrCodes(await pdfPagePng(sheet, 1, 4), 30);
  expect(codes.map((c) => c.text).sort()).toEqual(devices.map((d) => `FB-D:${d.code}`).sort());
  const labelText = (await pdfText(sheet)).pages.join('\n');
  expect(labelText).toContain('#10');
  expect(labelText).toContain(LOCATION);

  await page.getByRole('tab', { name: 'Trends' }).click();
  await expect(page.getByText('Above threshold').first()).toBeVisible();
  const [trend] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download trend report (PDF)' }).click(),
  ]);
  const text = (await pdfText(await readFile(await trend.path()))).pages.join('\n').replace(/\s+/g, ' ');
  expect(text).toContain('Device trend report');
  expect(text).toContain(LOCATION);
  expect(text).toContain('Lid cracked, replaced the glue board');
});
