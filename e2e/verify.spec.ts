import { expect, onTestClock, test } from './test';

/**
 * Issue 30: a printed report carries a verification code. Whoever holds the paper (an inspector, the
 * customer) types it on a phone, without a login, and learns whether the record is still what was
 * issued, in their own language, and never what it says.
 */
test('a stranger types a printed code on a phone and learns the report is unchanged, in English and Arabic', async ({
  browser,
  make,
}) => {
  const answer = `Bait stations checked ${make.tag()}`;
  const report = await make.finishedReport({ answer });
  expect(report.code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);

  for (const locale of ['en-US', 'ar'] as const) {
    const phone = await onTestClock(
      await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        locale,
      }),
    );
    const page = await phone.newPage();
    await page.goto('/verify');
    const field = page.getByRole('textbox', { name: locale === 'ar' ? 'رمز التحقق' : 'Verification code' });
    // Typed key by key as read from paper: lower case, no dashes.
    await field.pressSequentially(report.code.toLowerCase().replace(/-/g, ''));
    await field.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/verify/${report.code}$`));
    await expect(
      page.getByText(
        locale === 'ar' ? 'لم يتغير هذا السجل منذ إصداره.' : 'This record is unchanged since it was issued.',
      ),
    ).toBeVisible();
    await expect(page.getByText(locale === 'ar' ? 'تقرير خدمة' : 'Service report')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    // The record's content is not for strangers.
    await expect(page.getByText(answer)).toHaveCount(0);
    await expect(page.getByText(report.job.name)).toHaveCount(0);
    await phone.close();
  }
});

test('a code that is not printed on any record is said to be unknown, and the office sees its code on the report', async ({
  browser,
  make,
  logInAs,
  page,
}) => {
  const report = await make.finishedReport();
  await logInAs('admin', `/reports/${report.id}`);
  const link = page.getByRole('link', { name: report.code });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', `/verify/${report.code}`);

  const phone = await onTestClock(
    await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' }),
  );
  const stranger = await phone.newPage();
  await stranger.goto('/verify/0000-0000-0000');
  await expect(stranger.getByText('Code not found')).toBeVisible();
  // Not a code at all: the form says so before asking the server.
  const field = stranger.getByRole('textbox', { name: 'Verification code' });
  await field.pressSequentially('12345');
  await field.press('Enter');
  await expect(stranger.getByText(/This cannot be a verification code/)).toBeVisible();
  await phone.close();
});
