import { expect, test } from '@playwright/test';
import { startReportOnLastJob } from './helpers';

const TEMPLATE = 'Commercial Pest Service Report';

test('in Arabic, a refused submit says why in Arabic and typed Arabic answers read right to left', async ({
  page,
}) => {
  await startReportOnLastJob(page, TEMPLATE);

  // The page in Arabic (the choice the language menu stores).
  await page.evaluate(() => localStorage.setItem('fieldbook.language', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  const contact = page.getByLabel('Customer contact on site');
  await contact.fill('مدير المطبخ (دانة)');
  await expect(contact).toHaveAttribute('dir', 'auto');
  expect(await contact.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  // An English answer in the Arabic page still reads left to right.
  await contact.fill('Kitchen manager');
  expect(await contact.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
  await contact.fill('مدير المطبخ (دانة)');
  await expect(page.getByRole('status').filter({ hasText: 'حُفظت كل التغييرات' })).toBeVisible();

  // The server refuses the submit (required fields missing) and the refusal reads in Arabic.
  await page.getByRole('button', { name: 'إرسال', exact: true }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'أجب أولًا عن الحقول المطلوبة' });
  await expect(refusal).toBeVisible();
  await expect(refusal).not.toContainText('Answer the required fields first');
});
