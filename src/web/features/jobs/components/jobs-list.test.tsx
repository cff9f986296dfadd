import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobsListResponse } from '@shared/schemas/jobs';
import { createQueryClient } from '@web/lib/query-client';
import { mockServer, renderWithApp } from '@web/test/render';
import { JobsList } from './jobs-list';
import { ADMIN_USER } from '@web/test/users';

afterEach(() => vi.unstubAllGlobals());

const admin = ADMIN_USER;
const supervisor = { ...admin, id: 9, name: 'Luis Ortega', type_id: 3, type: { type: 'Supervisor' } };

function item(id: number, name: string, statusId = 1) {
  return {
    job_id: id,
    job: {
      id,
      name,
      category: 'Pest Control',
      status_id: statusId,
      status: { status: statusId === 1 ? 'Active' : 'Inactive' },
      // 2026-03-08 04:30 UTC is 11:30 PM of 03/07 in New York.
      created_at: '2026-03-08T04:30:00.000Z',
      location: { id: 3, name: 'Harbor Diner', address: '1 Dock St, Albany, NY' },
    },
  };
}

function server(answer: Partial<JobsListResponse> = {}, me = admin) {
  let body: JobsListResponse = { jobs: [item(7, 'Monthly pest service')], total: 1, ...answer };
  const mock = mockServer({
    'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
    'GET /api/get-auth-user': () => ({ body: me }),
    'GET /api/get-jobs-filtered': () => ({ body }),
    'POST /api/delete-job/7': () => ({ body: { status: 'success', id: 7 } }),
    'POST /api/trash/jobs/7/restore': () => ({ body: { status: 'success' } }),
  });
  const listCalls = () => mock.calls.filter((c) => c.url.pathname === '/api/get-jobs-filtered');
  return { ...mock, listCalls, setBody: (next: JobsListResponse) => (body = next) };
}

