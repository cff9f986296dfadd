import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GroupForm } from '@web/features/groups/components/group-form';

export function GroupCreatePage() {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={1}>{t('groups.createTitle')}</Title>
      <GroupForm />
    </Stack>
  );
}
