import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { RouteChunkError } from '../lazy-route';
import { NotFoundPage } from './not-found-page';

/**
 * Shown when a page throws while rendering, or when its code could not be fetched (a dropped
 * connection, or files replaced by a deploy); either way a reload is the way on.
 */
export function ErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const chunk = error instanceof RouteChunkError;
  return (
    <Stack align="flex-start" p="xl" role="alert">
      <Title order={1}>{t(chunk ? 'errors.chunkTitle' : 'errors.title')}</Title>
      <Text>{t(chunk ? 'errors.chunkText' : 'errors.unexpected')}</Text>
      <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
    </Stack>
  );
}
