import type { BrowserContext, Page } from '@playwright/test';
import { Role } from '../src/shared/constants';
import type { ReportDetail } from '../src/shared/schemas/reports';
import { keptKeys, offlineNewTab, phoneLoggedIn, startReport, serviceWorkerInControl } from './helpers';
import { apiSession, expect, test } from './test';

/**
 * Issue 32 item 4, the rest of "conflicts are shown, not lost" (decision 0072), on a 390 px phone
 * with a persistent profile: the checklist changed while the technician was offline, and the
 * report returned by the office while they were. Every answer typed offline is either on the
 * server or shown to the technician, never dropped unseen.
 */
const footer = (page: Page) => page.getByLabel('Save and submit').getByRole('status');

let phone: Awaited<ReturnType<typeof phoneLoggedIn>> | undefined;
let context: BrowserContext;
test.afterEach(async () => {
  await phone?.close();
  phone = undefined;
});

async function todayOnPhone(baseURL: string, login: { login: string; password: string }) {
  phone = await phoneLoggedIn(baseURL, login);
  context = phone.context;
  await expect(phone.page).toHaveURL(/\/today$/);
  return phone.page;
}

const answersOf = (report: ReportDetail) =>
  Object.fromEntries(report.tasks.flatMap((t) => t.fields.map((f) => [f.field_name, f.answer])));

test('a field removed from the checklist while the phone was offline: its answer is shown to copy, the others are saved', async ({
  baseURL,
  make,
}) => {
  const technician = await make.user();
  const template = await make.template({
    tasks: [{ name: 'Inspection', fields: [{ name: 'Findings' }, { name: 'Ladder used' }] }],
  });
  const job = await make.job({ assignees: [technician] });
  const { today } = await make.api.get<{ today: string }>('/api/my-visits');
  await make.api.post('/api/visits', { job_id: job.id, date: today, technician_ids: [technician.id] });

  // Online once: the form is kept on the device.
  const online = await todayOnPhone(baseURL!, technician);
  await serviceWorkerInControl(online);
  await expect
    .poll(() => keptKeys(online))
    .toEqual(expect.arrayContaining([JSON.stringify(['reports', 'start-form', template.id])]));

  // Offline: the report is started from the kept form and both fields are answered.
  const page = await offlineNewTab(context);
  await page.goto('/today');
  await page.getByRole('article', { name: job.name }).getByRole('link', { name: 'Start' }).click();
  await page.getByRole('radio', { name: new RegExp(template.name) }).click();
  await page.getByRole('button', { name: 'Start report' }).click();
  await expect(page).toHaveURL(/\/my\/reports\/offline\/[0-9a-f-]{36}$/);
  await page.getByLabel('Findings').fill('Droppings behind the cooler');
  await page.getByLabel('Ladder used').fill('Yes, the 8 ft one from the van');
  await expect(footer(page)).toContainText('2 changes waiting to be sent');

  // Meanwhile the office removes "Ladder used" from the checklist.
  const { data: tasks } = await make.api.get<{ data: { fields: { id: number; field_name: string }[] }[] }>(
    `/api/templates/${template.id}/tasks`,
  );
  const ladder = tasks[0]!.fields.find((f) => f.field_name === 'Ladder used')!;
  const removed = await make.api.request.delete(`/api/template/tasks/fields/${ladder.id}`, {
    headers: { 'x-csrf-token': make.api.csrf },
  });
  expect(removed.ok()).toBe(true);

  // Back online: the report is made from the checklist as it is now.
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/my\/reports\/\d+$/, { timeout: 30_000 });
  const reportId = Number(new URL(page.url()).pathname.split('/').at(-1));
  const told = page.getByRole('alert').filter({ hasText: 'The checklist changed while you were offline' });
  await expect(told).toBeVisible({ timeout: 15_000 });
  await expect(told).toContainText(
    '1 answer belongs to a field that was removed or changed. It was not sent',
  );
  const kept = told.getByTestId('stranded-answer');
  await expect(kept).toHaveCount(1);
  await expect(kept).toContainText('Ladder used');
  await expect(kept).toContainText('Yes, the 8 ft one from the van');
  await expect(footer(page)).toContainText('1 answer of a removed field kept on this device');
  await expect(footer(page)).not.toContainText('saved');
  // The other answer is on the server; the removed field's is not (the report has no such field).
  const detail = () => make.api.get<ReportDetail>(`/api/reports/${reportId}`);
  await expect
    .poll(async () => answersOf(await detail()))
    .toEqual({ Findings: 'Droppings behind the cooler' });

  // Submit waits until the technician has read it.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Read the answers of the removed fields first' }),
  ).toBeVisible();
  const dismiss = told.getByRole('button', { name: 'I have read it: dismiss' });
  expect((await dismiss.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await dismiss.click();
  await expect(told).toBeHidden();
  await expect(footer(page)).toContainText('All changes saved');
  expect((await detail()).status_id).toBe(1);
});

test('a report returned while the phone was offline: told who returned it and why on reconnect, and the offline answers are saved', async ({
  baseURL,
  make,
}) => {
  const technician = await make.user();
  const supervisor = await make.user({ role: Role.Supervisor });
  const template = await make.template({
    tasks: [{ name: 'Inspection', fields: [{ name: 'Findings' }, { name: 'Bait stations' }] }],
  });
  const job = await make.job({ assignees: [technician] });

  const page = await todayOnPhone(baseURL!, technician);
  await page.goto('/my/jobs');
  await startReport(page, job.name, template.name);
  const reportId = Number(new URL(page.url()).pathname.split('/').at(-1));
  await page.getByLabel('Findings').fill('Droppings behind the cooler');
  await expect(footer(page)).toContainText('All changes saved');

  // The signal goes; the technician keeps typing on the phone.
  await context.setOffline(true);
  await page.getByLabel('Bait stations').fill('Stations 4 and 7 chewed');
  await expect(footer(page)).toContainText('1 change waiting to be sent');

  // Meanwhile the report is submitted (from the office computer) and the supervisor returns it.
  const own = await apiSession(baseURL!, technician.login, technician.password);
  const lead = await apiSession(baseURL!, supervisor.login, supervisor.password);
  try {
    await own.api.post(`/api/reports/${reportId}/submit`);
    await lead.api.post(`/api/reports/${reportId}/return`, { reason: 'Add the photo of the cooler.' });
  } finally {
    await own.dispose();
    await lead.dispose();
  }

  // Back online: the phone says what happened, and what it typed offline is on the server.
  await context.setOffline(false);
  const told = page.getByRole('alert').filter({ hasText: `Returned for changes by ${supervisor.name}` });
  await expect(told).toBeVisible({ timeout: 15_000 });
  await expect(told).toContainText('Add the photo of the cooler.');
  await expect(footer(page)).toContainText('All changes saved');
  const detail = await make.api.get<ReportDetail>(`/api/reports/${reportId}`);
  expect(detail.status_id).toBe(1);
  expect(answersOf(detail)).toEqual({
    Findings: 'Droppings behind the cooler',
    'Bait stations': 'Stations 4 and 7 chewed',
  });
  await expect(page.getByLabel('Bait stations')).toHaveValue('Stations 4 and 7 chewed');
});
