import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationsResponse } from '@shared/schemas/applications';
import { mockServer, renderWithApp } from '@web/test/render';
import { expectHeaderSorts } from '@web/test/sort-header';
import { ApplicationsList } from './applications-list';

afterEach(() => vi.unstubAllGlobals());

// The fields the list shows; the rest of a frozen record plays no part here.
const record = {
  id: 3,
  applied_on: '2027-03-10',
  start_time: '09:10',
  chemical_id: 3,
  product_name: 'Temprid SC',
  epa_reg_no: '432-1363',
  restricted_use: false,
  amount: 1.5,
  unit: 'fl oz',
  area: 1200,
  area_unit: 'sq ft',
  location_name: 'Harbor Bakery',
  municipality: 'White Plains',
  county: 'Westchester',
  state: 'NY',
  applicator: { id: 4, name: 'Tess Tech' },
  applicator_certification: null,
  supervisor: null,
  supervisor_certification: null,
  report_id: 12,
  job_id: 8,
  job_name: 'Monthly pest service',
} as unknown as ApplicationsResponse['applications'][number];

function server() {
  return mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
    'GET /api/applications': () => ({ body: { applications: [record], total: 1 } }),
    // A page of what the server finds for the text typed; the empty text finds everyone.
    'GET /api/applications/products': (url) => ({
      body: {
        products: [
          { id: 21, name: 'Temprid SC', epa_reg_no: '432-1363' },
          { id: 22, name: 'Termidor SC', epa_reg_no: '7969-210' },
        ].filter((p) => p.name.toLowerCase().includes(url.searchParams.get('search') ?? '')),
        products_more: !url.searchParams.get('search'),
      },
    }),
    'GET /api/applications/applicators': (url) => ({
      body: {
        users: [{ id: 4, name: 'Tess Tech' }].filter((u) =>
          u.name.toLowerCase().includes(url.searchParams.get('search') ?? ''),
        ),
        users_more: false,
      },
    }),
  });
}

describe('ApplicationsList', () => {
  it("links each record's job to the job page and its report beside it", async () => {
    server();
    renderWithApp(<ApplicationsList />, { url: '/applications' });
    const job = await screen.findByRole('link', { name: 'Monthly pest service' });
    expect(job).toHaveAttribute('href', '/jobs/8');
    const row = job.closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Report #12' })).toHaveAttribute('href', '/reports/12');
  });

  it('sorts by a column from its header, in the URL and the request, and keeps the filters', async () => {
    const { calls } = server();
    const { router } = renderWithApp(<ApplicationsList />, { url: '/applications?state=NY' });
    await expectHeaderSorts({
      router,
      calls,
      path: '/api/applications',
      header: 'Product',
      column: 'product',
    });
    const asked = calls.filter((c) => c.url.pathname === '/api/applications').at(-1)!.url.searchParams;
    expect(Object.fromEntries(asked)).toEqual({ page: '1', state: 'NY', sort: '-product' });
  });

  it('finds a product on the server as it is typed, and filters by it', async () => {
    const { calls } = server();
    const { router } = renderWithApp(<ApplicationsList />, { url: '/applications' });
    const picker = await screen.findByRole('combobox', { name: 'Product' });
    await userEvent.type(picker, 'termi');
    // The server's page for the text replaces the first one.
    await waitFor(() => expect(screen.queryByRole('option', { name: /Temprid/ })).toBeNull());
    await userEvent.click(await screen.findByRole('option', { name: 'Termidor SC (7969-210)' }));
    expect(new URLSearchParams(router.state.location.search).get('chemical_id')).toBe('22');
    const searched = calls
      .filter((c) => c.url.pathname === '/api/applications/products')
      .map((c) => c.url.searchParams.get('search'));
    // Asked once the typing paused, not for every letter.
    expect(searched).toContain('termi');
    expect(searched).not.toContain('ter');
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.url.pathname === '/api/applications')
          .at(-1)!
          .url.searchParams.get('chemical_id'),
      ).toBe('22'),
    );
  });

  it('says when more products match than the page holds, and when none does', async () => {
    server();
    renderWithApp(<ApplicationsList />, { url: '/applications' });
    const picker = await screen.findByRole('combobox', { name: 'Product' });
    await userEvent.click(picker);
    expect(await screen.findByText(/type a name or email to narrow/i)).toBeVisible();
    await userEvent.type(picker, 'zzz');
    expect(await screen.findByText('No product matches.')).toBeVisible();
  });

  it('names the chosen product and applicator from the rows when opened on their ids', async () => {
    server();
    renderWithApp(<ApplicationsList />, { url: '/applications?chemical_id=3&applicator_id=4' });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Applicator' })).toHaveValue('Tess Tech'),
    );
    expect(screen.getByRole('combobox', { name: 'Product' })).toHaveValue('Temprid SC (432-1363)');
  });
});
