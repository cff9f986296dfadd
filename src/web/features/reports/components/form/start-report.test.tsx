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

  it('starts the report from the visit Today named, sending its visit_id', async () => {
    const { calls } = server(null, () => ({ body: { id: 77 } }));
    const { router } = renderWithApp(<StartReport jobId={4} visitId={15} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Start report' }));
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ job_id: 4, template_id: 2, visit_id: 15 });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/my/reports/77'));
  });

  it('sends no visit_id when started from a job, and lets a visit of a job not among mine start', async () => {
    const { calls } = server(null, () => ({ body: { id: 78 } }));
    const first = renderWithApp(<StartReport jobId={4} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Start report' }));
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ job_id: 4, template_id: 2 });
    first.unmount();
    renderWithApp(<StartReport jobId={9} visitId={16} />);
    const button = await screen.findByRole('button', { name: 'Start report' });
    expect(screen.queryByText('This job is not among your active jobs.')).not.toBeInTheDocument();
    await userEvent.click(button);
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'POST')[1]!.body).toEqual({
      job_id: 9,
      template_id: 2,
      visit_id: 16,
    });
  });
});
