import { Divider, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuthUser } from '@web/lib/auth';
import { roleLabel } from '@web/lib/people-forms';
import { AccountNameForm } from './account-name-form';
import { PasswordForm } from './password-form';

/** "My account": every user changes their own name and password. */
export function AccountSettings() {
  const { t } = useTranslation();
  const me = useAuthUser().data;
  if (!me) return null;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('account.title')}</Title>
        <Text c="dimmed">{t('account.intro', { role: roleLabel(t, me.type_id, me.type.type) })}</Text>
      </div>
      <AccountNameForm key={me.id} me={me} />
      <Divider />
      <PasswordForm />
    </Stack>
  );
}
