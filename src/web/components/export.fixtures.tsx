/**
 * The list frame with an Export button, for the export component tests (the real browser's side is
 * e2e/export.spec.ts). These tests failed on busy machines until renderWithApp gave Mantine its test
 * mode: floating-ui, measuring in a DOM without layout, now and then judged the menu's target detached and hid it.
 */
import { Table } from '@mantine/core';
import { afterEach, vi } from 'vitest';
import { renderWithApp } from '@web/test/render';
import { ListPage } from './list-page';

const settled = { data: { total: 60 }, isPending: false, isFetching: false, error: null, refetch: () => 0 };

/** The menu's code comes by a dynamic import after the click: slow on a busy machine (CI). */
export const MENU_ARRIVES = { timeout: 15_000 };

export function renderJobs() {
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

export function resetAfterEach() {
  afterEach(() => {
    vi.unstubAllGlobals();
    // A menu closing as its test ended can leave its portal behind; each test starts with none.
    document.body.innerHTML = '';
    // The menu's module fetched anew, as on a first visit (it arrives after the click, not during it).
    vi.resetModules();
  });
}
