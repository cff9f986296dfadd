import { expect, mondayWeeksAhead, test } from './test';

/**
 * Issue 34 (decision 0079, amended 2026-12-03 evening) in a browser: the month's pages carry each
 * lane's first two cards of a day and how many a crowded day holds; "+N more" counts the rest and,
 * opened, reads that lane's day from the server and lists every visit of it.
 */
test.use({ viewport: { width: 1440, height: 900 } });

test('a crowded day of the month shows two cards and "+2 more", which reads the day when opened', async ({
  page,
  make,
  logInAs,
}) => {
  const tag = make.tag();
  const person = await make.user({ name: `Crowded Day ${tag}` });
  // A Monday seven weeks ahead: a day no other test crowds.
  const day = mondayWeeksAhead(7);
  const jobs = await Promise.all(
    ['A', 'B', 'C', 'D'].map((letter) => make.job({ name: `Crowd ${letter} ${tag}` })),
  );
  const plan = (n: number, start: string | null) =>
    make.api.post('/api/visits', {
      job_id: jobs[n]!.id,
      date: day,
      technician_ids: [person.id],
      ...(start && { start_time: start, end_time: `${start.slice(0, 2)}:45` }),
    });
  // Planned out of order: a visit of any time comes first in a cell, then by start.
  await plan(0, '10:00');
  await plan(1, null);
  await plan(2, '08:00');
  await plan(3, '09:00');

  const asked: URL[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/schedule?')) asked.push(new URL(r.url()));
  });
  await logInAs('admin', `/schedule?view=month&date=${day}`);
  await page.getByRole('textbox', { name: 'Find a technician' }).fill(`Crowded Day ${tag}`);
  const lanes = page.getByTestId('schedule-lanes');
  await expect(lanes.getByText(`Crowded Day ${tag}`, { exact: true })).toBeVisible();
  const card = (letter: string) => page.getByRole('button', { name: new RegExp(`Crowd ${letter} ${tag}`) });
  await expect(card('B')).toBeVisible();
  await expect(card('C')).toBeVisible();
  // The two later ones were not sent: only counted.
  await expect(card('A')).toHaveCount(0);
  await expect(card('D')).toHaveCount(0);
  const more = lanes.getByRole('button', { name: '+2 more' });
  await expect(more).toBeVisible();
  for (const url of asked) expect(url.searchParams.get('cards_per_day')).toBe('2');

  const dayRead = page.waitForResponse(
    (r) => r.url().includes('/api/schedule?') && r.url().includes(`technician_id=${person.id}`),
  );
  await more.click();
  expect((await dayRead).status()).toBe(200);
  // The list holds the day's four visits, in the cell's order.
  const list = page.locator('.mantine-Popover-dropdown');
  await expect(list.getByRole('button', { name: new RegExp(`Crowd A ${tag}`) })).toBeVisible();
  await expect(list.getByRole('button', { name: new RegExp(`Crowd D ${tag}`) })).toBeVisible();
  await expect(list.getByRole('button', { name: new RegExp(`Crowd [A-D] ${tag}`) })).toHaveCount(4);
  await expect(list.getByTestId('pending-card')).toHaveCount(0);
  // A visit of the list opens its dialog.
  await list.getByRole('button', { name: new RegExp(`Crowd A ${tag}`) }).click();
  await expect(page.getByRole('dialog', { name: new RegExp(`^Crowd A ${tag} · `) })).toBeVisible();
});
