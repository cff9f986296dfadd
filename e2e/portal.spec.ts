import { readFile } from 'node:fs/promises';
import { pdfText } from '../src/server/reports/pdf/pdf-text';
import { expect, mailsTo, test, testClockShift } from './test';

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
