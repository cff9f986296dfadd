import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PortalNotifications as Choices } from '@shared/schemas/portal-requests';
import { mockServer, renderWithApp } from '@web/test/render';
import { PortalNotifications } from './portal-notifications';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 20_000 });

describe('PortalNotifications', () => {
  it('starts all off, and a switch turned on is saved with the other two as they are', async () => {
    let saved: Choices = { visit_before: false, report_finished: false, application_recorded: false };
    const { calls } = mockServer({
      'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'UTC' } }),
      'GET /api/portal/notifications': () => ({ body: saved }),
      'PUT /api/portal/notifications': (_url, init) => {
        saved = JSON.parse(init.body as string) as Choices;
        return { body: saved };
      },
    });
    renderWithApp(<PortalNotifications />);
    const before = await screen.findByRole('switch', { name: /The day before a visit/ });
    expect(before).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /When a report is finished/ })).not.toBeChecked();
    await userEvent.click(before);
    await waitFor(() => expect(before).toBeChecked());
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { visit_before: true, report_finished: false, application_recorded: false },
    ]);
    expect(screen.getByRole('switch', { name: /When products are applied at my site/ })).not.toBeChecked();
  });

  it('a refused save leaves the switch as the server has it and says why', async () => {
    mockServer({
      'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'UTC' } }),
      'GET /api/portal/notifications': () => ({
        body: { visit_before: false, report_finished: true, application_recorded: false },
      }),
      'PUT /api/portal/notifications': () => ({
        status: 401,
        body: { code: 'portal.signInRequired', message: 'Please sign in to the customer portal.' },
      }),
    });
    renderWithApp(<PortalNotifications />);
    const reports = await screen.findByRole('switch', { name: /When a report is finished/ });
    expect(reports).toBeChecked();
    await userEvent.click(reports);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please sign in to the customer portal.');
    expect(reports).toBeChecked();
  });
});
