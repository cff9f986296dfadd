import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportRow } from '@shared/schemas/report-list';
import { mockServer, renderWithApp } from '@web/test/render';
import { ADMIN_USER } from '@web/test/users';
import { ReportsList } from './reports-list';

afterEach(() => vi.unstubAllGlobals());

const row = (id: number, user: { id: number; name: string }): ReportRow => ({
  id,
  status_id: 2,
  start_date: '2026-03-09T15:00:00.000Z',
  job: { id: 40 + id, name: `Job ${id}`, category: 'Pest Control' },
  location: { id: 3, name: 'Main St' },
  template: { id: 7, name: 'Service Report', company_name: 'Greenleaf' },
  user,
  status: { status: 'Submitted' },
  return_reason: null,
});

const MARCUS = { id: 9, name: 'Marcus Johnson' };

function server() {
  const mock = mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
    'GET /api/get-auth-user': () => ({ body: ADMIN_USER }),
    'GET /api/get-reports-filtered': () => ({
      body: { reports: [row(1, MARCUS)], total: 1, several_companies: false },
    }),
    'GET /api/reports/technicians': (url) => ({
      body: {
        users: [MARCUS, { id: 12, name: 'Priya Shah' }].filter((u) =>
          u.name.toLowerCase().includes((url.searchParams.get('search') ?? '').toLowerCase()),
        ),
        users_more: false,
      },
    }),
  });
  const lastList = () =>
    mock.calls.filter((c) => c.url.pathname === '/api/get-reports-filtered').at(-1)!.url.searchParams;
  return { ...mock, lastList };
}

describe('ReportsList review filters and sorting (issue 18)', () => {
  it('sets ?status= from the status chips, several at once, and asks the server for them', async () => {
    const { lastList } = server();
    const { router } = renderWithApp(<ReportsList />, { url: '/reports?page=2' });
    const group = await screen.findByRole('group', { name: 'Status' });
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Finished' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Submitted' }));
    const params = () => new URLSearchParams(router.state.location.search);
    expect(params().get('status')).toBe('2,3');
    expect(params().get('page')).toBeNull();
    await waitFor(() => expect(lastList().get('status')).toBe('2,3'));
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Finished' }));
    expect(params().get('status')).toBe('2');
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Submitted' }));
    expect(params().has('status')).toBe(false);
    await waitFor(() => expect(lastList().has('status')).toBe(false));
  });

  it('opens on "Waiting for review" with the Submitted chip on', async () => {
    const { lastList } = server();
    renderWithApp(<ReportsList />, { url: '/reports?status=2' });
    const group = await screen.findByRole('group', { name: 'Status' });
    expect(within(group).getByRole('checkbox', { name: 'Submitted' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'In Progress' })).not.toBeChecked();
    await waitFor(() => expect(lastList().get('status')).toBe('2'));
  });

  it('sets ?user_id= from the technician picker', async () => {
    const { lastList } = server();
    const { router } = renderWithApp(<ReportsList />, { url: '/reports' });
    const picker = await screen.findByRole('combobox', { name: 'Technician' });
    await userEvent.type(picker, 'priya');
    await userEvent.click(await screen.findByRole('option', { name: 'Priya Shah' }));
    const params = () => new URLSearchParams(router.state.location.search);
    expect(params().get('user_id')).toBe('12');
    await waitFor(() => expect(lastList().get('user_id')).toBe('12'));
  });

  it('names the chosen technician from the rows when opened on ?user_id=', async () => {
    server();
    renderWithApp(<ReportsList />, { url: '/reports?user_id=9' });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Technician' })).toHaveValue('Marcus Johnson'),
    );
  });

  it('sorts by a column header through ?sort=, sent to the server', async () => {
    const { lastList } = server();
    const { router } = renderWithApp(<ReportsList />, { url: '/reports?status=2' });
    await screen.findByRole('link', { name: 'Job 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Started By' }));
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('technician');
    await waitFor(() => expect(lastList().get('sort')).toBe('technician'));
    expect(lastList().get('status')).toBe('2');
    await userEvent.click(screen.getByRole('button', { name: 'Started By' }));
    await waitFor(() => expect(lastList().get('sort')).toBe('-technician'));
  });

  it('links each row’s job to its page beside the report link', async () => {
    server();
    renderWithApp(<ReportsList />, { url: '/reports' });
    expect(await screen.findByRole('link', { name: 'Open the job Job 1' })).toHaveAttribute(
      'href',
      '/jobs/41',
    );
    expect(screen.getByRole('link', { name: 'Job 1' })).toHaveAttribute('href', '/reports/1');
  });
});
