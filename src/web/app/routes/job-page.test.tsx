import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JOB } from '@web/features/jobs/components/job-page/job-page.fixtures';
import { mockServer, renderWithApp } from '@web/test/render';
import { ADMIN_USER } from '@web/test/users';
import { JobPage } from './job-page';

afterEach(() => vi.unstubAllGlobals());

function server(typeId: number, overview: { status?: number; body: unknown }) {
  return mockServer({
    'GET /api/get-auth-user': () => ({ body: { ...ADMIN_USER, type_id: typeId } }),
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
    'GET /api/jobs/3/overview': () => overview,
    'GET /api/jobs/3/recurrence': () => ({ body: { recurrence: null } }),
    'GET /api/jobs/3/visits': () => ({ body: { visits: [], total: 0 } }),
    'GET /api/get-reports-filtered': () => ({ body: { reports: [], total: 0 } }),
    'GET /api/applications': () => ({ body: { applications: [], total: 0 } }),
    'GET /api/corrective-actions': () => ({ body: { actions: [], total: 0 } }),
  });
}

const render = () => renderWithApp(<JobPage />, { url: '/jobs/3', path: '/jobs/:id' });

describe('JobPage', () => {
  it('puts the job, its recurrence, its visits and its records on one page; Admins may change the rule', async () => {
    server(2, { body: JOB });
    render();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Monthly pest service' }),
    ).toBeInTheDocument();
    for (const region of [
      'Location and customer',
      'Assigned',
      'Repeats',
      'Visits',
      'Reports',
      'Applications',
    ]) {
      expect(screen.getByRole('region', { name: region })).toBeInTheDocument();
    }
    expect(await screen.findByRole('button', { name: 'Set up repeating' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add visit' })).toBeInTheDocument();
  });

  it('gives a Supervisor their job to read, with Add visit but not the rule’s form', async () => {
    server(3, { body: JOB });
    render();
    expect(
      await screen.findByText('This job does not repeat: its visits are planned by hand.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set up repeating' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add visit' })).toBeInTheDocument();
  });

  it('shows the not-found page for a job that is not there (or not the Supervisor’s)', async () => {
    server(3, { status: 404, body: { message: 'Job not found.' } });
    render();
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
