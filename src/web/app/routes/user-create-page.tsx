import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UserForm } from '@web/features/users/components/user-form';

export function UserCreatePage() {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={1}>{t('users.createTitle')}</Title>
      <UserForm />
    </Stack>
  );
}
