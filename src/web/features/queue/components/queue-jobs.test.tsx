import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueueJob, QueueSummary } from '@shared/schemas/queue';
import { mockServer, renderWithApp } from '@web/test/render';
import { QueueJobs } from './queue-jobs';

afterEach(() => vi.unstubAllGlobals());

const FAILED = '8b1f5a8e-54a4-4f1c-9e49-2d7b54a0c001';

function job(over: Partial<QueueJob>): QueueJob {
  return {
    id: '8b1f5a8e-54a4-4f1c-9e49-2d7b54a0c000',
    queue: 'mail',
    state: 'completed',
    data: { mailId: 3 },
    attempts: 1,
    max_attempts: 12,
    // 2026-07-04 16:05 UTC is 12:05 PM in New York.
    created_at: '2026-07-04T16:05:00.000Z',
    start_after: '2026-07-04T16:05:00.000Z',
    started_at: '2026-07-04T16:05:01.000Z',
    completed_at: '2026-07-04T16:05:02.000Z',
    error: null,
    ...over,
  };
}

const summary: QueueSummary = {
  queues: [
    { name: 'mail', counts: { created: 2, retry: 1, active: 0, completed: 5, cancelled: 0, failed: 1 } },
  ],
};

describe('QueueJobs', () => {
  it('shows the counts and each job, and tries a failed one again', async () => {
    const failed = job({ id: FAILED, state: 'failed', data: { mailId: 4 }, attempts: 1, max_attempts: 1 });
    const server = mockServer({
      'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
      'GET /api/queue': () => ({ body: summary }),
      'GET /api/queue/jobs': () => ({
        body: { jobs: [job({}), { ...failed, error: 'mail 4 not sent: 550 no such user' }], total: 2 },
      }),
      [`POST /api/queue/mail/jobs/${FAILED}/retry`]: () => ({
        body: { ...failed, state: 'retry', max_attempts: 2 },
      }),
    });
    renderWithApp(<QueueJobs />);
    expect(await screen.findByText('2 waiting · 1 to try again · 1 failed')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const done = (await within(table).findByRole('link', { name: 'Mail 3' })).closest('tr')!;
    expect(within(done).getByText('Done')).toBeInTheDocument();
    expect(within(done).getAllByText('07/04/2026 12:05 PM')).toHaveLength(2);
    expect(within(done).queryByRole('button')).toBeNull();
    const row = within(table).getByRole('link', { name: 'Mail 4' }).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Mail 4' })).toHaveAttribute('href', '/mail/4');
    expect(within(row).getByText('Failed')).toBeInTheDocument();
    expect(within(row).getByText('1 of 1')).toBeInTheDocument();
    expect(within(row).getByText('mail 4 not sent: 550 no such user')).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Try this Mail job again' }));
    expect(await screen.findByText('The job will be tried again now.')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname)).toEqual([
      `/api/queue/mail/jobs/${FAILED}/retry`,
    ]);
  });

  it('says so when there is no job yet', async () => {
    mockServer({
      'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
      'GET /api/queue': () => ({ body: summary }),
      'GET /api/queue/jobs': () => ({ body: { jobs: [], total: 0 } }),
    });
    renderWithApp(<QueueJobs />);
    expect(await screen.findByText('No background jobs yet.')).toBeInTheDocument();
  });
});
