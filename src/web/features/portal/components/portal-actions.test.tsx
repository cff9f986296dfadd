import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PortalAction } from '@shared/schemas/portal-actions';
import { mockServer, renderWithApp } from '@web/test/render';
import { PortalActions } from './portal-actions';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 20_000 });

const ME = 'chef@diner.example';
const action = (over: Partial<PortalAction> = {}): PortalAction => ({
  id: 4,
  title: 'Keep the bins closed',
  description: 'Lids off overnight draw flies.',
  status: 'open',
  priority: 'medium',
  due_date: '2026-12-10',
  customer_status: null,
  created_at: '2026-11-20T15:00:00.000Z',
  closed_at: null,
  updates: [],
  ...over,
});

function server(start: PortalAction) {
  let current = start;
  return mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'UTC' } }),
    'GET /api/portal/locations/2/actions': () => ({ body: { actions: [current] } }),
    'POST /api/portal/actions/4/updates': (_url, init) => {
      const body = JSON.parse(init.body as string) as { kind: 'comment'; note: string };
      const update = { id: 9, ...body, email: ME, created_at: '2026-11-30T15:00:00.000Z', has_photo: false };
      current = { ...current, updates: [...current.updates, update] };
      return { body: current };
    },
  });
}

describe('PortalActions', () => {
  it('acknowledges with the note written, then shows it with a way to add a photo', async () => {
    const { calls } = server(action());
    renderWithApp(<PortalActions locationId={2} email={ME} />);
    const item = await screen.findByRole('listitem', { name: 'Keep the bins closed' });
    expect(within(item).getByText('Due 12/10/2026')).toBeInTheDocument();
    await userEvent.type(within(item).getByLabelText('Your note'), 'New lids ordered.');
    await userEvent.click(within(item).getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
        { kind: 'acknowledged', note: 'New lids ordered.' },
      ]),
    );
    expect(await within(item).findByText('New lids ordered.')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Add a photo' })).toBeInTheDocument();
  });

  it('asks for a note before sending a comment', async () => {
    const { calls } = server(action());
    renderWithApp(<PortalActions locationId={2} email={ME} />);
    const item = await screen.findByRole('listitem', { name: 'Keep the bins closed' });
    await userEvent.click(within(item).getByRole('button', { name: 'Comment' }));
    expect(await within(item).findByText('Write a comment.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('offers nothing more on an action the office verified', async () => {
    server(action({ status: 'verified' }));
    renderWithApp(<PortalActions locationId={2} email={ME} />);
    const item = await screen.findByRole('listitem', { name: 'Keep the bins closed' });
    expect(within(item).queryByRole('button')).not.toBeInTheDocument();
  });
});
