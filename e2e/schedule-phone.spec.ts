import { Role } from '../src/shared/constants';
import { expect, test } from './test';

/**
 * The schedule's day and month views on a phone: the calendar takes the screen's width and the
 * Unassigned list goes under it. Side by side, the list's 220–280 px left the calendar about 65 px
 * of a 390 px screen, its controls cut off.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('on a phone the day and month calendars take the width and the Unassigned list comes under them', async ({
  page,
  make,
  logInAs,
}) => {
  const tag = make.tag();
  // A lane of the test's own, found by its name, so the calendar draws whatever else the company holds.
  await make.user({ role: Role.Technician, name: `Narrow Lane ${tag}` });
  await logInAs(await make.user({ role: Role.Admin }));
  for (const view of ['day', 'month']) {
    await page.goto(`/schedule?view=${view}`);
    await page.getByRole('textbox', { name: 'Find a technician' }).fill(`Narrow Lane ${tag}`);
    const lanes = page.getByTestId('schedule-lanes');
    await expect(lanes.getByText(`Narrow Lane ${tag}`)).toBeVisible();
    const unassigned = page.getByRole('region', { name: /^Unassigned/ });
    await expect(unassigned).toBeVisible();
    const calendar = (await lanes.boundingBox())!;
    const list = (await unassigned.boundingBox())!;
    expect(calendar.width, view).toBeGreaterThan(320);
    expect(list.width, view).toBeGreaterThan(320);
    expect(list.y, view).toBeGreaterThanOrEqual(calendar.y + calendar.height);
    // The view's controls are within the screen, not cut off by the list.
    await expect(page.getByRole('button', { name: 'Next' })).toBeInViewport({ ratio: 1 });
  }
});
