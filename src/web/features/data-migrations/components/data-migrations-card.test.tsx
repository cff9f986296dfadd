import { screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { DataMigrationProgress } from '@shared/schemas/data-migrations';
import { mockServer, renderWithApp } from '@web/test/render';
import { dataMigrationsQuery } from '../api/get-data-migrations';
import { DataMigrationsCard } from './data-migrations-card';

const migration = (over: Partial<DataMigrationProgress>): DataMigrationProgress => ({
  name: 'report-visits',
  done: 0,
  total: 0,
  started_at: '2026-11-30T20:00:00.000Z',
  finished_at: null,
  ...over,
});

describe('DataMigrationsCard', () => {
  it('shows an upgrade running in the background with how far it has come, and not one that is done (issue 34)', async () => {
    mockServer({
      'GET /api/data-migrations': () => ({
        body: [
          migration({ done: 412_345, total: 1_000_000 }),
          migration({ name: 'report-sites', done: 10, total: 10, finished_at: '2026-11-30T20:01:00.000Z' }),
        ],
      }),
    });
    renderWithApp(<DataMigrationsCard />);
    const card = await screen.findByRole('region', { name: 'Upgrading stored data' });
    expect(card).toHaveTextContent('Earlier reports given a visit: 412,345 of 1,000,000 (41 %)');
    expect(card).not.toHaveTextContent('keeping their job');
    expect(screen.getByRole('progressbar', { name: 'Earlier reports given a visit' })).toHaveAttribute(
      'value',
      '412345',
    );
  });

  it('is not there when every upgrade is done', async () => {
    mockServer({
      'GET /api/data-migrations': () => ({
        body: [migration({ done: 5, total: 5, finished_at: '2026-11-30T20:01:00.000Z' })],
      }),
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderWithApp(<DataMigrationsCard />, { queryClient });
    await waitFor(() =>
      expect(queryClient.getQueryState(dataMigrationsQuery().queryKey)?.status).toBe('success'),
    );
    expect(screen.queryByRole('region', { name: 'Upgrading stored data' })).toBeNull();
  });
});
