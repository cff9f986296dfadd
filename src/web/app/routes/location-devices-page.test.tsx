import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, renderWithApp } from '@web/test/render';
import { ADMIN_USER } from '@web/test/users';
import { LocationDevicesPage } from './location-devices-page';

afterEach(() => vi.unstubAllGlobals());

const supervisor = { ...ADMIN_USER, id: 9, type_id: 3, type: { type: 'Supervisor' } };

function server(me = ADMIN_USER) {
  return mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
    'GET /api/get-auth-user': () => ({ body: me }),
    'GET /api/locations/5': () => ({ body: { id: 5, name: 'Harbor Diner' } }),
    'GET /api/locations/5/devices': () => ({ body: { devices: [] } }),
    'GET /api/device-types': () => ({ body: { types: [] } }),
  });
}

const render = (url: string) =>
  renderWithApp(<LocationDevicesPage />, { url, path: '/locations/:id/devices' });

describe('LocationDevicesPage', { timeout: 30_000 }, () => {
  it('names the location and keeps the tab in the URL', async () => {
    server();
    const { router } = render('/locations/5/devices');
    expect(await screen.findByRole('heading', { name: 'Devices at Harbor Diner' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Devices' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No devices at this location yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the location' })).toHaveAttribute(
      'href',
      '/locations/5/edit',
    );

    await userEvent.click(screen.getByRole('tab', { name: 'Trends' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=trends'));
    expect(screen.getByRole('tab', { name: 'Trends' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText('No devices at this location yet')).toBeNull();
  });

  it('opens the tab the URL names; a Supervisor reads without managing', async () => {
    server(supervisor);
    render('/locations/5/devices?tab=plan');
    expect(await screen.findByRole('tab', { name: 'Site plan' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Devices' }));
    expect(await screen.findByText('No devices at this location yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add device' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the locations' })).toHaveAttribute('href', '/locations');
  });
});
