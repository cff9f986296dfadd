import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardResponse } from '@shared/schemas/dashboard';
import { mockServer, renderWithApp } from '@web/test/render';
import { ADMIN_USER } from '@web/test/users';
import { Dashboard } from './dashboard';

afterEach(() => vi.unstubAllGlobals());

const weeks = Array.from({ length: 12 }, (_, i) => ({
  week: new Date(Date.UTC(2026, 8, 7 + 7 * i)).toISOString().slice(0, 10),
  count: i,
}));
const DATA: DashboardResponse = {
  today: '2026-11-26',
  week: {
    from: '2026-11-23',
    to: '2026-11-29',
    by_status: [
      { status_id: 1, count: 3 },
      { status_id: 2, count: 1 },
      { status_id: 3, count: 0 },
    ],
  },
  finished_per_week: weeks,
  jobs_without_report: {
    from: '2026-11-01',
    count: 2,
    jobs: [{ id: 9, name: 'Kitchen program', location: 'Harbor Diner' }],
  },
  expiring: null,
  chemical_use: {
    from: '2025-12-01',
    to: '2026-11-30',
    products: [{ chemical_id: 4, name: 'Demand CS' }],
    months: [{ month: '2026-11', counts: [5], other: 2 }],
  },
};

describe('Dashboard', () => {
  it('links each part to the list it summarises, with the days it covers', async () => {
    mockServer({
      'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
      'GET /api/get-auth-user': () => ({ body: ADMIN_USER }),
      'GET /api/dashboard': () => ({ body: DATA }),
    });
    renderWithApp(<Dashboard />, { url: '/dashboard' });
    const week = await screen.findByRole('region', { name: 'Reports this week (11/23/2026 – 11/29/2026)' });
    expect(within(week).getByRole('link', { name: "Open this week's reports" })).toHaveAttribute(
      'href',
      '/reports?start_date=2026-11-23&end_date=2026-11-29',
    );
    // The charts' numbers are read at once, from their tables; the charts come after the first screen.
    expect(within(week).getByRole('table', { name: 'Reports this week by status' })).toHaveTextContent(
      'In Progress3Submitted1Finished0',
    );
    expect(within(week).getByText('Loading…')).toBeInTheDocument();
    expect(await within(week).findByTestId('bar-chart')).toBeInTheDocument();
    expect(within(week).queryByText('Loading…')).not.toBeInTheDocument();
    const finished = screen.getByRole('region', { name: 'Reports finished per week' });
    expect(within(finished).getByRole('link')).toHaveAttribute(
      'href',
      '/reports?start_date=2026-09-07&end_date=2026-11-29',
    );
    const idle = screen.getByRole('region', { name: '2 active jobs without a report this month' });
    expect(within(idle).getByRole('link', { name: 'Kitchen program' })).toHaveAttribute(
      'href',
      '/jobs/9/edit',
    );
    expect(await within(finished).findByTestId('bar-chart')).toBeInTheDocument();
    const use = screen.getByRole('region', { name: /^Products applied per month/ });
    expect(await within(use).findByTestId('bar-chart')).toBeInTheDocument();
    expect(within(use).getByRole('table')).toHaveTextContent('2026-1152');
    expect(within(use).getByRole('link')).toHaveAttribute(
      'href',
      '/applications?start_date=2025-12-01&end_date=2026-11-30',
    );
    // Supervisors get no expiring certifications (null): no such part.
    expect(screen.queryByRole('region', { name: /expir/ })).not.toBeInTheDocument();
  });
});
