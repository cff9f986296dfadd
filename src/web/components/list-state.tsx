/**
 * ListState: the loading, failed and empty states a list table shows in its body, one row across
 * all columns. Put it first in <Table.Tbody>; it renders nothing once there are rows.
 *
 *   <ListState columns={5} isLoading={query.isPending} error={query.error} isEmpty={rows.length === 0}
 *     emptyText={t('jobs.empty')} onRetry={() => void query.refetch()} />
 */
import { Alert, Button, Center, Loader, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function ListState(props: {
  columns: number;
  isLoading: boolean;
  error: unknown;
  isEmpty: boolean;
  emptyText: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  let content: React.ReactNode = null;
  if (props.isLoading) {
    content = (
      <Center py="lg">
        <Loader size="sm" aria-label={t('common.loading')} />
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
  if (!content) return null;
  return (
    <Table.Tr>
      <Table.Td colSpan={props.columns}>{content}</Table.Td>
    </Table.Tr>
  );
}
