import { expect, mondayWeeksAhead, test } from './test';

/**
 * Issue 33 item 3 end to end: at 1440 × 900 a dispatcher opens "Move day…" on a technician's day
 * of the week board, reads who takes each visit (the nearest technician with room; a shared visit
 * keeps its other person), moves the day, checks the board and the server, then Undo puts every
 * visit back. Its own technicians, places and visits, in a corner of the map of its own on a
 * Wednesday five weeks ahead: the others' visits there decide the nearest, nobody else's.
 */

interface Visit {
  id: number;
  technicians: { id: number; name: string }[];
}

/** A Wednesday five weeks after the tests' today. */
const dayAhead = () => new Date(Date.parse(mondayWeeksAhead(5)) + 2 * 86_400_000).toISOString().slice(0, 10);

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** "Wednesday, January 7", as the board names a day in English. */
const dayName = (iso: string) =>
  `Wednesday, ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${Number(iso.slice(8, 10))}`;

test('a technician out sick: their day moved to the nearest technicians with room, then Undo', async ({
  page,
  make,
  logInAs,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const tag = make.tag();
  const day = dayAhead();
  const sick = await make.user({ name: `Sam Sick ${tag}` });
  const near = await make.user({ name: `Ned Near ${tag}` });
  const far = await make.user({ name: `Fay Far ${tag}` });
  // A corner of its own: a latitude from the tag, far from the demo's places and other runs'.
  const latitude = 30 + ([...tag].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 200) / 10;
  /** A visit at a place `km` east along the corner's latitude (one degree there is ~111 km × cos). */
  const visitAt = async (km: number, people: number[], window: [string, string] | null = null) => {
    const name = `Sick site ${km} km ${tag}`;
    const { id } = await make.api.post<{ id: number }>('/api/locations', {
      name,
      latitude,
      longitude: -100 + km / (111.32 * Math.cos((latitude * Math.PI) / 180)),
      status_id: 1,
    });
    const job = await make.job({ name: `Sick job ${km} ${tag}`, location: { id, name } });
    const { visit } = await make.api.post<{ visit: Visit }>('/api/visits', {
      job_id: job.id,
      date: day,
      technician_ids: people,
      ...(window ? { start_time: window[0], end_time: window[1] } : {}),
    });
    return { id: visit.id, name, job: job.name };
  };
  // The others' own afternoons: Ned at 0 km, Fay at 30 km.
  await visitAt(0, [near.id], ['14:00', '15:00']);
  await visitAt(30, [far.id], ['14:00', '15:00']);
  // Sam's day: one by Ned, one by Fay, one shared with Ned.
  const byNear = await visitAt(1, [sick.id], ['09:00', '10:00']);
  const byFar = await visitAt(29, [sick.id]);
  const shared = await visitAt(15, [sick.id, near.id], ['11:00', '12:00']);
  const peopleOf = async (id: number) =>
    (await make.api.get<{ visit: Visit }>(`/api/visits/${id}`)).visit.technicians.map((p) => p.id);

  await logInAs('admin', `/schedule?view=week&date=${day}`);
  await page.getByRole('textbox', { name: 'Find a technician' }).fill(tag);
  const board = page.getByRole('grid', { name: 'Week board' });
  const row = (name: string) => board.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  const cell = (name: string) => row(name).locator(`[role="gridcell"][data-date="${day}"]`);
  await expect(cell(sick.name).getByTestId('cell-load')).toHaveText('3 visits · 3 / 8 h');

  const action = cell(sick.name).getByRole('button', {
    name: `Move ${sick.name}’s visits on ${dayName(day)} to others`,
  });
  // Reached by the keyboard: focused and opened with Enter.
  await action.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Move ${sick.name}’s day to others · ${dayName(day)}` });
  const moves = dialog.getByRole('table', { name: 'Proposed moves' });
  const moveRow = (site: string) => moves.getByRole('row').filter({ hasText: site });
  await expect(moveRow(byNear.name)).toContainText(near.name);
  await expect(moveRow(byNear.name)).toContainText('1 km from their nearest visit');
  await expect(moveRow(byFar.name)).toContainText(far.name);
  await expect(moveRow(byFar.name)).toContainText('Their day: 2 / 8 h');
  await expect(moveRow(shared.name)).toContainText(`Stays with ${near.name}`);
  // Nothing moves before the dispatcher says so.
  expect(await peopleOf(byNear.id)).toEqual([sick.id]);

  await dialog.getByRole('button', { name: 'Move 3 visits' }).click();
  await expect(page.getByText(`3 visits of ${sick.name} moved to others.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  // The server has it, and the board shows it.
  expect(await peopleOf(byNear.id)).toEqual([near.id]);
  expect(await peopleOf(byFar.id)).toEqual([far.id]);
  expect(await peopleOf(shared.id)).toEqual([near.id]);
  await expect(cell(sick.name).getByTestId('cell-load')).toHaveText('0 visits · 0 / 8 h');
  await expect(cell(near.name).getByTestId('cell-load')).toHaveText('3 visits · 3 / 8 h');
  await expect(cell(far.name).getByTestId('cell-load')).toHaveText('2 visits · 2 / 8 h');
  await expect(cell(far.name).getByRole('button', { name: new RegExp(`^${byFar.job} · `) })).toBeVisible();

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText(`${sick.name}’s visits are back with them.`)).toBeVisible();
  await expect(cell(sick.name).getByTestId('cell-load')).toHaveText('3 visits · 3 / 8 h');
  await expect(cell(near.name).getByTestId('cell-load')).toHaveText('2 visits · 2 / 8 h');
  await expect(cell(far.name).getByTestId('cell-load')).toHaveText('1 visit · 1 / 8 h');
  expect(await peopleOf(byNear.id)).toEqual([sick.id]);
  expect(await peopleOf(byFar.id)).toEqual([sick.id]);
  expect((await peopleOf(shared.id)).sort((a, b) => a - b)).toEqual([sick.id, near.id].sort((a, b) => a - b));
});
