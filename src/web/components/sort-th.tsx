/**
 * SortTh: a list's header cell that sorts by its column (issue 18, decision 0036). A click (or
 * Enter) sorts ascending, then descending, then back to the list's own order; the sort lives in
 * the URL (`?sort=name`, `?sort=-name`) beside the page and filters, and the server sorts.
 */
import { Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useListParams } from '@web/lib/use-list-params';

export function SortTh({ column, children }: { column: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { sort, setSort } = useListParams();
  const direction = sort === column ? 'asc' : sort === `-${column}` ? 'desc' : undefined;
  const next = direction === undefined ? column : direction === 'asc' ? `-${column}` : undefined;
  const Icon = direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconSelector;
  return (
    <Table.Th aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}>
      <UnstyledButton
        onClick={() => setSort(next)}
        title={t(
          direction === 'asc'
            ? 'widgets.sortDescending'
            : direction === 'desc'
              ? 'widgets.sortNone'
              : 'widgets.sortAscending',
        )}
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 4,
          fontWeight: 'inherit',
          fontSize: 'inherit',
        }}
      >
        {children}
        <Icon size={14} aria-hidden stroke={direction ? 2.5 : 1.5} />
      </UnstyledButton>
    </Table.Th>
  );
}
