import { Alert, Button, Center, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GroupDetail } from '@shared/schemas/groups';
import { ApiError } from '@web/lib/api-client';
import { useGroup } from '../api/get-group';
import { LoadingSpinner } from '@web/components/loading-spinner';

/** Loads a group for the edit and assign pages; a missing group says so instead. */
export function GroupLoader(props: {
  id: number;
  title: string;
  children: (group: GroupDetail) => ReactNode;
}) {
  const { t } = useTranslation();
  const query = useGroup(props.id);
  if (query.isPending && query.fetchStatus !== 'idle') {
    return (
      <Center py="xl">
        <LoadingSpinner />
      </Center>
    );
  }
  if (!query.data) {
    const missing = !query.error || (query.error instanceof ApiError && query.error.status === 404);
    return (
      <Stack align="flex-start">
        <Title order={1}>{props.title}</Title>
        <Alert
          color={missing ? 'yellow' : 'red'}
          title={missing ? t('groups.notFound') : t('groups.loadFailed')}
        >
          {missing ? t('groups.notFoundText') : query.error?.message}
        </Alert>
        <Group>
          {!missing && <Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
          <Button component={Link} to="/groups" variant="default">
            {t('groups.backToList')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return props.children(query.data);
}
