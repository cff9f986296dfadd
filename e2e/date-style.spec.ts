import { digitsOf } from '../src/shared/date-style.fixtures';
import type { AuthUser } from '../src/shared/schemas/auth';
import { expect, test } from './test';

/**
 * Issue 35 item 3 (decision 0074): dates as the reader reads them. On a phone, a technician reads
 * a day in Persian (year first, Persian digits), chooses the solar calendar and Latin digits on
 * their account, and every date follows, after a reload too; in Arabic the day comes first.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** A fixed day: Nowruz, 1 Farvardin 1406 in the solar calendar. */
const DAY = '2027-03-21';

test('on a phone in Persian the solar calendar and Latin digits are chosen once, and every date follows them', async ({
  page,
  logInAs,
  make,
}) => {
  const technician = await make.user();
  await logInAs(technician, `/today?day=${DAY}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('03/21/2027');

  // The account keeps the language once the server has it: the page load below would cancel the
  // call still on its way (CI s45c read 'en' back).
  const stored = page.waitForResponse(
    (r) => r.url().endsWith('/api/account/language') && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Language' }).tap();
  await page.getByRole('menuitem', { name: 'فارسی' }).tap();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect((await stored).ok()).toBe(true);
  // Year first, in Persian digits, the Gregorian calendar until another is chosen.
  await expect(heading).toHaveText('۲۰۲۷/۰۳/۲۱');

  await page.goto('/account');
  const saved = page.getByText('تاریخ‌ها و اعداد همان‌طور که انتخاب کردید نمایش داده می‌شوند.');
  await page.getByRole('radio', { name: 'هجری شمسی' }).tap();
  await expect(saved.first()).toBeVisible();
  await expect(page.getByTestId('date-style-example')).toContainText('۱۴۰۶/۰۱/۰۱');
  await page.getByRole('radio', { name: 'رقم‌های لاتین (0123456789)' }).tap();
  await expect(page.getByTestId('date-style-example')).toContainText('1406/01/01');
  // What the server holds: the account's choice, for every device.
  const me = (await (await page.request.get('/api/get-auth-user')).json()) as AuthUser;
  expect(me).toMatchObject({ language: 'fa', numerals: 'latin', calendar: 'persian' });

  await page.goto(`/today?day=${DAY}`);
  await expect(heading).toHaveText('1406/01/01');
  await page.reload();
  await expect(heading).toHaveText('1406/01/01');

  // In Arabic the same account reads the day first, in the Latin digits it chose, right to left.
  await page.getByRole('button', { name: 'زبان' }).tap();
  await page.getByRole('menuitem', { name: 'العربية' }).tap();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect.poll(async () => digitsOf((await heading.textContent()) ?? '')).toEqual(['21', '03', '2027']);
  const line = page.getByRole('main').locator('p[dir="rtl"]').filter({ hasText: '2027' });
  await expect(line).toHaveCount(1);
  // Read right to left: the day at the right, the year at the left.
  const [dayBox, yearBox] = await line.evaluate((el) => {
    const text = el.firstChild!;
    const box = (from: number, to: number) => {
      const range = document.createRange();
      range.setStart(text, from);
      range.setEnd(text, to);
      return range.getBoundingClientRect().x;
    };
    const s = text.textContent!;
    return [box(s.indexOf('21'), s.indexOf('21') + 2), box(s.indexOf('2027'), s.indexOf('2027') + 4)];
  });
  expect(dayBox).toBeGreaterThan(yearBox);
});
