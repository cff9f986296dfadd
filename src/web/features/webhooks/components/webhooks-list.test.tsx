import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebhookSubscription } from '@shared/schemas/webhooks';
import { mockServer, renderWithApp } from '@web/test/render';
import { WebhooksList } from './webhooks-list';

afterEach(() => vi.unstubAllGlobals());

const SECRET = `whsec_${'s'.repeat(43)}=`;
const sub = (over: Partial<WebhookSubscription> = {}): WebhookSubscription => ({
  id: 3,
  url: 'https://billing.example.com/hooks',
  description: 'Billing system',
  events: ['report.finished'],
  enabled: true,
  disabled_reason: null,
  disabled_at: null,
  failed_in_a_row: 0,
  previous_secret_until: null,
  created_at: '2026-03-08T17:00:00.000Z',
  last_delivery: { status: 'delivered', at: '2026-03-09T10:00:00.000Z' },
  ...over,
});

function server(subscriptions: WebhookSubscription[]) {
  let current = subscriptions;
  return mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'UTC' } }),
    'GET /api/webhooks': () => ({ body: { subscriptions: current } }),
    'POST /api/webhooks': () => {
      const created = sub({ id: 4, url: 'https://crm.example.com/in', description: '', last_delivery: null });
      current = [...current, created];
      return { body: { ...created, secret: SECRET } };
    },
    'POST /api/webhooks/3/rotate-secret': () => ({ body: { ...current[0], secret: SECRET } }),
  });
}

describe('WebhooksList', () => {
  it('lists endpoints with their events, state and last delivery', async () => {
    server([
      sub(),
      sub({
        id: 5,
        url: 'https://old.example.com/x',
        enabled: false,
        disabled_reason: 'failures',
        last_delivery: null,
      }),
    ]);
    renderWithApp(<WebhooksList />);
    const first = (await screen.findByText('https://billing.example.com/hooks')).closest('tr')!;
    expect(within(first).getByText('Report finished')).toBeInTheDocument();
    expect(within(first).getByText('Enabled')).toBeInTheDocument();
    expect(within(first).getByText('Delivered')).toBeInTheDocument();
    const old = screen.getByText('https://old.example.com/x').closest('tr')!;
    expect(within(old).getByText('Disabled after failures')).toBeInTheDocument();
    expect(within(old).getByText('None yet')).toBeInTheDocument();
  });

  it('adds an endpoint with the events checked and shows its secret once', async () => {
    const { calls } = server([]);
    renderWithApp(<WebhooksList />);
    expect(await screen.findByText('No webhooks yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = (await screen.findByLabelText(/^Endpoint URL/)).closest<HTMLElement>('[role="dialog"]')!;
    await userEvent.click(within(dialog).getByLabelText(/^Endpoint URL/));
    await userEvent.paste('https://crm.example.com/in');
    // No event chosen: refused before sending.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose at least one event.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await userEvent.click(within(dialog).getByLabelText('Visit done'));
    await userEvent.click(within(dialog).getByLabelText('Filing made'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByDisplayValue(SECRET)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      url: 'https://crm.example.com/in',
      description: '',
      events: ['visit.done', 'filing.made'],
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('https://crm.example.com/in')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('rotates a secret after a confirmation and shows the new one', async () => {
    const { calls } = server([sub()]);
    renderWithApp(<WebhooksList />);
    await screen.findByText('https://billing.example.com/hooks');
    await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Rotate secret' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(/for 24 hours/)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Rotate' }));
    expect(await screen.findByDisplayValue(SECRET)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/webhooks/3/rotate-secret')).toBe(
      true,
    );
  });
});
