import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSelectField } from '@web/components/deferred-select';
import type { JobDetail } from '@shared/schemas/jobs';
import { mockServer, renderWithApp } from '@web/test/render';
import { JobForm } from './job-form';
import { ADMIN_USER } from '@web/test/users';

afterEach(() => vi.unstubAllGlobals());

const admin = ADMIN_USER;
const place = (id: number, name: string, address: string) => ({
  id,
  name,
  address,
  latitude: 40.7,
  longitude: -74,
  status_id: 1,
  status: { status: 'Active' },
  jobcount: 0,
  created_at: '2026-01-01T00:00:00.000Z',
});
const harbor = place(3, 'Harbor Diner', '1 Dock St');
const maple = place(4, 'Maple School', '9 Maple Ave');
const job: JobDetail = {
  id: 7,
  name: 'Monthly pest service',
  category: 'Pest Control',
  location_id: 3,
  status_id: 1,
  status: { status: 'Active' },
  created_at: '2026-03-08T04:30:00.000Z',
  updated_at: '2026-03-08T04:30:00.000Z',
  location: { id: 3, name: 'Harbor Diner', address: '1 Dock St' },
};

function server(save: () => { status?: number; body: unknown } = () => ({ body: job })) {
  return mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
    'GET /api/get-auth-user': () => ({ body: admin }),
    'GET /api/jobs/categories': () => ({ body: ['Lawn Care', 'Pest Control'] }),
    'GET /api/get-locations-filtered': (url) => ({
      body: url.searchParams.get('filter') === 'maple' ? [maple] : [harbor, maple],
      headers: { 'X-Total-Count': '2' },
    }),
    'GET /api/locations/4': () => ({ body: maple }),
    'POST /api/jobs': save,
    'PUT /api/jobs/7': save,
  });
}

const saves = (calls: ReturnType<typeof server>['calls']) =>
  calls.filter((c) => c.method === 'POST' || c.method === 'PUT');

describe('JobForm', { timeout: 30_000 }, () => {
  // The location Select, which the app loads after the first screen (decision 0067).
  beforeAll(() => loadSelectField());

  it('refuses to save without a name or a location, and sends nothing', async () => {
    const { calls } = server();
    renderWithApp(<JobForm />, { url: '/jobs/create' });
    await userEvent.click(await screen.findByRole('button', { name: 'Create a job' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Location is required.')).toBeInTheDocument();
    expect(saves(calls)).toEqual([]);
  });

  it('creates a job at a location found by searching active locations, then goes to the jobs list', async () => {
    const { calls } = server();
    const { router } = renderWithApp(<JobForm />, { url: '/jobs/create' });
    await userEvent.type(await screen.findByLabelText(/^Name/), 'Spring lawn round');
    await userEvent.type(screen.getByRole('combobox', { name: 'Category' }), 'Lawn');
    await userEvent.click(await screen.findByRole('option', { name: 'Lawn Care', hidden: true }));

    const location = screen.getByRole('combobox', { name: /^Location/ });
    await userEvent.type(location, 'maple');
    await waitFor(
      () => {
        const search = calls.filter((c) => c.url.pathname === '/api/get-locations-filtered').at(-1)!;
        expect(search.url.searchParams.get('filter')).toBe('maple');
        expect(search.url.searchParams.get('active')).toBe('active');
      },
      { timeout: 2000 },
    );
    await userEvent.click(await screen.findByRole('option', { name: /Maple School/, hidden: true }));
    await userEvent.click(screen.getByRole('radio', { name: 'Inactive' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create a job' }));

    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]).toMatchObject({
      method: 'POST',
      body: { name: 'Spring lawn round', category: 'Lawn Care', location_id: 4, status_id: 2 },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs'));
    // Typing, the 500 ms search debounce and the pickers take a while in the test DOM.
  }, 20_000);

  it('edits a job with its values filled in and saves with PUT', async () => {
    const { calls } = server();
    const { router } = renderWithApp(<JobForm job={job} />, { url: '/jobs/7/edit' });
    expect(await screen.findByRole('heading', { name: 'Edit Monthly pest service' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Monthly pest service');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('Pest Control');
    expect(screen.getByRole('combobox', { name: /^Location/ })).toHaveValue('Harbor Diner');
    expect(screen.getByRole('radio', { name: 'Active' })).toBeChecked();
    await userEvent.clear(screen.getByLabelText(/^Name/));
    await userEvent.type(screen.getByLabelText(/^Name/), 'Bimonthly pest service');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]).toMatchObject({
      method: 'PUT',
      body: { name: 'Bimonthly pest service', category: 'Pest Control', location_id: 3, status_id: 1 },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs'));
  });

  it('shows the server’s word on a field where it belongs and stays on the page', async () => {
    server(() => ({
      status: 400,
      body: {
        message: 'Some values are not valid.',
        errors: { location_id: 'This location is inactive. Choose an active location.' },
      },
    }));
    const { router } = renderWithApp(<JobForm defaultLocationId={4} />, {
      url: '/jobs/create?location_id=4',
    });
    // A location given by id is looked up for its name.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Location/ })).toHaveValue('Maple School'),
    );
    await userEvent.type(screen.getByLabelText(/^Name/), 'Stale site job');
    await userEvent.click(screen.getByRole('button', { name: 'Create a job' }));
    expect(
      await screen.findByText('This location is inactive. Choose an active location.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/jobs/create');
  });

  it('shows a refused move (409) at the location, once, and keeps the form', async () => {
    const refusal =
      'This job has submitted or finished reports, which were done at its location, so it cannot move. Create a new job at the other location.';
    server(() => ({
      status: 409,
      body: {
        code: 'job.locationHasReports',
        message: refusal,
        errors: { location_id: refusal },
        fieldCodes: { location_id: { code: 'job.locationHasReports' } },
      },
    }));
    const { router } = renderWithApp(<JobForm job={job} />, { url: '/jobs/7/edit' });
    await userEvent.type(await screen.findByLabelText(/^Name/), ' 2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const location = screen.getByRole('combobox', { name: /^Location/ });
    await waitFor(() => expect(location).toHaveAccessibleDescription(refusal));
    expect(screen.getAllByText(refusal)).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/jobs/7/edit');
  });

  it('asks before leaving with unsaved changes, and stays when asked to', async () => {
    server();
    const { router } = renderWithApp(<JobForm />, { url: '/jobs/create' });
    await userEvent.type(await screen.findByLabelText(/^Name/), 'Half typed');
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'There are unsaved changes on this page which will be discarded if you continue.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/jobs/create');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Half typed');
  });
});
