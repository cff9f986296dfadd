/**
 * ListState: the loading, failed and empty states a list table shows in its body, one row across
 * all columns. Put it first in <Table.Tbody>; it renders nothing once there are rows. LoadState
 * (load-state.tsx) shows the same states where there is no table.
 *
 *   <ListState columns={5} isLoading={query.isPending} error={query.error} isEmpty={rows.length === 0}
 *     emptyText={t('jobs.empty')} onRetry={() => void query.refetch()} />
 */
import { Table } from '@mantine/core';
import { LoadState, type LoadStateProps } from './load-state';

export function ListState({ columns, ...props }: LoadStateProps & { columns: number }) {
  if (!props.isLoading && !props.error && !props.isEmpty) return null;
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <LoadState {...props} />
      </Table.Td>
    </Table.Tr>
  );
}
