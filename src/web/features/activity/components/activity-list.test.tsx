import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActivityEntry } from '@shared/schemas/activity';
import { mockServer, renderWithApp } from '@web/test/render';
import { expectHeaderSorts } from '@web/test/sort-header';
import { ActivityList } from './activity-list';

afterEach(() => vi.unstubAllGlobals());

const entry: ActivityEntry = {
  id: 41,
  created_at: '2026-03-10T15:30:00.000Z',
  actor: { id: 1, name: 'Administrator' },
  customer_email: null,
  action: 'insert',
  entity: 'location_contacts',
  entity_id: '8',
  label: 'Rosa Baker',
  record: { entity: 'locations', id: 5, name: 'Harbor Bakery' },
  changes: [{ field: 'name', kind: 'text', before: null, after: 'Rosa Baker' }],
};

function server() {
  return mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
    'GET /api/activity': () => ({ body: { entries: [entry], total: 1 } }),
    'GET /api/get-users-filtered': () => ({
      body: [{ id: 1, name: 'Administrator' }],
      headers: { 'X-Total-Count': '1' },
    }),
  });
}

describe('ActivityList', () => {
  it("asks for the URL's filters and links each row to its record's page", async () => {
    const { calls } = server();
    renderWithApp(<ActivityList />, {
      url: '/activity?user_id=1&entity=location_contacts&action=insert&start_date=2026-03-01&end_date=2026-03-31&page=1',
    });
    const row = await screen.findByTestId('activity-row');
    // Each column says what it holds, the record's included.
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'When',
      'Who',
      'Action',
      'Record',
      'Changes',
    ]);
    expect(within(row).getByRole('link', { name: 'Harbor Bakery' })).toHaveAttribute(
      'href',
      '/locations/5/edit',
    );
    expect(row).toHaveTextContent('Location contact: Rosa Baker');
    expect(row).toHaveTextContent('Administrator');
    expect(row).toHaveTextContent('Name: Rosa Baker');
    const asked = calls.find((c) => c.url.pathname === '/api/activity')!.url.searchParams;
    expect(Object.fromEntries(asked)).toEqual({
      page: '1',
      user_id: '1',
      entity: 'location_contacts',
      action: 'insert',
      start_date: '2026-03-01',
      end_date: '2026-03-31',
    });
    expect(screen.getByDisplayValue('Location contact')).toBeInTheDocument();
  });

  it('sorts by who from its header, in the URL and the request, and keeps the filters', async () => {
    const { calls } = server();
    const { router } = renderWithApp(<ActivityList />, { url: '/activity?entity=locations' });
    await expectHeaderSorts({ router, calls, path: '/api/activity', header: 'Who', column: 'who' });
    const asked = calls.filter((c) => c.url.pathname === '/api/activity').at(-1)!.url.searchParams;
    expect(Object.fromEntries(asked)).toEqual({ page: '1', entity: 'locations', sort: '-who' });
  });
});
