import { Alert, Button, Group, PasswordInput, Stack, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveOutcome } from '@web/lib/save-outcome';
import { schemaImport, useSchemaForm } from '@web/lib/use-schema-form';
import { passwordAria } from '@web/lib/people-forms';
import { schemaMessage } from '@web/lib/schema-message';
import { useChangePassword } from '../api/change-password';

/** The schema (zod, the rule texts) comes after the page's first screen (decision 0067). */
const loadPasswordBody = schemaImport(
  () => import('@shared/schemas/account'),
  (m) => m.passwordChangeBody,
);

const EMPTY = { current_password: '', password: '', confirm: '' };
const FIELDS = ['current_password', 'password'] as const;

/** A new password needs the current one; the new one is typed twice. */
export function PasswordForm({ onDirtyChange }: { onDirtyChange?: (dirty: boolean) => void }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [failure, setFailure] = useState<string>();
  const form = useSchemaForm({
    schema: loadPasswordBody,
    initialValues: EMPTY,
    toBody: ({ current_password, password }) => ({ current_password, password }),
    // The repeated password is the form's own; it is checked once the new one is acceptable.
    check: (values, errors) => ({
      confirm: errors.password || values.confirm === values.password ? null : t('account.mismatch'),
    }),
  });
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const submit = form.onSubmit(({ current_password, password }) => {
    setFailure(undefined);
    change.mutate(
      { current_password, password },
      saveOutcome(form, {
        kept: () => EMPTY,
        notify: () => t('account.passwordChanged'),
        fields: FIELDS,
        failure: setFailure,
      }),
    );
  });

  const input = (field: 'current_password' | 'password' | 'confirm') => ({
    ...form.getInputProps(field),
    error: schemaMessage(t, form.errors[field]),
    ...passwordAria(`account-${field}`, form.errors[field], field === 'password'),
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="account-password-title">
      <Stack maw={520}>
        <Title order={2} size="h3" id="account-password-title">
          {t('account.passwordTitle')}
        </Title>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <PasswordInput
          label={t('account.currentPassword')}
          required
          autoComplete="current-password"
          {...input('current_password')}
        />
        <PasswordInput
          label={t('account.newPassword')}
          description={t('users.passwordHint')}
          required
          autoComplete="new-password"
          {...input('password')}
        />
        <PasswordInput
          label={t('account.confirmPassword')}
          required
          autoComplete="new-password"
          {...input('confirm')}
        />
        <Group>
          <Button type="submit" loading={change.isPending}>
            {t('account.changePassword')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
