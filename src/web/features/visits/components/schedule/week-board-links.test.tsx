import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockServer, renderWithApp } from '@web/test/render';
import { ADMIN_USER } from '@web/test/users';
import { scheduleAnswer, TESS, visitRow } from './schedule.fixtures';
import { ScheduleScreen } from './schedule-screen';

/**
 * The board's links are plain anchors opened by one handler of the board (a screen holds
 * hundreds): a plain click opens the page in the app; a click with a modifier is the browser's.
 */
async function showBoard() {
  mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
    'GET /api/get-auth-user': () => ({ body: ADMIN_USER }),
    'GET /api/schedule': (url: URL) => ({ body: scheduleAnswer(url, [TESS], [visitRow(1)]) }),
  });
  const app = renderWithApp(
    <ScheduleScreen today="2026-11-24" now={() => new Date('2026-11-24T15:00:00Z')} />,
    { url: '/schedule?view=week&date=2026-11-25' },
  );
  const card = (await screen.findByRole('button', { name: /^Job 1 ·/ })).closest<HTMLElement>(
    '[data-visit-id]',
  )!;
  return { ...app, card };
}

describe('the week board’s links', () => {
  it('opens a card’s location in the app on a plain click', async () => {
    const { router, card } = await showBoard();
    await userEvent.setup().click(within(card).getByRole('link', { name: 'Location 1' }));
    expect(router.state.location.pathname).toBe('/locations/201');
  });

  it('opens a technician’s day route in the app from the keyboard', async () => {
    const { router } = await showBoard();
    const user = userEvent.setup();
    screen.getByRole('link', { name: /^Route of Tess Tech on/ }).focus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/schedule/route/3/2026-11-25');
  });

  it('leaves a click with a modifier to the browser (a new tab)', async () => {
    const { router, card } = await showBoard();
    const link = within(card).getByRole('link', { name: 'Location 1' });
    expect(link).toHaveAttribute('href', '/locations/201');
    const opened = fireEvent.click(link, { ctrlKey: true });
    // Not taken over: the browser's own handling (not prevented) would open it in a new tab.
    expect(opened).toBe(true);
    expect(router.state.location.pathname).toBe('/schedule');
  });
});
