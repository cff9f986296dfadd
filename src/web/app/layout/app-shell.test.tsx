import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '@shared/schemas/auth';
import { refreshAfterChange } from '@web/lib/query-keys';
import { mockServer, renderWithApp } from '@web/test/render';
import { ADMIN_USER } from '@web/test/users';
import { prefetchFieldPages, Shell } from './app-shell';

afterEach(async () => {
  vi.unstubAllGlobals();
  // A field worker's shell starts loading the field pages after a second: those loads end inside
  // this file, not while the next file runs or the worker closes (an import after the test DOM is
  // gone fails the run).
  await prefetchFieldPages();
});

const as = (typeId: number, type: string) => ({ ...ADMIN_USER, type_id: typeId, type: { type } }) as AuthUser;

function server(counts: number[]) {
  let answered = 0;
  const mock = mockServer({
    'GET /api/reports/waiting-count': () => ({
      body: { count: counts[Math.min(answered++, counts.length - 1)] },
    }),
  });
  const countCalls = () => mock.calls.filter((c) => c.url.pathname === '/api/reports/waiting-count').length;
  return { countCalls };
}

describe('Shell: "Waiting for review" (issue 18)', () => {
  it('links Supervisors to the Submitted reports, right after Reports, with the count as a badge', async () => {
    server([7]);
    renderWithApp(<Shell user={as(3, 'Supervisor')} />);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    const at = links.findIndex((l) => l.textContent?.startsWith('Waiting for review'));
    expect(links[at - 1]).toHaveTextContent('Reports');
    expect(links[at]).toHaveAttribute('href', '/reports?status=2');
    expect(await screen.findByRole('link', { name: 'Waiting for review 7' })).toBe(links[at]);
  });

  it('says 999+ at the count’s cap, which the server stops counting at (issue 34)', async () => {
    server([999, 1000]);
    const { queryClient } = renderWithApp(<Shell user={as(2, 'Admin')} />);
    expect(await screen.findByRole('link', { name: 'Waiting for review 999' })).toBeInTheDocument();
    await refreshAfterChange(queryClient, 'reports');
    expect(await screen.findByRole('link', { name: 'Waiting for review 999+' })).toBeInTheDocument();
  });

  it('shows no badge while nothing waits, and counts again when reports change', async () => {
    const { countCalls } = server([0, 3]);
    const { queryClient } = renderWithApp(<Shell user={as(2, 'Admin')} />);
    const link = screen.getByRole('link', { name: /^Waiting for review/ });
    await waitFor(() => expect(countCalls()).toBe(1));
    expect(link).toHaveAccessibleName('Waiting for review');
    await refreshAfterChange(queryClient, 'reports');
    expect(await screen.findByRole('link', { name: 'Waiting for review 3' })).toBe(link);
  });

  it('neither shows nor asks for it for a Technician, not even at the minute’s refresh', async () => {
    const { countCalls } = server([5]);
    vi.useFakeTimers();
    try {
      renderWithApp(<Shell user={as(4, 'Technician')} />);
      expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /^Waiting for review/ })).toBeNull();
      // A minute and a bit of the page's timers, and what each starts, run now instead of being waited for.
      await act(() => vi.advanceTimersByTimeAsync(61_000));
      expect(countCalls()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
