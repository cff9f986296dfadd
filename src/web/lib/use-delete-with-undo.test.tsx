import { notifications } from '@mantine/notifications';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, renderWithApp } from '@web/test/render';
import { api } from './api-client';
import { entityKey } from './query-keys';
import { type DeleteWithUndoOptions, useDeleteWithUndo } from './use-delete-with-undo';

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
});

const deleteJob = (id: number) => api.post<{ status: string }>(`/api/delete-job/${id}`, { id });

/** A row with a delete button, as a list draws it; a users list beside it shows job counts. */
function JobRow(props: Partial<DeleteWithUndoOptions<number, unknown>>) {
  const { askDelete } = useDeleteWithUndo({ entity: 'jobs', remove: deleteJob, ...props });
  const counts = useQuery({
    queryKey: [...entityKey('users'), 'list'],
    queryFn: () => api.get<{ jobcount: number }>('/api/get-users-filtered'),
  });
  return (
    <>
      <p>Job count: {counts.data?.jobcount}</p>
      <button onClick={() => askDelete({ id: 7, name: 'Spring lawn care', confirm: { kind: 'job' } })}>
        Delete Spring lawn care
      </button>
    </>
  );
}

function server(restore: () => { status?: number; body: unknown } = () => ({ body: { status: 'success' } })) {
  let jobcount = 3;
  const mock = mockServer({
    'GET /api/get-users-filtered': () => ({ body: { jobcount } }),
    'POST /api/delete-job/7': () => {
      jobcount = 2;
      return { body: { status: 'success' } };
    },
    'POST /api/trash/jobs/7/restore': () => {
      const answer = restore();
      if (!answer.status) jobcount = 3;
      return answer;
    },
  });
  const sent = (method: string, path: string) =>
    mock.calls.filter((c) => c.method === method && c.url.pathname === path);
  return { ...mock, sent };
}

const retryless = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });

describe('useDeleteWithUndo', () => {
  it('asks the kind’s question; Cancel sends nothing', async () => {
    const { sent } = server();
    renderWithApp(<JobRow />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Spring lawn care' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this job?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('POST', '/api/delete-job/7')).toHaveLength(0);
  });

  it('deletes, says so, and Undo restores and refreshes the job counts another list shows', async () => {
    const { sent } = server();
    renderWithApp(<JobRow />, { queryClient: retryless() });
    expect(await screen.findByText('Job count: 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Spring lawn care' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Spring lawn care was deleted.');
    expect(sent('POST', '/api/delete-job/7')).toHaveLength(1);

    await userEvent.click(within(notice).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Spring lawn care was restored.')).toBeInTheDocument();
    expect(sent('POST', '/api/trash/jobs/7/restore')).toHaveLength(1);
    // The users list is another feature's: it learns of the restore through the shared key names.
    await waitFor(() => expect(sent('GET', '/api/get-users-filtered')).toHaveLength(2));
    expect(await screen.findByText('Job count: 3')).toBeInTheDocument();
  });

  it('says why when the restore fails', async () => {
    server(() => ({ status: 409, body: { message: 'A job with this name exists already.' } }));
    renderWithApp(<JobRow />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Spring lawn care' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Could not restore')).toBeInTheDocument();
    expect(screen.getByText('A job with this name exists already.')).toBeInTheDocument();
    expect(screen.queryByText('Spring lawn care was restored.')).toBeNull();
  });

  it('shows a failed delete, rewritten by `failure`, and offers no Undo', async () => {
    mockServer({
      'GET /api/get-users-filtered': () => ({ body: { jobcount: 3 } }),
      'POST /api/delete-job/7': () => ({ status: 409, body: { message: 'Job 7 has reports.' } }),
    });
    renderWithApp(<JobRow failure={(e) => new Error(`Refused: ${(e as Error).message}`)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Spring lawn care' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Could not delete')).toBeInTheDocument();
    expect(screen.getByText('Refused: Job 7 has reports.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('shows an answer that refuses (`refusal`) instead of offering Undo', async () => {
    server();
    renderWithApp(<JobRow refusal={() => 'Used by 4 reports.'} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Spring lawn care' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Used by 4 reports.')).toBeInTheDocument();
    expect(screen.getByText('Could not delete')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });
});
