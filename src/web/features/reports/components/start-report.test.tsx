import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, renderWithApp } from '@web/test/render';
import { StartReport } from './start-report';

afterEach(() => vi.unstubAllGlobals());

const job = (open_report_id: number | null) => ({
  id: 4,
  name: 'Weekly service',
  category: 'Pest Control',
  created_at: '2026-03-01T12:00:00.000Z',
  location: { id: 1, name: 'Joe’s Diner', address: '1 Main St' },
  open_report_id,
});

function server(openReportId: number | null, onStart: () => { status?: number; body: unknown }) {
  return mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
    'GET /api/my/jobs': () => ({ body: [job(openReportId)] }),
    'GET /api/reports/templates': () => ({
      body: [{ id: 2, name: 'Service Report', company_name: 'Greenleaf', field_count: 3 }],
    }),
    'POST /api/reports': onStart,
  });
}

describe('StartReport', () => {
  it('offers the open report instead of a start when the job has one', async () => {
    const { calls } = server(12, () => ({ body: {} }));
    renderWithApp(<StartReport jobId={4} />);
    const title = await screen.findByText('You already have a report in progress for this job (report #12).');
    expect(title).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue that report' })).toHaveAttribute(
      'href',
      '/my/reports/12',
    );
    expect(screen.queryByRole('button', { name: 'Start report' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('links to the open report the server names when it refuses a second start (409)', async () => {
    server(null, () => ({
      status: 409,
      body: { message: 'You already have a report in progress for this job: report #31.', openReportId: 31 },
    }));
    renderWithApp(<StartReport jobId={4} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Start report' }));
    expect(await screen.findByRole('link', { name: 'Continue that report' })).toHaveAttribute(
      'href',
      '/my/reports/31',
    );
    expect(screen.queryByRole('button', { name: 'Start report' })).not.toBeInTheDocument();
  });
});
