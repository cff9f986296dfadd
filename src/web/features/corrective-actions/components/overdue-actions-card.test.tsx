import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, renderWithApp } from '@web/test/render';
import { ADMIN_USER } from '@web/test/users';
import { correctiveActionsKeys } from '../api/corrective-actions-keys';
import { OverdueActionsCard } from './overdue-actions-card';

afterEach(() => vi.unstubAllGlobals());

function server(typeId: number, overdue: number) {
  return mockServer({
    'GET /api/get-auth-user': () => ({ body: { ...ADMIN_USER, type_id: typeId } }),
    'GET /api/corrective-actions/overdue-count': () => ({ body: { overdue } }),
  });
}

/**
 * Renders the card and runs on fake timers, inside act, all it sets off (the login check, its
 * answer, any question that follows and its drawing): the checks after it need no waiting.
 */
async function renderSettled() {
  vi.useFakeTimers();
  try {
    const rendered = renderWithApp(<OverdueActionsCard />);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    return rendered;
  } finally {
    vi.useRealTimers();
  }
}

describe('OverdueActionsCard', () => {
  it('counts the overdue actions and links to that list', async () => {
    server(2, 3);
    renderWithApp(<OverdueActionsCard />);
    const link = await screen.findByRole('link', { name: 'Overdue corrective actions: 3' });
    expect(link).toHaveAttribute('href', '/corrective-actions?overdue=1');
  });

  it('shows a Supervisor theirs too', async () => {
    server(3, 1);
    renderWithApp(<OverdueActionsCard />);
    expect(await screen.findByRole('link', { name: 'Overdue corrective actions: 1' })).toBeInTheDocument();
  });

  it('says nothing when none is overdue', async () => {
    server(2, 0);
    const { queryClient } = await renderSettled();
    // The answer has arrived and been drawn: nothing to draw.
    expect(queryClient.getQueryData(correctiveActionsKeys.overdueCount())).toEqual({ overdue: 0 });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('does not ask for a Technician', async () => {
    const { calls } = server(4, 2);
    await renderSettled();
    expect(calls.some((c) => c.url.pathname === '/api/get-auth-user')).toBe(true);
    expect(calls.some((c) => c.url.pathname === '/api/corrective-actions/overdue-count')).toBe(false);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
