// One test per file: a second opening of the lazily loaded menu in one jsdom file does not open (see the report).
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

describe('ExportButton: a refusal', () => {
  it('shows the server’s refusal in the page’s language', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { code: 'common.notAllowed', message: 'You are not allowed to do this.' },
          { status: 403 },
        ),
      ),
    );
    renderJobs();
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    expect(await screen.findByText(/not allowed/i)).toBeInTheDocument();
  });
});
