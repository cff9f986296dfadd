import { startReport, technicianWithJob } from './helpers';
import { expect, test } from './test';

const TEMPLATE = 'Commercial Pest Service Report';

test('in Arabic, a refused submit says why in Arabic and typed Arabic answers read right to left', async ({
  page,
  logInAs,
  make,
}) => {
  // A technician of the test's own, on a job of their own: one report in progress per job.
  const { job } = await technicianWithJob(make, logInAs, page);
  await startReport(page, job.name, TEMPLATE);

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

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('in Arabic, an application record reads right to left and its refused part says why in Arabic', async ({
    page,
    logInAs,
    make,
  }) => {
    // A technician of the test's own, on a job of their own: one report in progress per job.
    const { job } = await technicianWithJob(make, logInAs, page);
    await startReport(page, job.name, TEMPLATE);
    await page.evaluate(() => localStorage.setItem('fieldbook.language', 'ar'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    const product = page.getByRole('group', { name: /^Product applied/ });
    await product.getByRole('button', { name: 'إضافة استخدام' }).click();
    const record = product.getByRole('group', { name: 'الاستخدام \u2068١\u2069' });
    await expect(record).toBeVisible();
    expect(await record.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    const amount = record.getByLabel('الكمية (غير مخففة)');
    await amount.pressSequentially('0.5');
    await expect(amount).toHaveValue('0.5');
    // An end before the start: the server refuses that part, and says so in Arabic.
    await record.getByLabel('وقت البدء').fill('10:00');
    await record.getByLabel('وقت الانتهاء').fill('09:00');
    await expect(product.getByText('يجب أن يكون وقت الانتهاء بعد وقت البدء.')).toBeVisible();
    await expect(product).not.toContainText('The end time must be after the start time.');
    await record.getByLabel('وقت الانتهاء').fill('10:30');
    await expect(page.getByRole('status').filter({ hasText: 'حُفظت كل التغييرات' })).toBeVisible();
    const reportId = new URL(page.url()).pathname.split('/').pop()!;
    const detail = (await (await page.request.get(`/api/reports/${reportId}`)).json()) as {
      tasks: { fields: { field_name: string; answer: unknown }[] }[];
    };
    const answer = detail.tasks
      .flatMap((t) => t.fields)
      .find((f) => f.field_name === 'Product applied')?.answer;
    expect(answer).toMatchObject([{ amount: 0.5, start_time: '10:00', end_time: '10:30' }]);
  });
});
