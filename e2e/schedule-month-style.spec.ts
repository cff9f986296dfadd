import type { Page } from '@playwright/test';
import { Role } from '../src/shared/constants';
import { expect, test } from './test';

/**
 * Issue 35 item 3 (decision 0074) in a browser: the schedule's month view reads its days and
 * heading as the reader reads dates. Chromium's own ICU writes them (its Persian data names two
 * solar months of one year as the first alone, which date-style works around).
 */
test.use({ viewport: { width: 1440, height: 900 } });

/** November 2026: 10 Aban to 9 Azar 1405 in the solar calendar. */
const MONTH = '/schedule?view=month&date=2026-11-24';

/** The account's digits and calendar through the API, and the page's language through its menu. */
async function readAs(
  page: Page,
  language: string,
  style: { numerals: string | null; calendar: string | null },
) {
  const csrf = decodeURIComponent(
    (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '',
  );
  const res = await page.request.put('/api/account/date-style', {
    data: style,
    headers: { 'x-csrf-token': csrf },
  });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto(MONTH);
  await page.getByRole('button', { name: /^(Language|زبان|اللغة)$/ }).click();
  await page.getByRole('menuitem', { name: language }).click();
}

test('the schedule’s month view in Persian, solar, and in Arabic', async ({ page, logInAs, make }) => {
  await logInAs(await make.user({ role: Role.Admin }));
  const heading = page.locator('.mantine-ResourcesMonthView-monthYearSelectTarget');
  const day = (n: number) =>
    page.locator('.mantine-ResourcesMonthView-resourcesMonthViewDayLabel').nth(n - 1);

  await readAs(page, 'فارسی', { numerals: null, calendar: 'persian' });
  await expect(heading).toHaveText('آبان تا آذر ۱۴۰۵');
  // What is drawn: the weekday over the day's number; the library's own number (Gregorian, in
  // Latin digits) is there but hidden.
  const shown = (n: number) => day(n).evaluate((el: HTMLElement) => el.innerText);
  expect(await shown(1)).toBe('یکشنبه\n۱۰');
  expect(await shown(22)).toBe('یکشنبه\n۱ آذر');
  await expect(day(22).locator('.mantine-ResourcesMonthView-resourcesMonthViewDayLabelNumber')).toBeHidden();
  await heading.click();
  await expect(page.getByRole('button', { name: 'انتخاب سال ۱۴۰۵' })).toHaveText('۱۴۰۵');

  await page.keyboard.press('Escape');
  await readAs(page, 'العربية', { numerals: null, calendar: null });
  await expect(heading).toHaveText('نوفمبر ٢٠٢٦');
  expect(await shown(24)).toBe('الثلاثاء\n٢٤');
});
