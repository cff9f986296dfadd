import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LocationOverview } from '@shared/schemas/location-overview';
import { mockServer, renderWithApp } from '@web/test/render';
import { ADMIN_USER } from '@web/test/users';
import { LocationPage } from './location-page';

afterEach(() => vi.unstubAllGlobals());

const empty = { rows: [], total: 0 };
const EMPTY: LocationOverview = {
  location: {
    id: 9,
    name: 'Bella Napoli Midtown',
    address: '214 Mamaroneck Ave, White Plains, NY 10601',
    latitude: 41.03,
    longitude: -73.76,
    status_id: 1,
    status: { status: 'Active' },
    customer: { name: '', billing_address: '', phone: '', email: '' },
    service_address: { street: null, municipality: null, county: null, state: null, zip: null },
    address_incomplete: false,
    notes: '',
    jobcount: 0,
    created_at: '2026-01-05T15:00:00Z',
  },
  customer_locations: 0,
  contacts: empty,
  devices: { active: 0, removed: 0, site_plans: 0 },
  jobs: empty,
  coming_visits: empty,
  past_visits: empty,
  reports: empty,
  applications: empty,
  corrective_actions: empty,
  share_links: empty,
  mail: empty,
};

const FULL: LocationOverview = {
  ...EMPTY,
  location: {
    ...EMPTY.location,
    customer: {
      name: 'Bella Napoli LLC',
      billing_address: '18 Court St',
      phone: '555-0100',
      email: 'office@bella.example',
    },
    notes: 'Gate code 4512#\nDog in the back yard',
  },
  customer_locations: 2,
  contacts: {
    rows: [
      {
        id: 1,
        name: 'Dana Ruiz',
        role: 'Manager',
        email: 'dana@x.example',
        phone: '',
        receives_reports: true,
        language: 'ar',
      },
      {
        id: 2,
        name: 'Sam Lee',
        role: '',
        email: 'sam@x.example',
        phone: '',
        receives_reports: false,
        language: null,
      },
    ],
    total: 2,
  },
  devices: { active: 12, removed: 1, site_plans: 2 },
  jobs: { rows: [{ id: 4, name: 'Monthly pest service', category: 'Pest', status_id: 1 }], total: 8 },
  coming_visits: {
    rows: [
      {
        id: 5,
        date: '2026-03-12',
        start_time: '08:00',
        end_time: '09:30',
        status: 'scheduled',
        job: { id: 4, name: 'Monthly pest service' },
      },
    ],
    total: 1,
  },
  reports: {
    rows: [
      {
        id: 6,
        status_id: 3,
        start_date: '2026-03-02T14:00:00Z',
        job: { id: 4, name: 'Monthly pest service' },
        template: { id: 1, name: 'Service Report' },
        user: { id: 2, name: 'Zed Tech' },
      },
    ],
    total: 7,
  },
  corrective_actions: {
    rows: [{ id: 7, title: 'Seal the dock door', status: 'open', due_date: null, priority: 'high' }],
    total: 1,
  },
  mail: {
    rows: [
      {
        id: 8,
        subject: 'Your service report',
        status: 'sent',
        recipients: ['dana@x.example'],
        created_at: '2026-03-02T15:00:00Z',
        report_id: 6,
      },
    ],
    total: 1,
  },
};

const SECTIONS = [
  'Customer and billing',
  'Service address and map',
  'Devices and site plan',
  'Contacts',
  'Jobs',
  'Coming visits',
  'Past visits',
  'Reports',
  'Application records',
  'Corrective actions',
  'Share links',
];

function server(typeId: number, overview: () => { status?: number; body: unknown }) {
  return mockServer({
    'GET /api/get-auth-user': () => ({ body: { ...ADMIN_USER, type_id: typeId } }),
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
    'GET /api/locations/9/overview': overview,
  });
}

const render = () => renderWithApp(<LocationPage />, { url: '/locations/9', path: '/locations/:id' });
const region = (name: string) => screen.getByRole('region', { name });

