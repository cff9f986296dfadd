import { dehydrate, QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VisitRow } from '@shared/schemas/visits';
import { visitRow } from '@web/features/visits/components/today/visits.fixtures';
import { mockServer, renderWithApp } from '@web/test/render';
import { KeepWeek } from './keep-week';
import { keptOffline } from './kept-offline';

afterEach(() => vi.unstubAllGlobals());

// 18:30 on December 1 in New York: already December 2 in UTC. The company's today is December 1.
const NOW = new Date('2026-12-01T23:30:00Z');
const TODAY = '2026-12-01';
const WEEK = [
  '2026-12-02',
  '2026-12-03',
  '2026-12-04',
  '2026-12-05',
  '2026-12-06',
  '2026-12-07',
  '2026-12-08',
];

const at = (id: number, name: string) => ({ id, name, address: `${id} Main St` });
const VISITS: Record<string, VisitRow[]> = {
  [TODAY]: [visitRow({ id: 1, date: TODAY, location: at(5, 'Diner') })],
  '2026-12-04': [
    visitRow({ id: 2, date: '2026-12-04', location: at(6, 'Bakery') }),
    visitRow({ id: 3, date: '2026-12-04', location: at(5, 'Diner') }),
  ],
  // The day after the week: never asked.
  '2026-12-09': [visitRow({ id: 4, date: '2026-12-09', location: at(8, 'Far away') })],
};

function server() {
  return mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
    'GET /api/my-visits': (url) => {
      const day = url.searchParams.get('day') ?? TODAY;
      return { body: { today: TODAY, day, visits: VISITS[day] ?? [] } };
    },
    'GET /api/locations/5': () => ({ body: { id: 5, name: 'Diner' } }),
    'GET /api/locations/6': () => ({ body: { id: 6, name: 'Bakery' } }),
    'GET /api/locations/5/contacts': () => ({ body: { contacts: [] } }),
    'GET /api/locations/6/contacts': () => ({ body: { contacts: [] } }),
    'GET /api/locations/5/devices': () => ({ body: { devices: [] } }),
    'GET /api/locations/6/devices': () => ({ body: { devices: [] } }),
    'GET /api/locations/5/site-plans': () => ({ body: { plans: [] } }),
    'GET /api/locations/6/site-plans': () => ({ body: { plans: [] } }),
    'GET /api/corrective-actions': () => ({ body: { actions: [], total: 0, estimated: false } }),
    'GET /api/reports/chemicals': () => ({ body: [] }),
    'GET /api/my/certifications': () => ({ body: { certifications: [] } }),
  });
}

const asked = (calls: { method: string; url: URL }[]) =>
  calls.map((c) => `${c.method} ${c.url.pathname}${c.url.search}`).sort();

describe('KeepWeek', () => {
  it("fetches exactly the week's work: 8 days of visits and, for their locations, what a technician reads", async () => {
    const { calls } = server();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderWithApp(<KeepWeek now={() => NOW} />, { queryClient });
    const expected = [
      'GET /api/app-config',
      'GET /api/my-visits',
      ...WEEK.map((day) => `GET /api/my-visits?day=${day}`),
      ...[5, 6].flatMap((id) => [
        `GET /api/locations/${id}`,
        `GET /api/locations/${id}/contacts`,
        `GET /api/locations/${id}/devices?active=active`,
        `GET /api/locations/${id}/site-plans`,
        `GET /api/corrective-actions?page=1&location_id=${id}&status=open%2Cin_progress`,
      ]),
      'GET /api/reports/chemicals',
      'GET /api/my/certifications',
    ].sort();
    await waitFor(() => expect(asked(calls)).toEqual(expected));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    // Nothing more once all has answered (each location once, though two visits are at the Diner).
    expect(asked(calls)).toEqual(expected);
  });

  it("keeps the week's keys on the device and none of the office's", async () => {
    server();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // Office data in the same cache: another location's page, the lists, a location's trends.
    queryClient.setQueryData(['locations', 'detail', '9'], { id: 9 });
    queryClient.setQueryData(['locations', 'overview', '5'], {});
    queryClient.setQueryData(['locations', 'list', { filter: '', page: 1 }], []);
    queryClient.setQueryData(['devices', 'location', 9, 'list', 'all'], { devices: [] });
    queryClient.setQueryData(['devices', 'location', 5, 'trends', { from: 'a', to: 'b', threshold: 1 }], {});
    queryClient.setQueryData(['correctiveActions', 'list', { page: 1 }], {});
    queryClient.setQueryData(['correctiveActions', 'list', { page: 1, location_id: '5' }], {});
    queryClient.setQueryData(['users', 'certifications', 7], {});
    queryClient.setQueryData(['users', 'list', { filter: '', page: 1 }], []);
    queryClient.setQueryData(['visits', 'schedule', '2026-11-30', '2026-12-06'], {});
    renderWithApp(<KeepWeek now={() => NOW} />, { queryClient });
    await waitFor(() => expect(queryClient.getQueryData(['users', 'my-certifications'])).toBeDefined());
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));

    const kept = dehydrate(queryClient, {
      shouldDehydrateQuery: (q) => keptOffline(q.queryKey, queryClient),
    }).queries.map((q) => JSON.stringify(q.queryKey));
    const location = (id: number) => [
      `["locations","detail","${id}"]`,
      `["locations","contacts","${id}"]`,
      `["devices","location",${id},"list","active"]`,
      `["devices","location",${id},"plans"]`,
      `["correctiveActions","list",{"page":1,"location_id":"${id}","status":"open,in_progress"}]`,
    ];
    expect(kept.sort()).toEqual(
      [
        '["app-config"]',
        '["visits","mine","today"]',
        ...WEEK.map((day) => `["visits","mine","${day}"]`),
        ...location(5),
        ...location(6),
        '["reports","chemicals"]',
        '["users","my-certifications"]',
      ].sort(),
    );
  });
});
