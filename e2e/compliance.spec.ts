import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, test } from './test';

/** The demo company's New York business registration (src/server/seed/demo-company.ts). */
const NY_REGISTRATION = '15342';
/** The year before New York's (the demo's APP_TIMEZONE): the demo's year to file, UTC's or not. */
const LAST_YEAR = String(
  Number(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric' }).format(new Date()),
  ) - 1,
);

async function downloaded(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

/** Every record is ASCII, ends with CRLF, and has each of its fields followed by `|`. */
function records(bytes: Buffer, fields: number): string[][] {
  expect([...bytes].every((b) => b < 0x80)).toBe(true);
  const text = bytes.toString('ascii');
  expect(text.endsWith('\r\n')).toBe(true);
  const lines = text.slice(0, -2).split('\r\n');
  for (const line of lines) {
    expect(line).not.toMatch(/[\r\n]/);
    const parts = line.split('|');
    expect(parts, line).toHaveLength(fields + 1);
    expect(parts.at(-1)).toBe('');
  }
  return lines.map((l) => l.split('|').slice(0, -1));
}

test('an Admin files New York for last year: two problems fixed at their records, then Form 26 and 26A', async ({
  page,
  logInAs,
}) => {
  await logInAs('admin');
  // The Admin's home says what is due.
  await expect(page.getByRole('region', { name: 'State filings due' })).toContainText(
    'New York annual report',
  );

  await page.getByRole('link', { name: 'Compliance' }).click();
  await expect(page.getByRole('heading', { name: 'Compliance', level: 2 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'New York', selected: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Year' }).click();
  await page.getByRole('option', { name: LAST_YEAR }).click();

  // Readiness first: two problems, each naming what to fix, nothing can be made yet.
  await expect(page.getByText('Problems to fix: 2')).toBeVisible();
  const problems = page.getByRole('table', { name: 'Problems that would make the filing wrong' });
  await expect(problems.getByRole('row')).toHaveCount(3);
  await expect(problems).toContainText('New York does not accept the unit "g"');
  await expect(problems).toContainText('New York has no county "Brooklyn"');
  await expect(page.getByRole('button', { name: 'Make Form 26', exact: true })).toBeDisabled();

  // The gel bait weighed in grams: corrected to ounces, typed key by key.
  await problems
    .getByRole('row', { name: /grams|unit "g"/ })
    .getByRole('link', { name: 'Correct the record' })
    .click();
  await expect(page).toHaveURL(/\/applications\/\d+\?/);
  const unitRecord = Number(/\/applications\/(\d+)/.exec(page.url())![1]);
  await page.getByRole('combobox', { name: 'Unit' }).click();
  await page.getByRole('option', { name: 'oz', exact: true }).click();
  const amount = page.getByRole('textbox', { name: 'Amount of undiluted product' });
  await amount.fill('');
  await amount.pressSequentially('0.63');
  await page.getByRole('textbox', { name: /Why it is corrected/ }).pressSequentially('18 g weighed, 0.63 oz');
  await page.getByRole('button', { name: 'Save the correction' }).click();
  await expect(page).toHaveURL(/\/compliance\?/);
  await expect(page.getByText('Problems to fix: 1')).toBeVisible();

  // The county typed "Brooklyn" when the record was made: Kings.
  await page.getByRole('link', { name: 'Correct the record' }).click();
  const county = page.getByRole('combobox', { name: 'County' });
  await expect(county).toBeFocused();
  await county.fill('');
  await county.pressSequentially('Kin');
  await page.getByRole('option', { name: 'Kings' }).click();
  await page.getByRole('textbox', { name: /Why it is corrected/ }).fill('Brooklyn is Kings County');
  await page.getByRole('button', { name: 'Save the correction' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Ready to file' })).toBeVisible();

  // What the server stored.
  const stored = await page.request.get(`/api/applications/${unitRecord}`);
  expect(await stored.json()).toMatchObject({
    amount: 0.63,
    unit: 'oz',
    correction_note: '18 g weighed, 0.63 oz',
    // Kept with what it said before (issue 30).
    corrections: [
      {
        note: '18 g weighed, 0.63 oz',
        changes: [
          { part: 'amount', to: 0.63 },
          { part: 'unit', from: 'g', to: 'oz' },
        ],
      },
    ],
  });

  // Form 26: every record of the year, as the state's text file.
  const form26 = await downloaded(page, () =>
    page.getByRole('button', { name: 'Make Form 26', exact: true }).click(),
  );
  expect(form26.name).toBe(`NY-Form-26-${LAST_YEAR}.txt`);
  const rows = records(form26.bytes, 13);
  expect(rows.length).toBeGreaterThanOrEqual(5);
  for (const [made, cert, registration, epa, , quantity, unit, date, end, countyCode, , , zip] of rows) {
    expect(made).toBe('0');
    expect(cert).toMatch(/^C\d{7}$/);
    expect(registration).toBe(NY_REGISTRATION);
    expect(epa).toMatch(/^\d+-\d+(-\d+)?$/);
    expect(Number(quantity)).toBeGreaterThan(0);
    expect(['FL OZ', 'OZ', 'LB', 'GAL', 'QT', 'PT', 'ML', 'L', 'KG']).toContain(unit);
    expect(date).toMatch(new RegExp(`^\\d{1,2}/\\d{1,2}/${LAST_YEAR}$`));
    expect(end).toBe('');
    expect(countyCode).toMatch(/^\d{2}$/);
    expect(zip).toMatch(/^\d{5}$/);
  }
  expect(rows.some((r) => r[5] === '0.63' && r[6] === 'OZ')).toBe(true);
  // Kings County is New York's 59.
  expect(rows.some((r) => r[9] === '59' && r[11] === 'Brooklyn')).toBe(true);

  // Form 26A: one line per certified applicator.
  const form26a = await downloaded(page, () => page.getByRole('button', { name: 'Make Form 26A' }).click());
  expect(form26a.name).toBe(`NY-Form-26A-${LAST_YEAR}.txt`);
  const applicators = records(form26a.bytes, 5);
  expect(applicators.length).toBeGreaterThan(3);
  for (const [cert, registration, first, last, indicator] of applicators) {
    expect(cert).toMatch(/^C\d{7}$/);
    expect(registration).toBe(NY_REGISTRATION);
    expect(first).not.toBe('');
    expect(last).not.toBe('');
    expect(['0', '3']).toContain(indicator);
  }
  expect(applicators.some((a) => a[4] === '0')).toBe(true);

  // The log keeps both, and downloads the same bytes again.
  const log = page.getByRole('table', { name: 'Filing log' });
  await expect(log.getByRole('link', { name: `NY-Form-26-${LAST_YEAR}.txt` })).toBeVisible();
  // From the keyboard: the notifications of the two files made may still cover the log's rows.
  const kept = log.getByRole('link', { name: `NY-Form-26-${LAST_YEAR}.txt` }).first();
  await kept.focus();
  const again = await downloaded(page, () => page.keyboard.press('Enter'));
  expect(createHash('sha256').update(again.bytes).digest('hex')).toBe(
    createHash('sha256').update(form26.bytes).digest('hex'),
  );
});

test.describe('on a phone, in Arabic', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the Compliance area reads right to left and names the federal register', async ({
    page,
    logInAs,
  }) => {
    await logInAs('admin');
    await page.evaluate(() => localStorage.setItem('fieldbook.language', 'ar'));
    await page.goto(`/compliance?state=US&from=${LAST_YEAR}-01-01&to=${LAST_YEAR}-12-31`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'الامتثال', level: 2 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'السجل الفيدرالي', selected: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'الجاهزية' })).toBeVisible();
    // Last year's records meet the federal rule: the register is made and downloads.
    await expect(page.getByRole('alert').filter({ hasText: 'جاهز للتقديم' })).toBeVisible();
    const make = page.getByRole('button', { name: 'أعدّ السجل (CSV)' });
    const box = (await make.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    const csv = await downloaded(page, () => make.click());
    expect(csv.name).toBe(`Federal-register-${LAST_YEAR}.csv`);
    const lines = csv.bytes.toString('utf8').split('\r\n');
    expect(lines[0]).toMatch(/^Date,Start time,End time,Customer,/);
    // Every record of last year, oldest first, the demo's five New York visits among them.
    const days = lines.slice(1, -1).map((l) => l.slice(0, 10));
    expect(days.every((d) => d.startsWith(`${LAST_YEAR}-`))).toBe(true);
    expect([...days].sort()).toEqual(days);
    for (const d of ['03-14', '05-09', '07-22', '09-30', '11-18'])
      expect(days).toContain(`${LAST_YEAR}-${d}`);
  });
});
