import { Alert, Button, Center, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '@web/components/loading-spinner';

/** A chemicals page while its data loads, or when loading failed. */
export function LoadState({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!error) {
    return (
      <Center py="xl">
        <LoadingSpinner />
      </Center>
    );
  }
  return (
    <Alert color="red" role="alert" title={t('chemicals.loadFailed')} maw={680}>
      <Text size="sm" mb="xs">
        {error.message}
      </Text>
      <Button size="xs" variant="light" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}