describe('JobsList in create mode (Admins on /jobs)', { timeout: 30_000 }, () => {
  it('shows the header, the spec’s columns, row actions and dates in New York time', async () => {
    server();
    renderWithApp(<JobsList create />);
    expect(await screen.findByRole('heading', { name: 'Jobs' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a job' })).toHaveAttribute('href', '/jobs/create');
    expect(screen.getByRole('button', { name: 'Active' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Inactive' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    const row = (await within(table).findByText('Monthly pest service')).closest('tr')!;
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Category', 'Name', 'Location', 'Created', 'Actions']);
    expect(within(row).getByText('Pest Control')).toBeInTheDocument();
    expect(within(row).getByText('Harbor Diner')).toBeInTheDocument();
    expect(within(row).getByText('1 Dock St, Albany, NY')).toBeInTheDocument();
    expect(within(row).getByText('03/07/2026 11:30 PM')).toBeInTheDocument();
    expect(
      within(row).getByRole('link', { name: 'Assign supervisors to Monthly pest service' }),
    ).toHaveAttribute('href', '/jobs/assign/7');
    expect(within(row).getByRole('link', { name: 'Edit Monthly pest service' })).toHaveAttribute(
      'href',
      '/jobs/7/edit',
    );
    expect(within(row).getByRole('button', { name: 'Delete Monthly pest service' })).toBeInTheDocument();
  });

  it('says "No jobs" without paginators, and shows paginators above and below when there are jobs', async () => {
    const mock = server({ jobs: [], total: 0 });
    const { unmount } = renderWithApp(<JobsList create />);
    expect(await screen.findByText('No jobs')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /^Pages/ })).toBeNull();
    unmount();

    mock.setBody({ jobs: [item(7, 'Monthly pest service')], total: 60 });
    renderWithApp(<JobsList create />);
    await screen.findByText('Monthly pest service');
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages (below the list)' })).toBeInTheDocument();
  });

  it('asks for page 2, the Active toggle (and clears it on a second click), and the filter after 500 ms', async () => {
    const mock = server({ total: 60 });
    renderWithApp(<JobsList create />);
    await screen.findByText('Monthly pest service');
    expect(mock.listCalls().at(-1)!.url.searchParams.get('page')).toBe('1');

    await userEvent.click(screen.getAllByRole('button', { name: 'Page 2' })[0]!);
    await waitFor(() => expect(mock.listCalls().at(-1)!.url.searchParams.get('page')).toBe('2'));

    await userEvent.click(screen.getByRole('button', { name: 'Active' }));
    await waitFor(() => expect(mock.listCalls().at(-1)!.url.searchParams.get('active')).toBe('active'));
    // A new filter starts again at page 1.
    expect(mock.listCalls().at(-1)!.url.searchParams.get('page')).toBe('1');
    await userEvent.click(screen.getByRole('button', { name: 'Active' }));
    await waitFor(() => expect(mock.listCalls().at(-1)!.url.searchParams.has('active')).toBe(false));

    const before = mock.listCalls().length;
    await userEvent.type(screen.getByLabelText('Filter'), 'harbor');
    expect(mock.listCalls()).toHaveLength(before);
    await waitFor(() => expect(mock.listCalls().at(-1)!.url.searchParams.get('filter')).toBe('harbor'), {
      timeout: 2000,
    });
    expect(mock.listCalls()).toHaveLength(before + 1);
  });

  it('deletes after "Are you sure you want to delete this job?", reloads the list, and offers Undo', async () => {
    const mock = server();
    renderWithApp(<JobsList create />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Monthly pest service' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this job?')).toBeInTheDocument();
    const loads = mock.listCalls().length;
    mock.setBody({ jobs: [], total: 0 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(mock.calls.some((c) => c.url.pathname === '/api/delete-job/7')).toBe(true));
    const call = mock.calls.find((c) => c.url.pathname === '/api/delete-job/7')!;
    expect(call.method).toBe('POST');
    expect(call.body).toEqual({ id: 7 });
    expect(await screen.findByText('No jobs')).toBeInTheDocument();
    expect(mock.listCalls().length).toBeGreaterThan(loads);

    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(mock.calls.some((c) => c.url.pathname === '/api/trash/jobs/7/restore')).toBe(true),
    );
  });

  it('says so when the list cannot be loaded, and tries again on request', async () => {
    const mock = mockServer({
      'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
      'GET /api/get-auth-user': () => ({ body: admin }),
      'GET /api/get-jobs-filtered': () => ({
        status: 500,
        body: { message: 'Something went wrong on the server.' },
      }),
    });
    renderWithApp(<JobsList create />);
    expect(await screen.findByText('Something went wrong on the server.')).toBeInTheDocument();
    const before = mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(mock.calls.length).toBeGreaterThan(before));
  });
});

// The spec: "Each change refetches the list." With the app's own query client (its caching is
// what this is about), a toggle set back or a page seen before is asked for again.
describe('JobsList asks the server on every change', { timeout: 30_000 }, () => {
  function pagedServer() {
    const mock = mockServer({
      'GET /api/app-config': () => ({ body: { login_field: 'email', timezone: 'America/New_York' } }),
      'GET /api/get-auth-user': () => ({ body: admin }),
      'GET /api/get-jobs-filtered': (url) => {
        const page = url.searchParams.get('page') ?? '1';
        const active = url.searchParams.get('active') ?? 'all';
        return { body: { jobs: [item(Number(page), `Job ${active} page ${page}`)], total: 60 } };
      },
    });
    const listCalls = () =>
      mock.calls.filter((c) => c.url.pathname === '/api/get-jobs-filtered').map((c) => c.url.searchParams);
    return { ...mock, listCalls };
  }

  it('sends a request when the Active toggle is set and cleared again', async () => {
    const mock = pagedServer();
    renderWithApp(<JobsList create />, { queryClient: createQueryClient() });
    await screen.findByText('Job all page 1');
    expect(mock.listCalls()).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Active' }));
    expect(await screen.findByText('Job active page 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Active' }));
    expect(await screen.findByText('Job all page 1')).toBeInTheDocument();
    await waitFor(() => expect(mock.listCalls()).toHaveLength(3));
    expect(mock.listCalls().map((p) => p.get('active'))).toEqual([null, 'active', null]);
  });

  it('sends a request for a page seen before, keeping the rows on screen until it answers', async () => {
    const mock = pagedServer();
    renderWithApp(<JobsList create />, { queryClient: createQueryClient() });
    await screen.findByText('Job all page 1');
    await userEvent.click(screen.getAllByRole('button', { name: 'Page 2' })[0]!);
    expect(await screen.findByText('Job all page 2')).toBeInTheDocument();

    // Hold the next answer back, to see what the table shows meanwhile.
    const answer = mock.fetchMock.getMockImplementation()!;
    let release = () => {};
    mock.fetchMock.mockImplementationOnce(
      (input, init) => new Promise((resolve) => (release = () => resolve(answer(input, init)))),
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'Page 1' })[0]!);
    await waitFor(() => expect(mock.fetchMock).toHaveBeenCalledTimes(mock.calls.length + 1));
    const asked = new URL(String(mock.fetchMock.mock.calls.at(-1)![0]), 'http://localhost');
    expect(asked.pathname).toBe('/api/get-jobs-filtered');
    expect(asked.searchParams.get('page')).toBe('1');
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText(/^Job all page \d$/)).toBeInTheDocument();

    release();
    await waitFor(() => expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getByText('Job all page 1')).toBeInTheDocument();
    expect(mock.listCalls().map((p) => p.get('page'))).toEqual(['1', '2', '1']);
  });
});

