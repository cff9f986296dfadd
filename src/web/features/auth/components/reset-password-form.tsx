import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { resetPasswordBody } from '@shared/schemas/password-reset';
import { ApiError } from '@web/lib/api-client';
import { passwordAria } from '@web/lib/people-forms';
import { applyServerErrors } from '@web/lib/server-errors';
import { schemaMessage } from '@web/lib/schema-message';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useResetPassword } from '../api/reset-password';

const EMPTY = { password: '', confirm: '' };

/** A link's end: gone (410, or no token at all) with a way to ask again, or done with a way to log in. */
function Outcome({ done }: { done: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Alert color={done ? 'teal' : 'orange'} role={done ? 'status' : 'alert'}>
        {done ? t('passwordReset.done') : t('errors.auth.resetLinkInvalid')}
      </Alert>
      <Anchor component={Link} to={done ? '/login' : '/forgot-password'}>
        {done ? t('passwordReset.logIn') : t('passwordReset.askAgain')}
      </Anchor>
    </Stack>
  );
}

/** The new password, typed twice, for the token of a reset link. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const [outcome, setOutcome] = useState<'done' | 'invalid'>();
  const [failure, setFailure] = useState<string>();
  const form = useSchemaForm({
    schema: resetPasswordBody,
    initialValues: EMPTY,
    toBody: ({ password }) => ({ token: token ?? '', password }),
    // The repeat is the form's own; it is checked once the new password itself is acceptable.
    check: (values, errors) => ({
      confirm: errors.password || values.confirm === values.password ? null : t('passwordReset.mismatch'),
    }),
  });

  if (!token || outcome === 'invalid') return <Outcome done={false} />;
  if (outcome === 'done') return <Outcome done />;

  const submit = form.onSubmit(({ password }) => {
    setFailure(undefined);
    reset.mutate(
      { token, password },
      {
        onSuccess: () => setOutcome('done'),
        onError: (e) => {
          if (e instanceof ApiError && e.status === 410) return setOutcome('invalid');
          setFailure(applyServerErrors(e, form.setErrors, ['password']));
        },
      },
    );
  });
  const input = (field: 'password' | 'confirm') => ({
    ...form.getInputProps(field),
    error: schemaMessage(t, form.errors[field]),
    ...passwordAria(`reset-${field}`, form.errors[field], field === 'password'),
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{t('passwordReset.resetIntro')}</Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <PasswordInput
          label={t('passwordReset.newPassword')}
          description={t('users.passwordHint')}
          required
          autoComplete="new-password"
          autoFocus
          {...input('password')}
        />
        <PasswordInput
          label={t('passwordReset.confirmPassword')}
          required
          autoComplete="new-password"
          {...input('confirm')}
        />
        <Button type="submit" loading={reset.isPending} fullWidth>
          {t('passwordReset.save')}
        </Button>
      </Stack>
    </form>
  );
}
