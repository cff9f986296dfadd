/**
 * LoadState: the loading, failed and empty states of a list or part of a page without a table (a
 * list of cards, a form waiting for its data). A list table shows them in a row (list-state.tsx);
 * apart from it, a page without a table does not carry Mantine's Table (decision 0067).
 *
 *   <LoadState isLoading={query.isPending} error={query.error} isEmpty={false} emptyText=""
 *     onRetry={() => void query.refetch()} />
 */
import { Alert, Button, Center, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '@web/components/loading-spinner';

export interface LoadStateProps {
  isLoading: boolean;
  error: unknown;
  isEmpty: boolean;
  emptyText: string;
  onRetry: () => void;
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
