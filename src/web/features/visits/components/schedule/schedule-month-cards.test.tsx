import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, renderWithApp } from '@web/test/render';
import { ADMIN_USER } from '@web/test/users';
import { OMAR, scheduleAnswer, TESS, visitRow } from './schedule.fixtures';
import { ScheduleScreen } from './schedule-screen';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const DAY = '2026-11-25';
/** Tess's crowded Wednesday: four windows and a visit of any time, which a cell draws first. */
const VISITS = [
  visitRow(1, { start_time: '08:00', end_time: '09:00' }),
  visitRow(2, { start_time: '09:00', end_time: '10:00' }),
  visitRow(3, { start_time: '10:00', end_time: '11:00' }),
  visitRow(4, { start_time: '11:00', end_time: '12:00' }),
  visitRow(5, { start_time: null, end_time: null }),
  visitRow(6, { technicians: [OMAR] }),
];

function renderMonth() {
  let failDayOnce = true;
  const mock = mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
    'GET /api/get-auth-user': () => ({ body: ADMIN_USER }),
    'GET /api/schedule': (url: URL) => {
      if (url.searchParams.has('technician_id') && failDayOnce) {
        failDayOnce = false;
        return { status: 500, body: { message: 'Database unavailable.' } };
      }
      return { body: scheduleAnswer(url, [TESS, OMAR], VISITS) };
    },
  });
  renderWithApp(<ScheduleScreen today="2026-11-24" now={() => new Date('2026-11-24T15:00:00Z')} />, {
    url: `/schedule?view=month&date=${DAY}`,
  });
  return mock;
}

const lanes = () => screen.getByTestId('schedule-lanes');

describe(
  'the month reads a crowded day’s other visits when its "+N more" is opened',
  { timeout: 30_000 },
  () => {
    it('shows the first two cards and the right count, then the day whole; a failed read is asked again', async () => {
      const { calls } = renderMonth();
      const user = userEvent.setup();
      const schedule = () => calls.filter((c) => c.url.pathname === '/api/schedule');
      // The cell draws the visit of any time and the first window; the count holds the three not read.
      expect(
        await within(await screen.findByTestId('schedule-lanes')).findByText('Job 5'),
      ).toBeInTheDocument();
      expect(within(lanes()).getByText('Job 1')).toBeInTheDocument();
      expect(within(lanes()).getByText('Job 6')).toBeInTheDocument();
      const more = within(lanes()).getByRole('button', { name: '+3 more' });
      // The month asked for two cards a day; the visits behind "+3 more" were never sent.
      expect(schedule().map((c) => c.url.searchParams.get('cards_per_day'))).toEqual(['2']);
      expect(screen.queryByText('Job 2')).not.toBeInTheDocument();
      expect(screen.queryByTestId('pending-card')).not.toBeInTheDocument();

      // Opened: Tess's day is asked for; it fails once, and the list says so.
      await user.click(more);
      await waitFor(() => expect(schedule()).toHaveLength(2));
      const asked = schedule()[1]!.url.searchParams;
      expect(Object.fromEntries(asked)).toEqual({
        from: DAY,
        to: DAY,
        lane_page: '1',
        technician_id: String(TESS.id),
      });
      const failed = await screen.findAllByText(/Could not load this day's visits/);
      expect(failed).toHaveLength(3);
      expect(screen.queryByText('Job 2')).not.toBeInTheDocument();

      // Closed and opened again, it asks again, and the day's visits take the stand-ins' places.
      await user.keyboard('{Escape}');
      await waitFor(() =>
        expect(screen.queryByText(/Could not load this day's visits/)).not.toBeInTheDocument(),
      );
      await user.click(within(lanes()).getByRole('button', { name: '+3 more' }));
      expect(await screen.findByText('Job 2')).toBeInTheDocument();
      expect(screen.getByText('Job 3')).toBeInTheDocument();
      expect(screen.getByText('Job 4')).toBeInTheDocument();
      expect(screen.queryByTestId('pending-card')).not.toBeInTheDocument();
      expect(schedule()).toHaveLength(3);
      // Still three more: the count did not move while the visits came.
      expect(within(lanes()).getByRole('button', { name: '+3 more' })).toBeInTheDocument();
    });
  },
);
