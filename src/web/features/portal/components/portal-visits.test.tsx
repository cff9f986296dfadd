import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PortalVisit } from '@shared/schemas/portal';
import { mockServer, renderWithApp } from '@web/test/render';
import { PortalVisits } from './portal-visits';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 20_000 });

const visit = (over: Partial<PortalVisit> = {}): PortalVisit => ({
  id: 7,
  date: '2026-12-10',
  start_time: '09:00:00',
  end_time: null,
  job_name: 'Monthly pest service',
  status: 'scheduled',
  change_request: null,
  ...over,
});

/** The server: answers the request after `release()` is called, so the test sees the wait. */
function server(start: PortalVisit, refuse = false) {
  let current = start;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const mock = mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'UTC' } }),
    'GET /api/portal/locations/2/visits': () => ({ body: { visits: [current] } }),
    'POST /api/portal/visits/7/change-request': (_url, init) => {
      if (refuse) {
        const message = 'This visit can no longer be changed: it is past, under way, done or skipped.';
        return { status: 409, body: { code: 'portal.visitClosed', message } };
      }
      const body = JSON.parse(init.body as string) as { preferred_date: string; note: string };
      const request = { id: 3, ...body, created_at: '2026-11-30T15:00:00.000Z' };
      current = { ...current, change_request: request };
      return { body: { request } };
    },
  });
  // The mocked fetch resolves only once released: the confirmation must wait for the answer.
  const answer = mock.fetchMock.getMockImplementation()!;
  mock.fetchMock.mockImplementation(async (input: string, init: RequestInit = {}) => {
    if (init.method === 'POST') await held;
    return answer(input, init);
  });
  return { ...mock, release };
}

describe('PortalVisits', () => {
  it('sends a request to move a visit and confirms it only once the server has it', async () => {
    const { calls, release, fetchMock } = server(visit());
    renderWithApp(<PortalVisits locationId={2} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Request a change' }));
    const form = screen.getByRole('form', { name: 'Request a change of Monthly pest service' });
    const day = within(form).getByLabelText(/The day you would like instead/);
    await userEvent.clear(day);
    await userEvent.type(day, '2026-12-14');
    await userEvent.type(within(form).getByLabelText(/Why, or what time suits you/), 'Mondays are quieter.');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the request' }));
    // Sent, not yet answered: no confirmation.
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    expect(screen.queryByText(/Request sent/)).not.toBeInTheDocument();
    release();
    expect(await screen.findByText(/Request sent/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { preferred_date: '2026-12-14', note: 'Mondays are quieter.' },
    ]);
    expect(await screen.findByText('You asked for 12/14/2026: Mondays are quieter.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change my request' })).toBeInTheDocument();
  });

  it('asks for a note before sending, and shows a refusal about the visit', async () => {
    const { calls, release } = server(visit(), true);
    release();
    renderWithApp(<PortalVisits locationId={2} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Request a change' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText('Say why, or what time suits you.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.type(screen.getByLabelText(/Why, or what time suits you/), 'Later please');
    await userEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This visit can no longer be changed');
    expect(screen.queryByText(/Request sent/)).not.toBeInTheDocument();
  });

  it('offers no change on a visit under way', async () => {
    server(visit({ status: 'in_progress' }));
    renderWithApp(<PortalVisits locationId={2} />);
    expect(await screen.findByText('Monthly pest service')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request a change' })).not.toBeInTheDocument();
  });
});
