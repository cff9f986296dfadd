import { screen, within } from '@testing-library/react';
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
    'GET /api/applications/filters': () => ({ body: { products: [], applicators: [] } }),
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
});
