import { Table } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@web/test/render';
import { ListPage } from './list-page';

const settled = { data: { total: 60 }, isPending: false, isFetching: false, error: null, refetch: () => 0 };

function renderJobs() {
  return renderWithApp(
    <ListPage
      title="Jobs"
      exportTo={{
        list: 'jobs',
        params: { filter: 'lawn', active: 'inactive', location_id: 7, id: undefined },
      }}
      query={settled}
      head={<Table.Th>Name</Table.Th>}
      columns={1}
      minWidth={320}
      isEmpty={false}
      emptyText="No jobs"
    >
      <Table.Tr>
        <Table.Td>Spring lawn care</Table.Td>
      </Table.Tr>
    </ListPage>,
    { url: '/jobs?filter=lawn&active=inactive&page=2' },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  // A menu closing as its test ended can leave its portal behind; each test starts with none.
  document.body.innerHTML = '';
  // The menu's module fetched anew, as on a first visit (it arrives after the click, not during it).
  vi.resetModules();
});

describe('ExportButton in the list frame', () => {
  it('shows what has arrived while the file comes, and Cancel aborts the request', async () => {
    let signal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        signal = init.signal ?? undefined;
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new Uint8Array(3000));
            signal?.addEventListener('abort', () =>
              controller.error(new DOMException('aborted', 'AbortError')),
            );
          },
        });
        return new Response(body, { headers: { 'x-total-count': '120000' } });
      }),
    );
    renderJobs();
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Excel (XLSX)' }));
    expect(await screen.findByTestId('export-progress')).toHaveTextContent(
      'Exporting 120000 rows… 3 KB received',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel export' }));
    expect(signal?.aborted).toBe(true);
    expect(await screen.findByText('Export cancelled.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });
});
