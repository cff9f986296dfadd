import 'fake-indexeddb/auto';
import { type DehydratedState, QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clear, createStore, get } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportDetail } from '@shared/schemas/reports';
import { mockServer, renderWithApp } from '@web/test/render';
import { keepQueries } from '@web/lib/kept-queries';
import { reportsKeys } from '../../api/reports-keys';
import { logicField } from '../logic-report.fixtures';
import { MyReport } from './my-report';
import { listEntries, putEntry } from './outbox';

afterEach(async () => {
  vi.unstubAllGlobals();
  await clear(createStore('fieldbook-outbox', 'answers'));
});

/** The report with its two answers as of `updated_at`. */
const reportAt = (updated_at: string, contact: string | null, stations: number | null): ReportDetail => ({
  id: 5,
  status_id: 1,
  status: { status: 'In Progress' },
  start_date: '2026-03-08T15:00:00.000Z',
  submitted_at: null,
  finished_at: null,
  updated_at,
  return_reason: null,
  job: {
    id: 1,
    name: 'Weekly service',
    category: 'Pest Control',
    location: { id: 1, name: 'Diner', address: '' },
  },
  template: { id: 1, name: 'Service Report', company_name: 'Greenleaf' },
  user: { id: 9, name: 'Marcus Johnson' },
  tasks: [
    {
      id: 1,
      task: 'Inspection',
      weight: 1,
      fields: [
        logicField(11, 'Contact on site', 1, { required: 0, answer: contact }),
        logicField(12, 'Stations checked', 3, { required: 0, answer: stations }),
      ],
    },
  ],
  files: [],
  chemicals: [],
  history: [],
  applications: [],
  application_settings: { state: 'NY', record_weather: false, rate_check_warn_only: false, applicators: [] },
  can: { edit: true, submit: true, finish: false, return: false, print: false, delete: false },
});

/**
 * The device's kept copy (lib/kept-queries.ts) is older than the server's report: answers saved
 * from a page whose last write to the copy the closing tab cut off. The form opens on the copy
 * at once, and shows the server's answers when they come.
 */
function openFromKeptCopy(
  onPut: (body: unknown) => void = () => undefined,
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  const { calls } = mockServer({
    'GET /api/reports/5': () => ({ body: reportAt('2026-03-08T16:00:00.000Z', 'Dana Smith', 12) }),
    'GET /api/reports/5/corrective-actions': () => ({ body: { location: [], from_report: [] } }),
    'PUT /api/reports/5/answers': (_url, init) => {
      onPut(JSON.parse(init.body as string));
      const { answers } = JSON.parse(init.body as string) as { answers: unknown[] };
      return { body: { answers, updated_at: '2026-03-08T17:00:00.000Z' } };
    },
  });
  queryClient.setQueryData(reportsKeys.detail(5), reportAt('2026-03-08T15:00:00.000Z', 'Dana', null));
  void queryClient.invalidateQueries({ refetchType: 'none' });
  renderWithApp(<MyReport id={5} />, { queryClient });
  return calls;
}

describe('MyReport', () => {
  it('shows the answers the server has once they come, though it opened on an older copy from the device', async () => {
    const puts: unknown[] = [];
    openFromKeptCopy((body) => puts.push(body));
    await waitFor(() => expect(screen.getByLabelText(/Contact on site/)).toHaveValue('Dana Smith'));
    expect(screen.getByLabelText(/Stations checked/)).toHaveValue('12');
    // Shown, not typed: nothing goes back to the server.
    expect(puts).toEqual([]);
  });

  it('keeps what waits on the device to be sent over the server’s older answer to the same field', async () => {
    await putEntry({
      reportId: 5,
      fieldId: 11,
      value: 'Dana, night manager',
      version: 1,
      hold: false,
      blobs: {},
      uploaded: {},
    });
    const puts: unknown[] = [];
    openFromKeptCopy((body) => puts.push(body));
    await waitFor(() => expect(screen.getByLabelText(/Stations checked/)).toHaveValue('12'));
    await waitFor(() =>
      expect(puts).toEqual([{ answers: [{ field_id: 11, value: 'Dana, night manager' }] }]),
    );
    expect(screen.getByLabelText(/Contact on site/)).toHaveValue('Dana, night manager');
    await waitFor(async () => expect(await listEntries(5)).toEqual([]));
  });

  it('has the saved answer in the device’s copy of the report when it says saved, for a reload with no signal', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const stopKeeping = keepQueries(
      queryClient,
      () => true,
      () => false,
    );
    try {
      openFromKeptCopy(undefined, queryClient);
      const contact = screen.getByLabelText(/Contact on site/);
      await waitFor(() => expect(contact).toHaveValue('Dana Smith'));
      await userEvent.clear(contact);
      await userEvent.type(contact, 'Lee');
      await screen.findByText('All changes saved', undefined, { timeout: 5000 });
      // Read at once: a copy written a moment later would be lost to a reload made now.
      const kept = await get<DehydratedState>('queries', createStore('fieldbook-kept', 'queries'));
      const copy = kept?.queries.find((q) => q.queryHash === JSON.stringify(reportsKeys.detail(5)));
      expect((copy?.state.data as ReportDetail).tasks[0]?.fields[0]?.answer).toBe('Lee');
    } finally {
      stopKeeping();
    }
  });
});
