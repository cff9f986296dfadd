import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { expect, test } from './test';

test.beforeEach(async ({ page }) => {
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort('internetdisconnected'));
});

test('an Admin filters the jobs list, exports it as CSV, and the file holds exactly the filtered jobs', async ({
  page,
  logInAs,
}) => {
  await logInAs('admin');
  await expect(page).toHaveURL(/\/jobs$/);
  await page.getByLabel('Filter', { exact: true }).fill('bed bug');
  await expect(page).toHaveURL(/filter=bed\+bug/);
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toContainText(/bed bug/i);
  const shownNames = await table.getByRole('row').locator('td:nth-child(2)').allTextContents();

  await page.getByRole('button', { name: 'Export' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^jobs-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile(await file.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [headings, ...rows]: string[][] = parse(text, { bom: true });
  expect(headings).toEqual(['Category', 'Name', 'Location', 'Address', 'Status', 'Created', 'ID']);

  // Every page of the list the screen asks for, through the same API and filter.
  const listed: number[] = [];
  for (let p = 1; ; p += 1) {
    const res = await page.request.get(`/api/get-jobs-filtered?filter=bed%20bug&page=${p}`);
    const body = (await res.json()) as { jobs: { job_id: number }[] };
    if (body.jobs.length === 0) break;
    listed.push(...body.jobs.map((j) => j.job_id));
  }
  expect(listed.length).toBeGreaterThan(0);
  expect(rows.map((r) => Number(r[6]))).toEqual(listed);
  // The screen's first page is the file's first rows, in the same order (an inactive job's name
  // cell carries its "Inactive" badge).
  expect(
    rows.slice(0, shownNames.length).map((r) => (r[4] === 'Inactive' ? `${r[1]}Inactive` : r[1])),
  ).toEqual(shownNames);
  for (const row of rows) expect(row.slice(0, 4).join(' ')).toMatch(/bed bug/i);

  // The menu again, now loaded: Excel this time.
  await page.getByRole('button', { name: 'Export' }).click();
  const xlsx = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click();
  expect((await xlsx).suggestedFilename()).toMatch(/^jobs-\d{4}-\d{2}-\d{2}\.xlsx$/);
});
