import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, renderWithApp } from '@web/test/render';
import { ADMIN_USER } from '@web/test/users';
import { OverdueActionsCard } from './overdue-actions-card';

afterEach(() => vi.unstubAllGlobals());

function server(typeId: number, overdue: number) {
  return mockServer({
    'GET /api/get-auth-user': () => ({ body: { ...ADMIN_USER, type_id: typeId } }),
    'GET /api/corrective-actions/overdue-count': () => ({ body: { overdue } }),
  });
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
    const { calls } = server(2, 0);
    renderWithApp(<OverdueActionsCard />);
    await vi.waitFor(() =>
      expect(calls.some((c) => c.url.pathname === '/api/corrective-actions/overdue-count')).toBe(true),
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('does not ask for a Technician', async () => {
    const { calls } = server(4, 2);
    renderWithApp(<OverdueActionsCard />);
    await vi.waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/get-auth-user')).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.some((c) => c.url.pathname === '/api/corrective-actions/overdue-count')).toBe(false);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