describe('JobsList as the read-only per-user view', () => {
  it('on /users/{id}/jobs: "Associated Jobs for User {name}", no header or actions, the user’s id sent', async () => {
    const mock = server({ user: { id: 5, name: 'Ada Lovelace' } });
    renderWithApp(<JobsList create={false} userId={5} />);
    expect(
      await screen.findByRole('heading', { name: 'Associated Jobs for User Ada Lovelace' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create a job' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Active' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(mock.listCalls().at(-1)!.url.searchParams.get('id')).toBe('5');
    // The job's name opens its page (issue 18).
    expect(screen.getByRole('link', { name: 'Monthly pest service' })).toHaveAttribute('href', '/jobs/7');
  });

  it('says "No jobs for this user" when the user has none', async () => {
    server({ jobs: [], total: 0, user: { id: 5, name: 'Ada Lovelace' } });
    renderWithApp(<JobsList create={false} userId={5} />);
    expect(await screen.findByText('No jobs for this user')).toBeInTheDocument();
  });

  it('on /groups/{id}/jobs: "Associated Jobs for Group {name}", the group’s id sent', async () => {
    const mock = server({ group: { id: 4, name: 'Night Crew' } });
    renderWithApp(<JobsList create={false} groupId={4} />);
    expect(
      await screen.findByRole('heading', { name: 'Associated Jobs for Group Night Crew' }),
    ).toBeInTheDocument();
    expect(mock.listCalls().at(-1)!.url.searchParams.get('group_id')).toBe('4');
  });

  it('says the spec’s "No jobs for this user" on a group’s page too', async () => {
    server({ jobs: [], total: 0, group: { id: 4, name: 'Night Crew' } });
    renderWithApp(<JobsList create={false} groupId={4} />);
    expect(await screen.findByText('No jobs for this user')).toBeInTheDocument();
  });

  it('gives a Supervisor the read-only list even where Admins get create mode: the job page, no edit', async () => {
    server({ user: { id: 9, name: 'Luis Ortega' } }, supervisor);
    renderWithApp(<JobsList create />);
    expect(
      await screen.findByRole('heading', { name: 'Associated Jobs for User Luis Ortega' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Monthly pest service' })).toHaveAttribute('href', '/jobs/7');
    expect(screen.queryByRole('link', { name: 'Edit Monthly pest service' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create a job' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('reloads when the page moves to another user', async () => {
    const mock = server({ user: { id: 5, name: 'Ada Lovelace' } });
    function UserJobs() {
      const { id } = useParams();
      return <JobsList create={false} userId={Number(id)} />;
    }
    const { router } = renderWithApp(<UserJobs />, { url: '/users/5/jobs', path: '/users/:id/jobs' });
    await screen.findByText('Monthly pest service');
    mock.setBody({ jobs: [], total: 0, user: { id: 6, name: 'Bo Diddley' } });
    await act(() => router.navigate('/users/6/jobs'));
    expect(
      await screen.findByRole('heading', { name: 'Associated Jobs for User Bo Diddley' }),
    ).toBeInTheDocument();
    expect(mock.listCalls().at(-1)!.url.searchParams.get('id')).toBe('6');
  });
});
