import { readFile } from 'node:fs/promises';
import { pdfText } from '../src/server/pdf/pdf-text';
import type { Page } from '@playwright/test';
import { photoPng } from '../src/server/reports/test-images';
import { expect, mailsTo, test, testClockShift } from './test';
import type { TestSmtpServer } from '../src/server/test/smtp-server';
import type { PortalMe, PortalReports, PortalVisits } from '../src/shared/schemas/portal';
import type { PortalActions } from '../src/shared/schemas/portal-actions';
import type { ReportDetail } from '../src/shared/schemas/reports';
import ar from '../src/shared/locales/ar.json' with { type: 'json' };
import fa from '../src/shared/locales/fa.json' with { type: 'json' };

/**
 * Issue 37, the customer portal's first part, on a phone: a location's contact asks for a link,
 * opens it from the mail, sees the location's upcoming visit and finished report, and downloads
 * its PDF. Expiry, single use, the limits and isolation are src/server/portal/*.api.test.ts's.
 */

const CHECK_INBOX = 'Check your inbox';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('a contact signs in by the mailed link and downloads a finished report', async ({
  page,
  make,
  mailbox,
}) => {
  const answer = `Bait stations refilled ${make.tag()}`;
  const report = await make.finishedReport({ answer });
  const email = `portal.${make.tag()}@customer.example`.toLowerCase();
  await make.api.put(`/api/locations/${report.job.locationId}/contacts`, {
    contacts: [{ name: 'Dana Reyes', email, phone: '', role: 'Store manager', receives_reports: false }],
  });
  // Ten days from the tests' "today": an upcoming visit.
  const day = new Date(Date.now() + testClockShift() + 10 * 86_400_000).toISOString().slice(0, 10);
  await make.api.post('/api/visits', { job_id: report.job.id, date: day });
  const [year, month, date] = day.split('-');

  await page.goto('/portal');
  await expect(page).toHaveTitle('Customer portal · Fieldbook');
  await expect(page.getByRole('heading', { name: 'Sign in to your customer portal' })).toBeVisible();
  // An unknown address gets the same answer.
  await page.getByLabel('Your e-mail address').fill(`nobody.${make.tag()}@customer.example`);
  await page.getByRole('button', { name: 'Send me a sign-in link' }).tap();
  await expect(page.getByRole('status').filter({ hasText: CHECK_INBOX })).toBeVisible();
  await page.getByRole('button', { name: 'Use another address' }).tap();
  await page.getByLabel('Your e-mail address').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Send me a sign-in link' }).tap();
  await expect(page.getByRole('status').filter({ hasText: CHECK_INBOX })).toBeVisible();

  await expect.poll(() => mailsTo(mailbox, email).length, { timeout: 30_000 }).toBe(1);
  const [mail] = mailsTo(mailbox, email);
  const link = /(http:\/\/127\.0\.0\.1:\d+\/portal\/sign-in\/[\w-]+)/.exec(mail!.parsed.text ?? '')?.[1];
  expect(link).toBeDefined();

  await page.goto(link!);
  await expect(page).toHaveURL(/\/portal$/);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  const place = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(place).toHaveCount(1);
  const visits = place.getByRole('region', { name: 'Upcoming visits' });
  await expect(visits.getByText(`${month}/${date}/${year}`)).toBeVisible();
  await expect(visits.getByText(report.job.name)).toBeVisible();
  await expect(visits.getByText('Scheduled')).toBeVisible();
  const reports = place.getByRole('region', { name: 'Finished reports' });
  const pdfLink = reports.getByRole('link', { name: /\(PDF\)$/ });
  await expect(pdfLink).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const [download] = await Promise.all([page.waitForEvent('download'), pdfLink.tap()]);
  expect(download.suggestedFilename()).toMatch(/^report-\d+-.+\.pdf$/);
  const text = (await pdfText(await readFile(await download.path()))).pages.join('\n').replace(/\s+/g, ' ');
  expect(text).toContain(answer);
  expect(text).toContain(report.job.name);

  // The link worked once: opened again, it says so and leads to asking for a new one.
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  await page.getByRole('link', { name: 'Ask for a new link' }).tap();
  await expect(page).toHaveURL(/\/portal$/);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).tap();
  await expect(page.getByRole('heading', { name: 'Sign in to your customer portal' })).toBeVisible();
  // The office's pages know nothing of the portal's session.
  expect((await page.request.get('/api/get-auth-user')).status()).toBe(401);
});

