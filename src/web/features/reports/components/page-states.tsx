import { Alert, Button, Center, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '@web/lib/server-errors';
import { useSchemaMessage } from '@web/lib/schema-message';
import { LoadingSpinner } from '@web/components/loading-spinner';

/** A load that failed, or is refused, with the server's reason. */
export function LoadProblem({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const message = useSchemaMessage();
  return (
    <Alert color="red" title={t('reports.view.loadFailed')} role="alert">
      <Text size="sm" mb={onRetry ? 'xs' : 0}>
        {message(serverErrorText(error))}
      </Text>
      {onRetry && (
        <Button size="xs" variant="light" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </Alert>
  );
}

export function PageLoader() {
  return (
    <Center py="xl">
      <LoadingSpinner />
    </Center>
  );
}
