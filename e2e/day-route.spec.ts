import { expect, mondayWeeksAhead, test } from './test';

/**
 * Issue 33 item 2 end to end: a dispatcher at 1440 × 900 opens a technician's day from the week
 * board, sees the stops on the map with the km between them, asks for the shortest order, applies
 * it (and Undo puts the day back, then applies it again); the technician's Today on a phone lists
 * the visits in that order with their stop numbers. Its own technician, places and visits, on a
 * day three weeks ahead.
 */

interface DayRoute {
  ordered: boolean;
  stops: { visit: { id: number } }[];
}

/** A Monday three weeks after the tests' today. */
const dayAhead = () => mondayWeeksAhead(3);

const usDay = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

test('a day’s route: stops on the map, Suggest order, Apply order with Undo, and the order on the technician’s Today', async ({
  page,
  make,
  logInAs,
}) => {
  test.setTimeout(120_000);
  // No internet here or on CI: the tiles fail at once rather than after the network's timeout.
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort('internetdisconnected'));
  await page.setViewportSize({ width: 1440, height: 900 });
  const tag = make.tag();
  const technician = await make.user({ name: `Rita Route ${tag}` });
  const day = dayAhead();
  /** A place `km` east along 40.7° N (one degree of longitude there is about 84.3 km). */
  const placeAt = async (km: number) => {
    const name = `Stop ${km} km ${tag}`;
    const { id } = await make.api.post<{ id: number }>('/api/locations', {
      name,
      latitude: 40.7,
      longitude: -74 + km / 84.3,
      status_id: 1,
    });
    const job = await make.job({ name: `Route job ${km} ${tag}`, location: { id, name } });
    const { visit } = await make.api.post<{ visit: { id: number } }>('/api/visits', {
      job_id: job.id,
      date: day,
      technician_ids: [technician.id],
      ...(km === 0 ? { start_time: '08:00', end_time: '09:00' } : {}),
    });
    return { id: visit.id, name };
  };
  // Planned in time order 0, 30, 10, 20 km: 60 km of driving; 0, 10, 20, 30 drives 30.
  const s0 = await placeAt(0);
  const s30 = await placeAt(30);
  const s10 = await placeAt(10);
  const s20 = await placeAt(20);
  const readDay = () => make.api.get<DayRoute>(`/api/users/${technician.id}/day-route?day=${day}`);

  await logInAs('admin', `/schedule?view=week&date=${day}`);
  await page.getByRole('textbox', { name: 'Find a technician' }).fill(`Rita Route ${tag}`);
  await page.getByRole('link', { name: `Route of ${technician.name} on ${usDay(day)}` }).click();
  await expect(page.getByRole('heading', { name: `Route · ${technician.name}` })).toBeVisible();
  const stops = page.getByRole('list', { name: 'Stops' });
  const names = (list = stops) =>
    list.getByRole('listitem').evaluateAll((items) => items.map((i) => i.getAttribute('aria-label')));
  await expect
    .poll(() => names())
    .toEqual([`Stop 1: ${s0.name}`, `Stop 2: ${s30.name}`, `Stop 3: ${s10.name}`, `Stop 4: ${s20.name}`]);
  await expect(page.getByTestId('route-total')).toHaveText('Total 60.0 km');
  // The map numbers its pins in the list's order.
  const map = page.getByRole('region', { name: `Map of ${technician.name}’s route` });
  await expect(map.getByRole('button', { name: `1. ${s0.name}` })).toBeVisible();
  await expect(map.getByRole('button', { name: `4. ${s20.name}` })).toBeVisible();

  await page.getByRole('button', { name: 'Suggest order' }).click();
  await expect(
    page.getByText('30.0 km instead of 60.0 km: 30.0 km less to drive.', { exact: false }),
  ).toBeVisible();
  const proposed = [
    `Stop 1: ${s0.name}`,
    `Stop 2: ${s10.name}`,
    `Stop 3: ${s20.name}`,
    `Stop 4: ${s30.name}`,
  ];
  await expect.poll(() => names(page.getByRole('list', { name: 'Suggested order' }))).toEqual(proposed);
  // A proposal is not saved.
  expect((await readDay()).ordered).toBe(false);

  await page.getByRole('button', { name: 'Apply order' }).click();
  await expect(page.getByText(`Order saved for ${technician.name}’s day.`)).toBeVisible();
  await expect.poll(() => names()).toEqual(proposed);
  await expect(page.getByTestId('route-total')).toHaveText('Total 30.0 km');
  await expect
    .poll(async () => (await readDay()).stops.map((s) => s.visit.id))
    .toEqual([s0.id, s10.id, s20.id, s30.id]);

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText(`${technician.name}’s day is back in its earlier order.`)).toBeVisible();
  await expect.poll(async () => (await readDay()).ordered).toBe(false);
  await expect
    .poll(() => names())
    .toEqual([`Stop 1: ${s0.name}`, `Stop 2: ${s30.name}`, `Stop 3: ${s10.name}`, `Stop 4: ${s20.name}`]);

  await page.getByRole('button', { name: 'Suggest order' }).click();
  await page.getByRole('button', { name: 'Apply order' }).click();
  await expect(page.getByText(`Order saved for ${technician.name}’s day.`)).toBeVisible();
  await expect.poll(async () => (await readDay()).ordered).toBe(true);

  // The technician's phone: Today of that day lists the visits in the saved order, numbered.
  await page.context().clearCookies();
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAs(technician, `/today?day=${day}`);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(4);
  await expect
    .poll(() => cards.evaluateAll((items) => items.map((i) => i.getAttribute('aria-label'))))
    .toEqual([`Route job 0 ${tag}`, `Route job 10 ${tag}`, `Route job 20 ${tag}`, `Route job 30 ${tag}`]);
  for (const [i, km] of [0, 10, 20, 30].entries()) {
    const card = page.getByRole('article', { name: `Route job ${km} ${tag}` });
    await expect(card.getByTestId('stop-number')).toHaveText(`Stop ${i + 1}`);
  }
  // Nothing on the phone is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
