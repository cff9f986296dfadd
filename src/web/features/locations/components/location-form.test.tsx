import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LocationRow } from '@shared/schemas/locations';
import { mockServer, renderWithApp } from '@web/test/render';
import { LocationForm } from './location-form';
import { ADMIN_USER } from '@web/test/users';

afterEach(() => vi.unstubAllGlobals());

const admin = ADMIN_USER;
const harbor: LocationRow = {
  id: 2,
  name: 'Harbor Diner',
  address: '1 Dock St',
  latitude: 40.7357,
  longitude: -74.1724,
  status_id: 1,
  status: { status: 'Active' },
  customer: { name: '', billing_address: '', phone: '', email: '' },
  service_address: { street: null, municipality: null, county: null, state: null, zip: null },
  address_incomplete: true,
  notes: '',
  jobcount: 0,
  created_at: '2026-03-08T04:30:00.000Z',
};

function server(save: () => { status?: number; body: unknown } = () => ({ body: harbor })) {
  return mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
    'GET /api/get-auth-user': () => ({ body: admin }),
    'POST /api/locations': save,
    'PUT /api/locations/2': save,
  });
}
const saves = (calls: ReturnType<typeof server>['calls']) =>
  calls.filter((c) => c.method === 'POST' || c.method === 'PUT');
const field = (label: RegExp) => screen.getByRole('textbox', { name: label });