describe('LocationPage', () => {
  it('shows each section loading, then each one empty, for a new location', async () => {
    let answer: (r: Response) => void = () => {};
    const { fetchMock } = server(2, () => ({ body: EMPTY }));
    const real = fetchMock.getMockImplementation()!;
    // The overview waits until the test lets it go: every section shows its own loading state.
    fetchMock.mockImplementation(async (input: string, init?: RequestInit) =>
      input.includes('/overview')
        ? new Promise<Response>((resolve) => (answer = resolve))
        : real(input, init),
    );
    render();
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(expect.stringContaining('/overview'), expect.anything()),
    );
    for (const name of SECTIONS) {
      expect(within(region(name)).getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    }
    answer(new Response(JSON.stringify(EMPTY), { headers: { 'Content-Type': 'application/json' } }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bella Napoli Midtown' }),
    ).toBeInTheDocument();
    expect(within(region('Customer and billing')).getByText('No customer details yet.')).toBeInTheDocument();
    expect(within(region('Contacts')).getByText('No contacts yet.')).toBeInTheDocument();
    expect(within(region('Jobs')).getByText('No jobs at this location.')).toBeInTheDocument();
    expect(within(region('Coming visits')).getByText('No coming visits.')).toBeInTheDocument();
    expect(within(region('Past visits')).getByText('No past visits.')).toBeInTheDocument();
    expect(within(region('Reports')).getByText('No reports yet.')).toBeInTheDocument();
    expect(within(region('Share links')).getByText('No links yet.')).toBeInTheDocument();
    expect(within(region('Mail sent')).getByText('No mail sent yet.')).toBeInTheDocument();
    expect(within(region('Devices and site plan')).getByText('0 devices in place')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Notes for the technician' })).not.toBeInTheDocument();
  });

  it('links each row to its page and each long section to its whole list; Admins edit and read the mail', async () => {
    server(2, () => ({ body: FULL }));
    render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bella Napoli Midtown' }),
    ).toBeInTheDocument();
    const link = (within: HTMLElement, name: string) => within.querySelector(`a[href="${name}"]`);
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/locations/9/edit');
    expect(screen.getByRole('link', { name: 'All 3 locations of this customer' })).toHaveAttribute(
      'href',
      '/locations?customer=Bella%20Napoli%20LLC',
    );
    expect(screen.getByRole('link', { name: 'Open the devices and site plan' })).toHaveAttribute(
      'href',
      '/locations/9/devices',
    );
    expect(within(region('Devices and site plan')).getByText('12 devices in place')).toBeInTheDocument();
    // The notes for the technician, each line as typed, under the service address.
    expect(within(region('Notes for the technician')).getByTestId('location-notes').textContent).toBe(
      'Gate code 4512#\nDog in the back yard',
    );
    // Each contact's mail language, the company's for one who chose none.
    expect(within(region('Contacts')).getByText('العربية')).toBeInTheDocument();
    expect(within(region('Contacts')).getByText("The company's language")).toBeInTheDocument();
    expect(within(region('Jobs')).getByRole('link', { name: 'See all (8)' })).toHaveAttribute(
      'href',
      '/locations/9/jobs',
    );
    expect(link(region('Jobs'), '/jobs/4')).not.toBeNull();
    expect(within(region('Coming visits')).getByText(/03\/12\/2026 08:00–09:30/)).toBeInTheDocument();
    expect(within(region('Reports')).getByText('1 of 7')).toBeInTheDocument();
    expect(within(region('Reports')).getByRole('link', { name: 'Service Report' })).toHaveAttribute(
      'href',
      '/reports/6',
    );
    expect(within(region('Corrective actions')).getByRole('link', { name: 'See all (1)' })).toHaveAttribute(
      'href',
      '/corrective-actions?location_id=9',
    );
    expect(within(region('Mail sent')).getByRole('link', { name: 'Your service report' })).toHaveAttribute(
      'href',
      '/mail/8',
    );
  });

  it('gives a Supervisor the page to read: no Edit, no mail', async () => {
    server(3, () => ({ body: { ...FULL, mail: null } }));
    render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bella Napoli Midtown' }),
    ).toBeInTheDocument();
    for (const name of SECTIONS) expect(region(name)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Mail sent' })).not.toBeInTheDocument();
  });

  it('says in each section that it failed, with Try again, when the server fails', async () => {
    server(2, () => ({ status: 500, body: { message: 'The database is not answering.' } }));
    render();
    await waitFor(() =>
      expect(within(region('Jobs')).getByText('The database is not answering.')).toBeInTheDocument(),
    );
    for (const name of ['Contacts', 'Reports', 'Customer and billing']) {
      expect(within(region(name)).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    }
  });

  it('shows the not-found page for a location that is not there', async () => {
    server(2, () => ({ status: 404, body: { message: 'Location not found.' } }));
    render();
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