/** Asks for a link on the sign-in page and opens it from the test mail server. */
async function signInFromMail(page: Page, mailbox: TestSmtpServer, email: string) {
  await page.goto('/portal');
  await page.getByLabel('Your e-mail address').fill(email);
  await page.getByRole('button', { name: 'Send me a sign-in link' }).tap();
  await expect(page.getByRole('status').filter({ hasText: CHECK_INBOX })).toBeVisible();
  await expect.poll(() => mailsTo(mailbox, email).length, { timeout: 30_000 }).toBe(1);
  const [mail] = mailsTo(mailbox, email);
  const link = /(http:\/\/127\.0\.0\.1:\d+\/portal\/sign-in\/[\w-]+)/.exec(mail!.parsed.text ?? '')?.[1];
  await page.goto(link!);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
}

test("a contact acknowledges the customer's action with a photo; the office sees it", async ({
  page,
  make,
  mailbox,
  logInAs,
}) => {
  const job = await make.job();
  const email = `actions.${make.tag()}@customer.example`.toLowerCase();
  await make.api.put(`/api/locations/${job.locationId}/contacts`, {
    contacts: [{ name: 'Kim Park', email, phone: '', role: 'Manager', receives_reports: false }],
  });
  const title = `Keep the back door closed ${make.tag()}`;
  const { id } = await make.api.post<{ id: number }>('/api/corrective-actions', {
    title,
    location_id: job.locationId,
  });
  const marked = await make.api.request.patch(`/api/corrective-actions/${id}`, {
    data: { customer_assigned: true },
    headers: { 'x-csrf-token': make.api.csrf },
  });
  expect(marked.status()).toBe(200);

  await signInFromMail(page, mailbox, email);
  const action = page.getByRole('region', { name: 'Things to fix' }).getByRole('listitem', { name: title });
  await expect(action).toBeVisible();
  await action.getByLabel('Your note').fill('A door closer is ordered.');
  await action.getByRole('button', { name: 'Acknowledge' }).tap();
  await expect(action.getByText('A door closer is ordered.')).toBeVisible();
  await expect(action.getByText('Acknowledged').first()).toBeVisible();
  await action
    .locator('input[type=file]')
    .setInputFiles([{ name: 'door.png', mimeType: 'image/png', buffer: photoPng(400, 300) }]);
  await expect(action.getByRole('img', { name: 'Photo' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The audit pack of the past year: one PDF, the action and who acknowledged it in it.
  const packLink = page
    .getByRole('region', { name: 'Audit pack' })
    .getByRole('link', { name: 'Download the audit pack (PDF)' });
  const [download] = await Promise.all([page.waitForEvent('download'), packLink.tap()]);
  expect(download.suggestedFilename()).toMatch(/^audit-pack-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pack = (await pdfText(await readFile(await download.path()))).pages.join('\n').replace(/\s+/g, ' ');
  expect(pack).toContain('Audit pack');
  expect(pack).toContain(`${title} (Open`);
  expect(pack).toContain('acknowledged by the customer');

  // The office, in the same browser: the action's page shows the contact's word and photo.
  await logInAs('admin', `/corrective-actions/${id}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText(`by ${email} (customer)`, { exact: false })).toBeVisible();
  await expect(page.getByText('A door closer is ordered.')).toBeVisible();
  const photo = page.getByRole('img', { name: 'The customer’s photo' });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('switch', { name: /The customer’s to do/ })).toBeChecked();
});

test('a contact asks to move a visit and turns on a notice; the office sees the request on the schedule', async ({
  page,
  make,
  mailbox,
  logInAs,
}) => {
  test.setTimeout(120_000);
  const job = await make.job();
  const email = `visits.${make.tag()}@customer.example`.toLowerCase();
  await make.api.put(`/api/locations/${job.locationId}/contacts`, {
    contacts: [{ name: 'Lee Chan', email, phone: '', role: 'Manager', receives_reports: false }],
  });
  const dayAhead = (days: number) =>
    new Date(Date.now() + testClockShift() + days * 86_400_000).toISOString().slice(0, 10);
  const day = dayAhead(10);
  const wanted = dayAhead(12);
  const shown = (d: string) => `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}`;
  // A technician of its own: their lane, found by name, is the only one on the office's schedule.
  const technician = await make.user();
  const { visit } = await make.api.post<{ visit: { id: number } }>('/api/visits', {
    job_id: job.id,
    date: day,
    start_time: '09:00',
    end_time: '10:00',
    technician_ids: [technician.id],
  });
  const note = `Kitchen deep clean that day ${make.tag()}`;

  await signInFromMail(page, mailbox, email);
  const visits = page.getByRole('region', { name: 'Upcoming visits' });
  await expect(visits.getByText(shown(day))).toBeVisible();
  await visits.getByRole('button', { name: 'Request a change' }).tap();
  const form = visits.getByRole('form', { name: `Request a change of ${job.name}` });
  await form.getByLabel('The day you would like instead').fill(wanted);
  await form.getByLabel('Why, or what time suits you').fill(note);
  await form.getByRole('button', { name: 'Send the request' }).tap();
  await expect(visits.getByText('Request sent: your service company will get back to you.')).toBeVisible();
  await expect(visits.getByText(`You asked for ${shown(wanted)}: ${note}`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Notifications: off at first; a switch turned on is kept by the server (read again on reload).
  const notifications = page.getByRole('region', { name: 'Notifications' });
  const dayBefore = notifications.getByRole('switch', { name: /The day before a visit/ });
  await expect(dayBefore).not.toBeChecked();
  await dayBefore.tap();
  await expect(dayBefore).toBeChecked();
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('switch', { name: /The day before a visit/ }),
  ).toBeChecked();
  await expect(notifications.getByRole('switch', { name: /When a report is finished/ })).not.toBeChecked();

  // The Admins' mail, from the test mail server, leads to the visit on the schedule.
  const officeMail = () =>
    mailbox.received.find(
      (m) => m.parsed.subject?.startsWith('Visit change requested') && m.parsed.text?.includes(note),
    );
  await expect.poll(() => officeMail(), { timeout: 30_000 }).toBeDefined();
  const link = /http:\/\/127\.0\.0\.1:\d+(\/schedule\?\S+)/.exec(officeMail()!.parsed.text ?? '')?.[1];
  expect(link).toBe(`/schedule?view=day&date=${day}&visit=${visit.id}`);

  await page.setViewportSize({ width: 1280, height: 900 });
  await logInAs('admin', link);
  const dialog = page.getByRole('dialog');
  const requests = dialog.getByRole('region', { name: 'Customer requests' });
  await expect(
    requests.getByText(`Change requested by ${email} for ${shown(wanted)}: ${note}`),
  ).toBeVisible();
  // Behind the dialog, the schedule marks the visit itself.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('textbox', { name: 'Find a technician' }).fill(technician.name);
  const event = page.getByTestId('schedule-lanes').getByRole('button', { name: job.name });
  await expect(event.getByRole('img', { name: 'Change requested' })).toBeVisible();
  await event.click();
  await requests.getByRole('button', { name: 'Mark handled' }).click();
  await expect(requests).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(event).toBeVisible();
  await expect(event.getByRole('img', { name: 'Change requested' })).toBeHidden();
  const open = await make.api.get<{ requests: unknown[] }>(`/api/visits/${visit.id}/change-requests`);
  expect(open.requests).toEqual([]);
});

test('a contact who chose it is mailed when a report at their site is finished', async ({
  page,
  make,
  mailbox,
  app,
}) => {
  const place = await make.location();
  const job = await make.job({ location: place });
  const form = await make.template({ tasks: [{ name: 'Inspection', fields: [{ name: 'Notes', type: 1 }] }] });
  const email = `notices.${make.tag()}@customer.example`.toLowerCase();
  await make.api.put(`/api/locations/${place.id}/contacts`, {
    contacts: [{ name: 'Ines Moreau', email, phone: '', role: 'Manager', receives_reports: false }],
  });

  await signInFromMail(page, mailbox, email);
  const finishedSwitch = page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('switch', { name: /When a report is finished/ });
  await finishedSwitch.tap();
  // The switch moves once the server has the choice.
  await expect(finishedSwitch).toBeChecked();

  // The office finishes a report there.
  const started = await make.api.post<ReportDetail>('/api/reports', { job_id: job.id, template_id: form.id });
  await make.api.put(`/api/reports/${started.id}/answers`, {
    answers: [{ field_id: started.tasks[0]!.fields[0]!.id, value: 'No activity' }],
  });
  await make.api.post(`/api/reports/${started.id}/submit`);
  await make.api.post(`/api/reports/${started.id}/finish`);

  // Through the portal-notices queue and the mail queue to the test mail server.
  const notice = () =>
    mailsTo(mailbox, email).find((m) => m.parsed.subject === `Service report finished: ${place.name}`);
  await expect.poll(notice, { timeout: 30_000 }).toBeDefined();
  const mail = notice()!;
  expect(mail.to).toEqual([email]);
  expect(mail.parsed.text).toContain(`The service report of ${job.name} at ${place.name} is finished.`);
  expect(mail.parsed.text).toContain(`${app.url}/portal`);
});

test('the portal reads right to left in Arabic', async ({ page }) => {
  await page.goto('/portal');
  await page.getByRole('button', { name: 'Language' }).tap();
  await page.getByRole('menuitem', { name: 'العربية' }).tap();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'سجّل الدخول إلى بوابة العملاء' })).toBeVisible();
  await page.getByRole('button', { name: 'أرسل إليّ رابط تسجيل الدخول' }).tap();
  await expect(
    page.getByText('أدخل عنوان البريد الإلكتروني المسجّل لدى شركة الخدمة الخاصة بك.').last(),
  ).toBeVisible();
});

/** The words of the contact's own records (names, addresses, titles): they stay as they were typed. */
async function recordWords(page: Page, locationId: number): Promise<string[]> {
  const get = async <T>(url: string) => (await (await page.request.get(url)).json()) as T;
  const me = await get<PortalMe>('/api/portal/me');
  const at = `/api/portal/locations/${locationId}`;
  const { visits } = await get<PortalVisits>(`${at}/visits`);
  const { reports } = await get<PortalReports>(`${at}/reports`);
  const { actions } = await get<PortalActions>(`${at}/actions`);
  return [
    me.email,
    me.company_name,
    ...me.locations.flatMap((l) => [l.name, l.address]),
    ...visits.map((v) => v.job_name),
    ...reports.flatMap((r) => [r.template_name, r.technician_name]),
    ...actions.map((a) => a.title),
  ].flatMap((text) => text.match(/[A-Za-z]+/g) ?? []);
}

test('the signed-in portal reads right to left in Arabic and Persian on a phone', async ({
  page,
  make,
  mailbox,
}) => {
  const report = await make.finishedReport();
  const email = `rtl.${make.tag()}@customer.example`.toLowerCase();
  await make.api.put(`/api/locations/${report.job.locationId}/contacts`, {
    contacts: [{ name: 'Rana Haddad', email, phone: '', role: 'Manager', receives_reports: false }],
  });
  const day = new Date(Date.now() + testClockShift() + 10 * 86_400_000).toISOString().slice(0, 10);
  await make.api.post('/api/visits', { job_id: report.job.id, date: day });
  const { id } = await make.api.post<{ id: number }>('/api/corrective-actions', {
    title: `Seal the gap under the door ${make.tag()}`,
    location_id: report.job.locationId,
  });
  await make.api.request.patch(`/api/corrective-actions/${id}`, {
    data: { customer_assigned: true },
    headers: { 'x-csrf-token': make.api.csrf },
  });

  await signInFromMail(page, mailbox, email);
  // Formats and marks that read the same in every language: "(PDF)", "EPA", a time's AM/PM.
  const everywhere = new Set(['PDF', 'EPA', 'AM', 'PM', ...(await recordWords(page, report.job.locationId))]);
  for (const [texts, language, button] of [
    [ar, 'العربية', 'Language'],
    [fa, 'فارسی', ar.nav.language],
  ] as const) {
    await page.getByRole('button', { name: button }).tap();
    await page.getByRole('menuitem', { name: language }).tap();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const { portal } = texts;
    await expect(
      page.getByText(portal.signedInAs.replace('{{email}}', `\u2068${email}\u2069`)),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: portal.signOut })).toBeVisible();
    for (const name of [
      portal.upcomingVisits,
      portal.finishedReports,
      portal.applications.title,
      portal.devices.title,
      portal.actions.title,
      portal.pack.title,
      portal.notifications.title,
    ]) {
      await expect(page.getByRole('region', { name, exact: true })).toBeVisible();
    }
    const visits = page.getByRole('region', { name: portal.upcomingVisits });
    await expect(visits.getByText(portal.visitStatus.scheduled)).toBeVisible();
    await expect(visits.getByRole('button', { name: portal.change.ask })).toBeVisible();
    const main = page.getByRole('main');
    expect(await main.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // No word of the portal's own left in English: every Latin word on it is a record's.
    const latin = (await main.innerText()).match(/[A-Za-z]+/g) ?? [];
    expect(latin.filter((word) => !everywhere.has(word))).toEqual([]);
  }
});
