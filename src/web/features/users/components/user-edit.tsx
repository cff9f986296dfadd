import { Alert, Anchor, Button, Center, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@web/lib/api-client';
import { useUser } from '../api/get-user';
import { UserForm } from './user-form';
import { LoadingSpinner } from '@web/components/loading-spinner';

/** `/users/{id}/edit`: loads the user, then the form; a missing user says so. */
export function UserEdit({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useUser(id);
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
        <Title order={1}>{t('users.editTitle')}</Title>
        <Alert
          color={missing ? 'yellow' : 'red'}
          title={missing ? t('users.notFound') : t('users.loadFailed')}
        >
          {missing ? t('users.notFoundText') : query.error?.message}
        </Alert>
        <Group>
          {!missing && <Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
          <Button component={Link} to="/users" variant="default">
            {t('users.backToList')}
          </Button>
        </Group>
      </Stack>
    );
  }
  const user = query.data;
  return (
    <Stack>
      <Group justify="space-between" align="baseline">
        <Title order={1}>{t('users.editTitleOf', { name: user.name })}</Title>
        <Group gap="md">
          <Anchor component={Link} to={`/users/${user.id}/certifications`}>
            {t('users.certificationsLink')}
          </Anchor>
          <Anchor component={Link} to={`/users/${user.id}/jobs`}>
            {t('users.jobsLink', { count: user.jobcount })}
          </Anchor>
        </Group>
      </Group>
      {/* Keyed by id, so opening another user starts a fresh form. */}
      <UserForm key={user.id} user={user} />
    </Stack>
  );
}