// Each keystroke re-renders the form and its map; on a busy machine that takes a while in the test DOM.
describe('LocationForm', { timeout: 30_000 }, () => {
  it('checks the name and that latitude is within -90..90 and longitude within -180..180', async () => {
    const { calls } = server();
    renderWithApp(<LocationForm />, { url: '/locations/create' });
    await userEvent.click(await screen.findByRole('button', { name: 'Create a location' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Latitude is required.')).toBeInTheDocument();
    expect(screen.getByText('Longitude is required.')).toBeInTheDocument();

    await userEvent.type(field(/^Name/), 'Pier 9');
    await userEvent.type(field(/^Latitude/), '90.5');
    await userEvent.type(field(/^Longitude/), 'east');
    await userEvent.click(screen.getByRole('button', { name: 'Create a location' }));
    expect(await screen.findByText('Latitude must be between -90 and 90.')).toBeInTheDocument();
    expect(screen.getByText('Longitude must be a number.')).toBeInTheDocument();

    await userEvent.clear(field(/^Longitude/));
    await userEvent.type(field(/^Longitude/), '-180.01');
    await userEvent.click(screen.getByRole('button', { name: 'Create a location' }));
    expect(await screen.findByText('Longitude must be between -180 and 180.')).toBeInTheDocument();
    expect(saves(calls)).toEqual([]);
  });

  it('creates a location with numbers for the coordinates, then goes to the list', async () => {
    const { calls } = server();
    const { router } = renderWithApp(<LocationForm />, { url: '/locations/create' });
    await userEvent.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Pier 9');
    await userEvent.type(field(/^Street/), '9 Harbor Rd');
    await userEvent.type(field(/^Municipality/), 'Mystic');
    await userEvent.type(field(/^County/), 'New London');
    await userEvent.type(field(/^ZIP code/), '06355');
    await userEvent.type(field(/^Billing name/), 'Pier 9 Marine LLC');
    await userEvent.type(field(/^E-mail/), 'office@pier9.example');
    await userEvent.type(field(/^Latitude/), '-90');
    await userEvent.type(field(/^Longitude/), '180');
    await userEvent.click(screen.getByRole('button', { name: 'Create a location' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1), { timeout: 5000 });
    expect(saves(calls)[0]).toMatchObject({
      method: 'POST',
      body: {
        name: 'Pier 9',
        latitude: -90,
        longitude: 180,
        status_id: 1,
        customer: {
          name: 'Pier 9 Marine LLC',
          billing_address: '',
          phone: '',
          email: 'office@pier9.example',
        },
        service_address: {
          street: '9 Harbor Rd',
          municipality: 'Mystic',
          county: 'New London',
          state: null,
          zip: '06355',
        },
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/locations'));
  });

  it('refuses a P.O. box as the street before sending, in words', async () => {
    const { calls } = server();
    renderWithApp(<LocationForm />, { url: '/locations/create' });
    await userEvent.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Box Office');
    await userEvent.type(field(/^Street/), 'P.O. Box 12');
    await userEvent.type(field(/^Latitude/), '41');
    await userEvent.type(field(/^Longitude/), '-73');
    await userEvent.click(screen.getByRole('button', { name: 'Create a location' }));
    expect(
      await screen.findByText('A service address must be a street address, not a P.O. box.'),
    ).toBeInTheDocument();
    expect(saves(calls)).toHaveLength(0);
  });

  it('refuses a county the state does not have before sending, at the county', async () => {
    const { calls } = server();
    renderWithApp(<LocationForm />, { url: '/locations/create' });
    await userEvent.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Bushwick Deli');
    await userEvent.type(field(/^Street/), '12 Knickerbocker Ave');
    await userEvent.type(field(/^County/), 'Brooklyn');
    await userEvent.type(screen.getByRole('combobox', { name: /^State/ }), 'New York');
    await userEvent.click(await screen.findByRole('option', { name: 'NY · New York' }));
    await userEvent.type(field(/^Latitude/), '40.7');
    await userEvent.type(field(/^Longitude/), '-73.9');
    await userEvent.click(screen.getByRole('button', { name: 'Create a location' }));
    const message =
      'The state has no county by this name: check the spelling (the county, not the borough or city).';
    await waitFor(() => expect(field(/^County/)).toHaveAccessibleDescription(message));
    expect(saves(calls)).toHaveLength(0);
  });

  it('warns of a county its ZIP is not usually in, and still saves it as typed', async () => {
    const usual: Record<string, string> = { '10601': 'Westchester' };
    const { calls } = mockServer({
      'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
      'GET /api/get-auth-user': () => ({ body: admin }),
      'POST /api/locations': () => ({ body: harbor }),
      'GET /api/locations/zip-county': (url) => ({
        body: { county: usual[url.searchParams.get('zip')!] ?? null },
      }),
    });
    renderWithApp(<LocationForm />, { url: '/locations/create' });
    await userEvent.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Bella Napoli');
    await userEvent.type(field(/^County/), 'Putnam');
    await userEvent.type(screen.getByRole('combobox', { name: /^State/ }), 'New York');
    await userEvent.click(await screen.findByRole('option', { name: 'NY · New York' }));
    await userEvent.type(field(/^ZIP/), '10601');
    // By its name: the map's own status (tiles unavailable) may show beside it.
    const warning = await screen.findByRole('status', { name: 'Check the county' });
    expect(warning).toHaveTextContent('ZIP code 10601 is usually in Westchester County, not Putnam.');
    // The county the ZIP is in, in any case: no warning.
    await userEvent.clear(field(/^County/));
    await userEvent.type(field(/^County/), 'westchester county');
    await waitFor(() => expect(screen.queryByText(/is usually in/)).not.toBeInTheDocument());
    // A ZIP the Census does not map: nothing to say.
    await userEvent.clear(field(/^County/));
    await userEvent.type(field(/^County/), 'Putnam');
    expect(await screen.findByText(/is usually in Westchester/)).toBeInTheDocument();
    await userEvent.clear(field(/^ZIP/));
    await userEvent.type(field(/^ZIP/), '10599');
    await waitFor(() => expect(screen.queryByText(/is usually in/)).not.toBeInTheDocument());
    expect(calls.filter((c) => c.url.pathname === '/api/locations/zip-county').length).toBeGreaterThan(0);
    await userEvent.clear(field(/^ZIP/));
    await userEvent.type(field(/^ZIP/), '10601');
    expect(await screen.findByText(/is usually in Westchester/)).toBeInTheDocument();
    await userEvent.type(field(/^Latitude/), '41.03');
    await userEvent.type(field(/^Longitude/), '-73.76');
    await userEvent.click(screen.getByRole('button', { name: 'Create a location' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]!.body).toMatchObject({ service_address: { county: 'Putnam', zip: '10601' } });
  });

  it('shows what a location saved before addresses had parts needs, and keeps its line until a part is typed', async () => {
    const { calls } = server();
    renderWithApp(<LocationForm location={harbor} />, { url: '/locations/2/edit' });
    expect(await screen.findByText(/It was saved as: “1 Dock St”/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]!.body).toMatchObject({ address: '1 Dock St' });
    expect(saves(calls)[0]!.body).not.toHaveProperty('service_address');
  });

  it('edits a location, puts it on the map, and takes coordinates from a click on the map', async () => {
    const { calls } = server();
    renderWithApp(<LocationForm location={harbor} />, { url: '/locations/2/edit' });
    expect(await screen.findByRole('heading', { name: 'Edit Harbor Diner' })).toBeInTheDocument();
    expect(field(/^Latitude/)).toHaveValue('40.7357');
    const map = await screen.findByRole('region', { name: 'Map of this location' });
    await waitFor(() => expect(map.querySelectorAll('.leaflet-marker-icon')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Harbor Diner' })).toBeInTheDocument();

    await userEvent.clear(field(/^Longitude/));
    await userEvent.type(field(/^Longitude/), '-74.17');
    fireEvent.click(map.querySelector('.leaflet-container')!);
    // The test DOM has no layout, so the click lands on the map's centre, the marker's place: the
    // fields take it, rounded to six decimals.
    await waitFor(() => expect(field(/^Longitude/)).not.toHaveValue('-74.17'));
    for (const [name, near] of [
      [/^Latitude/, 40.7357],
      [/^Longitude/, -74.17],
    ] as const) {
      const value = (field(name) as HTMLInputElement).value;
      expect(value).toMatch(/^-?\d+(\.\d{1,6})?$/);
      expect(Number(value)).toBeCloseTo(near, 1);
    }
    await userEvent.clear(field(/^Latitude/));
    await userEvent.type(field(/^Latitude/), '41');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1), { timeout: 5000 });
    expect(saves(calls)[0]).toMatchObject({ method: 'PUT', body: { name: 'Harbor Diner', latitude: 41 } });
  });

  it('keeps the notes for the technician as typed, over several lines and right to left', async () => {
    const { calls } = server();
    renderWithApp(<LocationForm location={{ ...harbor, notes: 'Gate code 4512#' }} />, {
      url: '/locations/2/edit',
    });
    const notes = await screen.findByRole('textbox', { name: /^Notes for the technician/ });
    expect(notes).toHaveValue('Gate code 4512#');
    expect(notes).toHaveAttribute('dir', 'auto');
    await userEvent.type(notes, '{Enter}كلب في الحديقة');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1), { timeout: 5000 });
    expect(saves(calls)[0]).toMatchObject({ body: { notes: 'Gate code 4512#\nكلب في الحديقة' } });
  });

  it('lets each typed name and address read in its own direction: dir="auto" on the box itself', async () => {
    server();
    renderWithApp(<LocationForm location={harbor} />, { url: '/locations/2/edit' });
    await screen.findByRole('heading', { name: 'Edit Harbor Diner' });
    for (const label of [/^Street/, /^Municipality/, /^County/, /^Billing name/, /^Billing address/]) {
      expect(field(label), String(label)).toHaveAttribute('dir', 'auto');
    }
    // A ZIP code is digits: left to right in every language.
    expect(screen.getByRole('textbox', { name: /^ZIP/ }).closest('[dir]')).toHaveAttribute('dir', 'ltr');
  });

  it('says at the notes when they are too long, and sends nothing', async () => {
    const { calls } = server();
    renderWithApp(<LocationForm location={harbor} />, { url: '/locations/2/edit' });
    const notes = await screen.findByRole('textbox', { name: /^Notes for the technician/ });
    fireEvent.change(notes, { target: { value: 'n'.repeat(2001) } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Notes for the technician can be at most 2000 characters.', { exact: false }),
    ).toBeInTheDocument();
    expect(saves(calls)).toHaveLength(0);
  });

  it('shows the server’s field errors at the fields', async () => {
    server(() => ({
      status: 400,
      body: {
        message: 'Some values are not valid.',
        errors: { name: 'Name can be at most 200 characters.' },
      },
    }));
    renderWithApp(<LocationForm location={harbor} />, { url: '/locations/2/edit' });
    await userEvent.type(await screen.findByRole('textbox', { name: /^Name/ }), ' II');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name can be at most 200 characters.')).toBeInTheDocument();
  });
});
