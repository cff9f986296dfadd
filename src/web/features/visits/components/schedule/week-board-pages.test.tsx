import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { mockServer } from '@web/test/render';
import { renderLanePages } from './lane-pages.fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const pagesAsked = (calls: ReturnType<typeof mockServer>['calls'], search: string | null = null) =>
  calls
    .filter((c) => c.url.pathname === '/api/schedule' && c.url.searchParams.get('technician') === search)
    .map((c) => Number(c.url.searchParams.get('lane_page')));

const rowOf = (name: string) =>
  screen.getAllByRole('row').find((r) => within(r).queryByRole('rowheader', { name: new RegExp(name) }));

describe('the week board reads its lanes a page at a time (decision 0066)', { timeout: 30_000 }, () => {
  it('draws a row for every lane, a placeholder until its page is read, asked for when drawn', async () => {
    const { calls } = renderLanePages('week', 3);
    const user = userEvent.setup();
    await waitFor(() => expect(rowOf('Tech 01')).toBeDefined());
    expect(within(rowOf('Tech 01')!).getByRole('button', { name: /^Job 1 ·/ })).toBeInTheDocument();
    // The grid counts every lane (45), the header and Unassigned, though one page holds ten.
    expect(screen.getByRole('grid')).toHaveAttribute('aria-rowcount', '47');
    // The rows drawn (a screen and a few more) are on the first three pages; the last is not read.
    await waitFor(() => expect(pagesAsked(calls)).toEqual(expect.arrayContaining([1, 2, 3])));
    expect(pagesAsked(calls)).not.toContain(5);
    expect(rowOf('Tech 45')).toBeUndefined();
    await waitFor(() => expect(rowOf('Tech 20')).toBeDefined());

    // The third page failed: its rows wait, busy and nameless, and the board says so.
    expect(await screen.findByText(/Some technicians could not be read/)).toBeInTheDocument();
    const waiting = screen.getAllByTestId('lane-placeholder');
    expect(waiting.length).toBeGreaterThan(0);
    for (const row of waiting) {
      expect(row).toHaveAttribute('aria-busy', 'true');
      expect(row).toHaveTextContent('');
      expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    }
    expect(rowOf('Tech 21')).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await within(await waitFor(() => rowOf('Tech 21')!)).findByRole('button', { name: /^Job 21 ·/ }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('lane-placeholder')).not.toBeInTheDocument();
    expect(screen.queryByText(/Some technicians could not be read/)).not.toBeInTheDocument();
    // Each page read once, the failed one twice.
    const asked = pagesAsked(calls);
    expect(asked.filter((p) => p === 1)).toHaveLength(1);
    expect(asked.filter((p) => p === 3)).toHaveLength(2);
  });

  it('finds a technician on the server once typing pauses, and says when nobody matches', async () => {
    const { calls } = renderLanePages('week', null);
    const user = userEvent.setup();
    await waitFor(() => expect(rowOf('Tech 01')).toBeDefined());
    await user.type(screen.getByLabelText('Find a technician'), 'Tech 45');
    // One question for the whole text, not one a letter; the row comes from its answer.
    await waitFor(() => expect(rowOf('Tech 45')).toBeDefined(), { timeout: 5000 });
    expect(pagesAsked(calls, 'Tech 45')).toEqual([1]);
    expect(calls.filter((c) => c.url.searchParams.get('technician')?.startsWith('Tech 4'))).toHaveLength(1);
    expect(within(rowOf('Tech 45')!).getByRole('button', { name: /^Job 45 ·/ })).toBeInTheDocument();
    expect(rowOf('Tech 01')).toBeUndefined();
    expect(screen.getByRole('grid')).toHaveAttribute('aria-rowcount', '3');

    await user.clear(screen.getByLabelText('Find a technician'));
    await user.type(screen.getByLabelText('Find a technician'), 'nobody');
    expect(
      await screen.findByText('No technician by that name', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('lane-placeholder')).not.toBeInTheDocument();
  });
});
