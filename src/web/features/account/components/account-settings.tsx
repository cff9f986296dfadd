import { Divider, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedChangesGuard } from '@web/components/unsaved-changes-guard';
import { useAuthUser } from '@web/lib/auth';
import { roleLabel } from '@web/lib/people-forms';
import { AccountNameForm } from './account-name-form';
import { DateStyleSection } from './date-style-section';
import { PasswordForm } from './password-form';

/**
 * "My account": every user changes their own name and password. One guard for the page: with one
 * per form, the router consulted only the last one, so a changed name left without a question.
 * `below` draws what comes under the password: the page's two factors, sessions and certifications
 * (routes/account-page-sections.tsx), whose code comes after the first screen (decision 0067).
 */
export function AccountSettings({ below }: { below?: ReactNode }) {
  const { t } = useTranslation();
  const me = useAuthUser().data;
  const [nameDirty, setNameDirty] = useState(false);
  const [passwordDirty, setPasswordDirty] = useState(false);
  useUnsavedChangesGuard(nameDirty || passwordDirty);
  if (!me) return null;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('account.title')}</Title>
        <Text c="dimmed">{t('account.intro', { role: roleLabel(t, me.type_id, me.type.type) })}</Text>
      </div>
      <AccountNameForm key={me.id} me={me} onDirtyChange={setNameDirty} />
      <Divider />
      <DateStyleSection me={me} />
      <PasswordForm onDirtyChange={setPasswordDirty} />
      <Divider />
      {below}
    </Stack>
  );
}
