import { Table } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import i18n from '@web/lib/i18n';
import { renderWithApp } from '@web/test/render';
import { ListPage, type ListPageProps } from './list-page';
import { RowActions } from './row-actions';

const settled = { data: { total: 60 }, isPending: false, isFetching: false, error: null, refetch: () => 0 };
const none = { ...settled, data: { total: 0 } };

function renderList(props: Partial<ListPageProps> = {}) {
  return renderWithApp(
    <ListPage
      title="Jobs"
      query={settled}
      head={<Table.Th>Name</Table.Th>}
      columns={1}
      minWidth={320}
      isEmpty={false}
      emptyText="No jobs"
      {...props}
    >
      <Table.Tr>
        <Table.Td>Spring lawn care</Table.Td>
      </Table.Tr>
    </ListPage>,
    { url: '/jobs?filter=lawn' },
  );
}

describe('ListPage', () => {
  it('names its two paginators apart, above and below the table, and turns the page in the URL', async () => {
    const { router } = renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Jobs' })).toBeInTheDocument();
    const navs = screen.getAllByRole('navigation');
    expect(navs.map((n) => n.getAttribute('aria-label'))).toEqual(['Pages', 'Pages (below the list)']);
    const order = [...document.querySelectorAll('nav, table')].map((e) => e.tagName);
    expect(order).toEqual(['NAV', 'TABLE', 'NAV']);
    const below = screen.getByRole('navigation', { name: 'Pages (below the list)' });
    await userEvent.click(within(below).getByRole('button', { name: 'Page 3' }));
    expect(router.state.location.search).toBe('?filter=lawn&page=3');
    expect(within(below).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('says "about" an estimated total (past 10,000 rows) and still pages to its last page', async () => {
    const estimated = { ...settled, data: { total: 989_479, total_estimated: true } };
    const { router } = renderList({ query: estimated });
    expect(screen.getByTestId('list-total')).toHaveTextContent('About 989,479 in all');
    const above = screen.getByRole('navigation', { name: 'Pages' });
    await userEvent.click(within(above).getByRole('button', { name: 'Page 39580' }));
    expect(router.state.location.search).toBe('?filter=lawn&page=39580');
  });

  it('says nothing of the total when it is exact', () => {
    renderList();
    expect(screen.queryByTestId('list-total')).toBeNull();
  });

  it('writes the estimated total in Arabic and Persian digits', async () => {
    const estimated = { ...settled, data: { total: 989_479, total_estimated: true } };
    try {
      await i18n.changeLanguage('ar');
      const ar = renderList({ query: estimated });
      expect(screen.getByTestId('list-total')).toHaveTextContent('حوالي \u2068٩٨٩٬٤٧٩\u2069 إجمالًا');
      ar.unmount();
      await i18n.changeLanguage('fa');
      renderList({ query: estimated });
      expect(screen.getByTestId('list-total')).toHaveTextContent('در مجموع حدود \u2068۹۸۹٬۴۷۹\u2069');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('offers the create button beside the title only when given', () => {
    renderList({ create: { to: '/jobs/create', text: 'Create a job' } });
    expect(screen.getByRole('link', { name: 'Create a job' })).toHaveAttribute('href', '/jobs/create');
  });

  it('shows no paginator and the empty text for an empty list', () => {
    renderList({ query: none, isEmpty: true, children: null });
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByText('No jobs')).toBeInTheDocument();
  });

  it('says when the list could not be loaded, and Try again asks again', async () => {
    const refetch = vi.fn();
    renderList({ isEmpty: true, query: { ...none, error: new Error('Server down'), refetch } });
    expect(screen.getByText('This list could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Server down')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the loader while loading, and marks the table busy while a newer page loads', () => {
    renderList({ isEmpty: true, query: { ...none, data: undefined, isPending: true, isFetching: true } });
    expect(screen.getByLabelText('Loading…')).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  });
});

describe('RowActions', () => {
  it('draws the actions in order, leaves out falsy ones, and deletes once for a double-click', async () => {
    const onDelete = vi.fn();
    const hidden = false as boolean;
    renderWithApp(
      <RowActions
        actions={[
          { type: 'link', to: '/jobs/7/edit', icon: IconPencil, label: 'Edit Spring lawn care' },
          hidden && { type: 'page', href: '/reports/print/7', text: 'Print' },
          { type: 'delete', label: 'Delete Spring lawn care', onDelete },
          { type: 'page', href: '/reports/download/7', text: 'Download' },
        ]}
      />,
    );
    expect(screen.getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual([
      '/jobs/7/edit',
      '/reports/download/7',
    ]);
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('target', '_blank');
    expect(screen.queryByText('Print')).toBeNull();
    await userEvent.dblClick(screen.getByRole('button', { name: 'Delete Spring lawn care' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('draws a delete with text as a real red link that runs the delete instead of leaving', async () => {
    const onDelete = vi.fn();
    const { router } = renderWithApp(
      <RowActions
        actions={[
          { type: 'delete', text: 'Delete', href: '/reports/delete/7', label: 'Delete report', onDelete },
        ]}
      />,
    );
    const link = screen.getByRole('link', { name: 'Delete report' });
    expect(link).toHaveAttribute('href', '/reports/delete/7');
    await userEvent.click(link);
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/');
  });
});
