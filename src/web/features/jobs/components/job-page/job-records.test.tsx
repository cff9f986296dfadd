import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, renderWithApp } from '@web/test/render';
import { JOB } from './job-page.fixtures';
import { JobRecords } from './job-records';

afterEach(() => vi.unstubAllGlobals());

const report = (id: number, status_id: number) => ({
  id,
  status_id,
  start_date: '2026-11-20T14:00:00.000Z',
  job: { id: 3, name: JOB.name, category: 'Pest Control' },
  template: { id: 2, name: `Service Report ${id}`, company_name: 'Greenleaf' },
  user: { id: 7, name: 'Tom Tech' },
  status: { status: 'x' },
  return_reason: null,
});

function server(failApplications = false) {
  return mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
    'GET /api/get-reports-filtered': () => ({
      body: {
        reports: [report(11, 2), report(12, 1), ...[13, 14, 15, 16].map((id) => report(id, 3))],
        total: 9,
      },
    }),
    'GET /api/applications': () =>
      failApplications
        ? { status: 500, body: { message: 'The server failed.' } }
        : { body: { applications: [], total: 0 } },
    'GET /api/corrective-actions': () => ({
      body: {
        actions: [{ id: 21, title: 'Seal the gap', status: 'open', overdue: true }],
        total: 1,
      },
    }),
  });
}

describe('JobRecords', () => {
  it('asks each list for this job only and shows a few with their status, linking to the whole list', async () => {
    const { calls } = server();
    renderWithApp(<JobRecords job={JOB} />);
    const reports = screen.getByRole('region', { name: 'Reports' });
    expect(await within(reports).findByRole('link', { name: 'Service Report 11' })).toHaveAttribute(
      'href',
      '/reports/11',
    );
    expect(within(reports).getAllByRole('listitem')).toHaveLength(5);
    expect(within(reports).getByText('Submitted')).toBeInTheDocument();
    expect(within(reports).getByText('In Progress')).toBeInTheDocument();
    expect(within(reports).getByRole('link', { name: 'See all (9)' })).toHaveAttribute(
      'href',
      '/reports?job_filter=Monthly%20pest%20service',
    );
    const actions = screen.getByRole('region', { name: 'Corrective actions' });
    expect(await within(actions).findByRole('link', { name: 'Seal the gap' })).toHaveAttribute(
      'href',
      '/corrective-actions/21',
    );
    expect(within(actions).getByText('Open')).toBeInTheDocument();
    const applications = screen.getByRole('region', { name: 'Applications' });
    expect(await within(applications).findByText('No applications recorded.')).toBeInTheDocument();
    for (const path of ['/api/get-reports-filtered', '/api/applications', '/api/corrective-actions']) {
      expect(calls.find((c) => c.url.pathname === path)!.url.searchParams.get('job_id')).toBe('3');
    }
  });

  it('shows a list that failed with a retry, the others still', async () => {
    server(true);
    renderWithApp(<JobRecords job={JOB} />);
    const applications = screen.getByRole('region', { name: 'Applications' });
    expect(await within(applications).findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Service Report 11' })).toBeInTheDocument();
  });
});
