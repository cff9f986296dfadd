import { dayIn } from '../src/shared/dates';
import type { Filing, FilingsResponse } from '../src/shared/schemas/compliance';
import type { ReportDetail } from '../src/shared/schemas/reports';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startOwnAppServer } from './app-server';
import { maker, recordDoneNow } from './factories';
import { apiSession, expect, onClockShift, testClockShift, test } from './test';

/**
 * Issue 30: a New York year is not closed until it ends; once it has, the Admin's page finds it
 * ready, the filing is made, and a record finished late for that year marks it out of date. Only a
 * moved clock shows the second half, so the test has an app of its own, restarted on next January.
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-US' };

test('New York: the year is not closed until it ends; then ready, made, and out of date after a late record', async ({
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const base = testClockShift() / 1000;
  const own = await startOwnAppServer(`ny-${testInfo.parallelIndex}`, base);
  try {
    // The office's day now, by the clock the app reads (New York, the demo's APP_TIMEZONE).
    const year = Number(dayIn(new Date(), 'America/New_York').slice(0, 4));
    const period = `/compliance?state=NY&from=${year}-01-01&to=${year}-12-31`;

    // The test's own technician, certified in New York, on a New York job, with a labelled product.
    const admin = await apiSession(own.url, ADMIN_EMAIL, ADMIN_PASSWORD);
    const make = maker(admin.api, `ny${testInfo.parallelIndex}`);
    const tech = await make.user();
    const job = await make.job({ assignees: [tech] });
    const form = await make.template({
      tasks: [{ name: 'Treatment', fields: [{ name: 'Products', type: 10 }] }],
    });
    await admin.api.put(`/api/users/${tech.id}/certifications`, {
      certifications: [
        { state: 'NY', certification_id: 'C7700999', category: '7A', expires_on: '2036-12-31' },
      ],
    });
    const product = await make.labelledProduct({ stateRegistrations: [{ state: 'NY', number: 'NY-0042' }] });

    // The technician's report of today, submitted this year and left for the office to finish.
    const field = await apiSession(own.url, tech.login, tech.password);
    const started = await field.api.post<ReportDetail>('/api/reports', {
      job_id: job.id,
      template_id: form.id,
    });
    const record = recordDoneNow(product.id);
    await field.api.put(`/api/reports/${started.id}/answers`, {
      answers: [{ field_id: started.tasks[0]!.fields[0]!.id, value: [record] }],
    });
    await field.api.post(`/api/reports/${started.id}/submit`);
    await field.dispose();

    // This year, on the Admin's phone: not yet closed.
    const now = await browser.newContext({ ...PHONE, baseURL: own.url });
    await onClockShift(now, base * 1000);
    await now.addCookies(admin.cookies);
    const first = await now.newPage();
    await first.goto(period);
    const notClosed = first.getByRole('alert').filter({ hasText: 'Not yet closed' });
    await expect(notClosed).toContainText(`This period ends on 12/31/${year}`);
    await now.close();
    await admin.dispose();

    // Next January: the year has ended.
    const january = Date.parse(`${year + 1}-01-10T15:00:00Z`);
    const shift = base + (january - Date.now()) / 1000;
    await own.restart(shift);
    const office = await apiSession(own.url, ADMIN_EMAIL, ADMIN_PASSWORD);
    const later = await browser.newContext({ ...PHONE, baseURL: own.url, acceptDownloads: true });
    await onClockShift(later, shift * 1000);
    await later.addCookies(office.cookies);
    const page = await later.newPage();
    await page.goto(period);
    await expect(page.getByRole('alert').filter({ hasText: 'Ready to file' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Not yet closed' })).toHaveCount(0);

    // Made: on the log, not a draft, in date.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Make Form 26', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`NY-Form-26-${year}.txt`);
    const log = page.getByRole('table', { name: 'Filing log' });
    const made = log.getByRole('row').filter({ hasText: `NY-Form-26-${year}.txt` });
    await expect(made).toHaveCount(1);
    await expect(made).not.toContainText('Draft');
    await expect(made).not.toContainText('Out of date');

    // The report finished late: its record of last year is added to the year filed.
    await office.api.post(`/api/reports/${started.id}/finish`);
    await page.reload();
    await expect(made).toContainText('Out of date');
    await expect(made).toContainText('Records added since: 1');
    const stored = await office.api.get<FilingsResponse>('/api/compliance/filings?state=NY');
    const filing = stored.filings.find((f: Filing) => f.file_name === `NY-Form-26-${year}.txt`)!;
    expect(filing).toMatchObject({ draft: false, changes: { added: 1, removed: 0, changed: 0 } });
    await later.close();
    await office.dispose();
  } finally {
    await own.stop();
  }
});
