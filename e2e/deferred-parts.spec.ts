import { expect, test, testClockShift } from './test';
import { fetchedInFirstScreen, firstScreenOver, holdScript, scriptsOnTheWay } from './first-screen-marks';

/**
 * What a page's first screen leaves for after it (decision 0067): each part comes after the mark,
 * or when used, in the room kept for it, and works, or stands in and works, until then.
 */

test("a list's Checkbox comes after its first screen, and the box keeps its place when it does (decision 0067)", async ({
  page,
  logInAs,
}) => {
  // The Checkbox's code is held back until the browser's stand-in has been measured; the page's
  // other parts that come after its first screen (the Technician's Select, the date filters)
  // may change the filters' row as they come, so they are let in first.
  const checkbox = /\/assets\/checkbox-field-[\w-]+\.js$/;
  const release = await holdScript(page, checkbox);
  const onTheWay = scriptsOnTheWay(page, checkbox);
  await logInAs('admin', '/reports');
  await firstScreenOver(page);
  await expect.poll(onTheWay).toBe(0);
  const flagged = page.getByRole('checkbox', { name: 'Flagged only' });
  const place = () =>
    flagged.evaluate((box) => {
      const root = box.closest('[data-checkbox-stand-in], .mantine-Checkbox-root')!.getBoundingClientRect();
      const own = box.getBoundingClientRect();
      return {
        standIn: box.closest('[data-checkbox-stand-in]') !== null,
        root: [root.x, root.y, root.width, root.height],
        box: [own.x, own.y, own.width, own.height],
        table: document.querySelector('table')?.getBoundingClientRect().y,
      };
    });
  await expect(page.getByRole('table')).toBeVisible();
  const before = await place();
  expect(before.standIn).toBe(true);
  release();
  await expect.poll(async () => (await place()).standIn).toBe(false);
  expect({ ...(await place()), standIn: true }).toEqual(before);
});

test("the company form's Switches come after its first screen, drawn the same until then, and they keep their place (decision 0067)", async ({
  page,
  logInAs,
}, testInfo) => {
  // The Switch's code is held back until the stand-ins have been measured; the page's other parts
  // that come after its first screen (the licences' calendar, single sign-on) are let in first.
  const switchFile = /\/assets\/switch-field-[\w-]+\.js$/;
  const release = await holdScript(page, switchFile);
  const onTheWay = scriptsOnTheWay(page, switchFile);
  await logInAs('admin', '/company');
  await expect(page.getByRole('textbox', { name: 'Business name' })).not.toHaveValue('');
  await firstScreenOver(page);
  await expect.poll(onTheWay).toBe(0);
  await expect(page.getByRole('heading', { name: 'Single sign-on' })).toBeVisible();
  const weather = page.getByRole('switch', { name: /^Record wind and temperature/ });
  const place = () =>
    page.evaluate(() => {
      const at = (text: string) => {
        const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
          if (walker.currentNode.textContent?.startsWith(text)) {
            const range = document.createRange();
            range.selectNodeContents(walker.currentNode);
            const box = range.getBoundingClientRect();
            return [Math.round(box.x), Math.round(box.y + window.scrollY)];
          }
        }
        return null;
      };
      return {
        standIns: document.querySelectorAll('[data-switch-stand-in]').length,
        label: at('Record wind and temperature'),
        description: at('Some states (Maryland)'),
        save: at('Save'),
      };
    });
  const before = await place();
  expect(before.standIns).toBe(3);
  await testInfo.attach('stand-ins', { body: await page.screenshot(), contentType: 'image/png' });
  // It works before its code is in: turned, and back.
  await weather.click();
  await expect(weather).toBeChecked();
  await weather.click();
  await expect(weather).not.toBeChecked();
  release();
  await expect.poll(async () => (await place()).standIns).toBe(0);
  await testInfo.attach('switches', { body: await page.screenshot(), contentType: 'image/png' });
  expect({ ...(await place()), standIns: 3 }).toEqual(before);
});

test("a location's map comes after its page's first screen, in the room kept for it (decision 0067)", async ({
  page,
  make,
  logInAs,
}) => {
  const place = await make.location();
  // Leaflet's file is held back until the page around the map's room has been measured.
  const release = await holdScript(page, /\/assets\/locations-map-[\w-]+\.js$/);
  // The tiles are blank squares here: with none at all, the map says so above itself (no signal).
  const blank = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );
  await page.route(/tile\.openstreetmap\.org/, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: blank }),
  );
  await logInAs('admin', `/locations/${place.id}`);
  const address = page.getByRole('region', { name: 'Service address and map', exact: true });
  // The page's data drawn first (CI s48a measured the sections while it was still on its way): then
  // the only spinner left is the map's, in the room kept for it.
  await expect(address.getByText(/12 Test Street/)).toBeVisible();
  await expect(page.getByRole('heading', { name: place.name, level: 1 })).toBeVisible();
  await expect(address.getByRole('progressbar', { name: 'Loading…' })).toBeVisible();
  await firstScreenOver(page);
  const boxes = () =>
    page.evaluate(() =>
      ['location-address', 'location-devices', 'location-contacts'].map((id) => {
        const box = document.getElementById(id)!.closest('section')!.getBoundingClientRect();
        return [box.x, box.y, box.width, box.height];
      }),
    );
  const before = await boxes();
  release();
  await expect(address.getByRole('region', { name: 'Map of this location' })).toBeVisible();
  await expect(address.getByRole('progressbar')).toHaveCount(0);
  expect(await boxes()).toEqual(before);
  // Asked for after the mark, not with the page.
  const asked = await page.evaluate(() => ({
    mark: performance.getEntriesByName('fieldbook:after-first-screen')[0]!.startTime,
    map: performance.getEntriesByType('resource').find((e) => /locations-map-/.test(e.name))!.startTime,
  }));
  expect(asked.map).toBeGreaterThan(asked.mark);
});

