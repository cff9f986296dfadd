import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A list's loading, error and empty states, then its rows. */
export function Section<T>({
  id,
  title,
  query,
  empty,
  children,
}: {
  id: string;
  title: string;
  query: { isPending: boolean; error: Error | null; rows: T[] | undefined };
  empty: string;
  children: (rows: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={3} size="h5" id={id}>
        {title}
      </Title>
      {query.isPending ? (
        <Loader size="sm" aria-label={t('portal.loading')} />
      ) : query.error || !query.rows ? (
        <Alert color="red" role="alert">
          {query.error?.message}
        </Alert>
      ) : query.rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        children(query.rows)
      )}
    </Stack>
  );
}
