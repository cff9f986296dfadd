import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { mockServer } from '@web/test/render';
import { LANE_VISITS, renderLanePages } from './lane-pages.fixtures';
import { visitRow } from './schedule.fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The lanes' visits, and one nobody is on. */
const VISITS = [...LANE_VISITS, visitRow(99, { technicians: [] })];

type Calls = ReturnType<typeof mockServer>['calls'];
const scheduleCalls = (calls: Calls) => calls.filter((c) => c.url.pathname === '/api/schedule');
const pagesAsked = (calls: Calls) =>
  scheduleCalls(calls).map((c) => Number(c.url.searchParams.get('lane_page')));

const lanes = () => screen.getByTestId('schedule-lanes');
const laneNamed = (name: string) => within(lanes()).queryByText(name);

describe(
  'the day and month views read their lanes a page at a time (decision 0079)',
  { timeout: 30_000 },
  () => {
    it.each([
      ['month', '2026-11-01', '2026-11-30'],
      ['day', '2026-11-25', '2026-11-25'],
    ] as const)(
      'the %s view: a placeholder lane until its page is read, asked for when drawn',
      async (view, from, to) => {
        const { calls } = renderLanePages(view, 3, VISITS);
        const user = userEvent.setup();
        expect(await within(await screen.findByTestId('schedule-lanes')).findByText('Tech 01')).toBeVisible();
        expect(within(lanes()).getByText('Job 1')).toBeInTheDocument();
        // The side list is the first page's unassigned visits.
        const side = await screen.findByRole('region', { name: /^Unassigned/ });
        expect(within(side).getByText('Job 99')).toBeInTheDocument();
        // Only pages of lanes, of the view's days; the lanes drawn are on the first three pages.
        await waitFor(() => expect(pagesAsked(calls)).toEqual(expect.arrayContaining([1, 2, 3])));
        for (const c of scheduleCalls(calls)) {
          expect(c.url.searchParams.get('lane_page')).not.toBeNull();
          expect([c.url.searchParams.get('from'), c.url.searchParams.get('to')]).toEqual([from, to]);
        }
        expect(pagesAsked(calls)).not.toContain(5);
        await waitFor(() => expect(laneNamed('Tech 20')).not.toBeNull());

        // The third page failed: its lanes wait, busy and nameless, and the view says so.
        expect(await screen.findByText(/Some technicians could not be read/)).toBeInTheDocument();
        const waiting = within(lanes()).getAllByTestId('lane-placeholder');
        expect(waiting.length).toBeGreaterThan(0);
        for (const lane of waiting) {
          expect(lane).toHaveAttribute('aria-busy', 'true');
          expect(lane).toHaveTextContent('');
        }
        expect(laneNamed('Tech 21')).toBeNull();

        await user.click(screen.getByRole('button', { name: 'Try again' }));
        expect(await within(lanes()).findByText('Tech 21')).toBeInTheDocument();
        expect(within(lanes()).getByText('Job 21')).toBeInTheDocument();
        expect(within(lanes()).queryByTestId('lane-placeholder')).not.toBeInTheDocument();
        expect(screen.queryByText(/Some technicians could not be read/)).not.toBeInTheDocument();

        // Scrolled to the end, the last lanes' page is asked for and drawn.
        const box = lanes();
        box.scrollTop = 45 * 57;
        fireEvent.scroll(box);
        expect(await within(lanes()).findByText('Tech 45')).toBeInTheDocument();
        expect(within(lanes()).getByText('Job 45')).toBeInTheDocument();
        const asked = pagesAsked(calls);
        expect(asked.filter((p) => p === 1)).toHaveLength(1);
        expect(asked.filter((p) => p === 3)).toHaveLength(2);
        expect(asked.filter((p) => p === 5)).toHaveLength(1);
      },
    );
  },
);