test("a list's table scrolls sideways as the browser scrolls, on a phone too; Mantine's ScrollArea is not fetched (decision 0067)", async ({
  page,
  logInAs,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAs('admin', '/jobs');
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await firstScreenOver(page);
  // The jobs table keeps its minimum width (640) inside a box of the phone's width, which scrolls.
  // Table.ScrollContainer: a box, and in it the inner box of the table's minimum width.
  const box = table.locator('xpath=../..');
  const sizes = await box.evaluate((el) => ({ client: el.clientWidth, scroll: el.scrollWidth }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  await box.evaluate((el) => el.scrollBy({ left: 200 }));
  await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  const fetched = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname),
  );
  expect(fetched.filter((s) => /\/assets\/(ScrollArea|scroll-area)-[\w-]+\.js$/.test(s))).toEqual([]);
  expect(await page.locator('.mantine-ScrollArea-root').count()).toBe(0);
  // The page itself stays the phone's width (what a cell places absolutely is clipped with it).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("the schedule's week board draws its header without the month picker's Popover, which its first screen does not fetch (decision 0067)", async ({
  page,
  logInAs,
}) => {
  await logInAs('admin', '/schedule?view=week&date=2026-11-25');
  await expect(page.getByRole('grid')).toBeVisible();
  await firstScreenOver(page);
  const firstScreen = await fetchedInFirstScreen(page);
  expect(firstScreen.filter((s) => /\/assets\/(Popover|schedule-calendar)-[\w-]+\.js$/.test(s))).toEqual([]);
  // The header works as before: a week on, and the month view.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/date=2026-12-02/);
  await page.getByRole('tab', { name: 'Switch to month view' }).click();
  await expect(page).toHaveURL(/view=month/);
});

test("a report's page draws its answers first; what is under them comes after its first screen, and nothing above moves (decision 0067)", async ({
  page,
  logInAs,
  make,
}) => {
  const report = await make.finishedReport({ answer: 'Door seal checked' });
  // The sections' code (mail, corrective actions, share links, history) is held back until the
  // answers have been measured.
  const release = await holdScript(page, /\/assets\/report-page-sections-[\w-]+\.js$/);
  await logInAs('admin', `/reports/${report.id}`);
  // The answer as the report draws it: the record's history, once in, names the answer too.
  const answer = page.getByText('Door seal checked').first();
  await expect(answer).toBeVisible();
  await firstScreenOver(page);
  const main = page.getByRole('main');
  await expect(main.getByText('Loading…')).toHaveAttribute('aria-busy', 'true');
  await expect(main.getByRole('region', { name: 'Status history' })).toHaveCount(0);
  const before = await answer.boundingBox();

  release();
  await expect(main.getByRole('region', { name: 'Status history' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Sent by e-mail' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Corrective actions' })).toBeVisible();
  expect(await answer.boundingBox()).toEqual(before);
});

test("the schedule's drag and drop and dialogs come after its first screen; a card focused before it comes keeps its focus and place (decision 0067)", async ({
  page,
  make,
  logInAs,
}) => {
  const tag = make.tag();
  const person = await make.user({ name: `Late Drag ${tag}` });
  const job = await make.job({ name: `Late job ${tag}` });
  // A day three weeks ahead, on the test's clock: a visit can be planned there.
  const day = new Date(Date.now() + testClockShift() + 21 * 86_400_000).toISOString().slice(0, 10);
  await make.api.post('/api/visits', { job_id: job.id, date: day, technician_ids: [person.id] });
  // The drag and drop's file is held back until the focused card has been measured.
  const release = await holdScript(page, /\/assets\/board-dnd-[\w-]+\.js$/);
  await logInAs('admin', `/schedule?view=week&date=${day}`);
  const narrowed = page.waitForResponse((r) => r.url().includes(`technician=Late+Drag+${tag}`));
  await page.getByRole('textbox', { name: 'Find a technician' }).fill(`Late Drag ${tag}`);
  await narrowed;
  await expect(page.getByRole('grid', { name: 'Week board' }).getByRole('row')).toHaveCount(3);
  const card = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: person.name }) })
    .getByRole('button', { name: new RegExp(`^Late job ${tag} ·`) });
  await card.focus();
  await expect(card).toBeFocused();
  const before = await card.boundingBox();
  await firstScreenOver(page);
  const firstScreen = await fetchedInFirstScreen(page);
  expect(
    firstScreen.filter((s) =>
      /\/assets\/(board-dnd|visit-opening|sick-day-dialog|Modal)-[\w-]+\.js$/.test(s),
    ),
  ).toEqual([]);
  await expect(page.getByTestId('week-board')).not.toHaveAttribute('data-dnd');

  await expect(card).toBeFocused();
  release();
  await expect(page.getByTestId('week-board')).toHaveAttribute('data-dnd', '');
  // The card was not drawn anew: it keeps the focus and its place, and is now told as draggable.
  await expect(card).toBeFocused();
  expect(await card.boundingBox()).toEqual(before);
  await expect(card).toHaveAttribute('aria-describedby', /.+/);
  // Its dialog opens from the keyboard as before.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: new RegExp(`Late job ${tag}`) })).toBeVisible();
});
