/**
 * ListState: the loading, failed and empty states a list table shows in its body, one row across
 * all columns. Put it first in <Table.Tbody>; it renders nothing once there are rows. LoadState
 * shows the same states where there is no table.
 *
 *   <ListState columns={5} isLoading={query.isPending} error={query.error} isEmpty={rows.length === 0}
 *     emptyText={t('jobs.empty')} onRetry={() => void query.refetch()} />
 */
import { Alert, Button, Center, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '@web/components/loading-spinner';

interface LoadStateProps {
  isLoading: boolean;
  error: unknown;
  isEmpty: boolean;
  emptyText: string;
  onRetry: () => void;
}

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

/** The same states outside a table (a list of cards): loading, failed with Retry, or empty. */
export function LoadState(props: LoadStateProps) {
  const { t } = useTranslation();
  let content: React.ReactNode = null;
  if (props.isLoading) {
    content = (
      <Center py="lg">
        <LoadingSpinner size="sm" />
      </Center>
    );
  } else if (props.error) {
    content = (
      <Alert color="red" title={t('common.loadFailed')}>
        <Text size="sm" mb="xs">
          {props.error instanceof Error ? props.error.message : t('common.loadFailed')}
        </Text>
        <Button size="xs" variant="light" onClick={props.onRetry}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  } else if (props.isEmpty) {
    content = (
      <Text c="dimmed" ta="center" py="lg">
        {props.emptyText}
      </Text>
    );
  }
  return content;
}
