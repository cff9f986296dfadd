import type { Route } from '@playwright/test';
import { expect, test, testClockShift } from './test';

/**
 * Issue 34 (decision 0079) in a browser: the month view reads its lanes a page at a time, as the
 * week board does. Twelve technicians of its own, found by the server: the first page draws the
 * ten that fit, scrolling to the last asks for the second page, whose lanes wait as placeholders
 * (aria-busy) until it comes; a visit of the last lane opens its dialog from the whole visit.
 */
test.use({ viewport: { width: 1440, height: 900 } });

/** A day about six weeks after the tests' today: a month no other test plans. */
function dayAhead(): string {
  const now = new Date(Date.now() + testClockShift());
  return new Date(now.getTime() + 42 * 86_400_000).toISOString().slice(0, 10);
}

test('the month view reads its lanes a page at a time, a placeholder until its page comes', async ({
  page,
  make,
  logInAs,
}) => {
  test.setTimeout(120_000);
  const tag = make.tag();
  const name = (n: number) => `Mona Lane ${tag} ${String(n).padStart(2, '0')}`;
  const people = [];
  for (let n = 1; n <= 12; n++) people.push(await make.user({ name: name(n) }));
  const day = dayAhead();
  const job = await make.job({ name: `Month job ${tag}` });
  await make.api.post('/api/visits', { job_id: job.id, date: day, technician_ids: [people[11]!.id] });

  // Every question the schedule asks is a page of lanes; the second is held until its
  // placeholders are seen.
  const asked: URL[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/schedule?')) asked.push(new URL(r.url()));
  });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/api/schedule' && url.searchParams.get('lane_page') === '2',
    async (route: Route) => {
      await held;
      await route.continue();
    },
  );

  await logInAs('admin', `/schedule?view=month&date=${day}`);
  const lanes = page.getByTestId('schedule-lanes');
  const first = page.waitForRequest(
    (r) => r.url().includes('/api/schedule?') && r.url().includes(`technician=Mona+Lane+${tag}`),
  );
  await page.getByRole('textbox', { name: 'Find a technician' }).fill(`Mona Lane ${tag}`);
  expect(new URL((await first).url()).searchParams.get('lane_page')).toBe('1');
  await expect(lanes.getByText(name(1), { exact: true })).toBeVisible();
  await expect(lanes.getByText(name(12), { exact: true })).toHaveCount(0);

  // The month read sideways to its last days stays there as the lanes scroll down: the calendar
  // draws the lanes in view anew, but its own sideways scroll is kept.
  const days = lanes.locator('.mantine-ScrollArea-viewport').first();
  await days.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
  const sideways = await days.evaluate((box) => Math.abs(box.scrollLeft));
  expect(sideways).toBeGreaterThan(200);

  // Scrolled to the end, the last lanes wait for their page, busy and nameless.
  const second = page.waitForRequest(
    (r) => r.url().includes(`technician=Mona+Lane+${tag}`) && r.url().includes('lane_page=2'),
  );
  await lanes.evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
  await second;
  const waiting = lanes.getByTestId('lane-placeholder');
  await expect(waiting.first()).toBeVisible();
  await expect(waiting.first()).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(lanes.getByText(name(12), { exact: true })).toBeVisible();
  await expect(waiting).toHaveCount(0);
  expect(await days.evaluate((box) => Math.abs(box.scrollLeft))).toBe(sideways);

  // The last lane's visit opens its dialog from the whole visit, from the keyboard: its day may
  // lie under the technicians' column, which stays put as the month scrolls sideways (in CI the
  // pointer found it outside the view for two minutes).
  const visit = lanes.getByRole('button', { name: new RegExp(job.name) });
  await visit.focus();
  await expect(visit).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: new RegExp(`^${job.name} · `) })).toBeVisible();
  expect(asked.length).toBeGreaterThan(0);
  for (const url of asked) expect(url.searchParams.get('lane_page')).not.toBeNull();
});
