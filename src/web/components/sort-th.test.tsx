import { Table } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@web/test/render';
import { SortTh } from './sort-th';

function Head() {
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          <SortTh column="name">Name</SortTh>
          <SortTh column="created_at">Created</SortTh>
        </Table.Tr>
      </Table.Thead>
    </Table>
  );
}

describe('SortTh', () => {
  it('cycles ascending, descending, the list’s own order, in ?sort= beside the filter, back to page 1', async () => {
    const { router } = renderWithApp(<Head />, { url: '/users?filter=ann&page=3' });
    const params = () => new URLSearchParams(router.state.location.search);
    const name = () => screen.getByRole('columnheader', { name: 'Name' });
    expect(name()).toHaveAttribute('aria-sort', 'none');

    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(params().get('sort')).toBe('name');
    expect(params().get('filter')).toBe('ann');
    expect(params().get('page')).toBeNull();
    expect(name()).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('button', { name: 'Name' })).toHaveAttribute('title', 'Sort descending');

    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(params().get('sort')).toBe('-name');
    expect(name()).toHaveAttribute('aria-sort', 'descending');

    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(params().has('sort')).toBe(false);
    expect(name()).toHaveAttribute('aria-sort', 'none');
  });

  it('sorts by one column at a time: another column starts ascending', async () => {
    const { router } = renderWithApp(<Head />, { url: '/users?sort=-name' });
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: 'Created' }));
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('created_at');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Created' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('works from the keyboard', async () => {
    const { router } = renderWithApp(<Head />, { url: '/users' });
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Name' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('name');
  });
});
