import { Alert, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthUser } from '@shared/schemas/auth';
import { saveOutcome } from '@web/lib/save-outcome';
import { schemaImport, useSchemaForm } from '@web/lib/use-schema-form';
import { schemaMessage } from '@web/lib/schema-message';
import { useUpdateAccount } from '../api/update-account';

/** The schema (zod, the rule texts) comes after the page's first screen (decision 0067). */
const loadAccountBody = schemaImport(
  () => import('@shared/schemas/account'),
  (m) => m.accountBody,
);

/** The user's own name; email, username and role stay with the Admins. */
export function AccountNameForm({
  me,
  onDirtyChange,
}: {
  me: AuthUser;
  /** The page guards both of its forms with one guard (a router holds one blocker at a time). */
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t } = useTranslation();
  const save = useUpdateAccount();
  const [failure, setFailure] = useState<string>();
  const form = useSchemaForm({ schema: loadAccountBody, initialValues: { name: me.name } });
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const submit = form.onSubmit((values) => {
    setFailure(undefined);
    save.mutate(
      values,
      saveOutcome(form, {
        kept: (saved) => ({ name: saved.name }),
        notify: () => t('account.nameSaved'),
        fields: ['name'],
        failure: setFailure,
      }),
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="account-name-title">
      <Stack maw={520}>
        <Title order={2} size="h3" id="account-name-title">
          {t('account.nameTitle')}
        </Title>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <TextInput
          label={t('common.name')}
          required
          autoComplete="name"
          {...form.getInputProps('name')}
          error={schemaMessage(t, form.errors.name)}
        />
        <TextInput label={t('users.email')} value={me.email} readOnly variant="filled" />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('account.saveName')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
