import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconMail, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { forgotPasswordBody } from '@shared/schemas/password-reset';
import { ApiError } from '@web/lib/api-client';
import { useAppConfig } from '@web/lib/app-config';
import { serverErrorText } from '@web/lib/server-errors';
import { schemaMessage } from '@web/lib/schema-message';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useForgotPassword } from '../api/forgot-password';

/**
 * "Forgot password?": the email or username (as the login page asks), then the one answer the
 * server gives for any of them, so the page tells nobody which accounts exist.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const { login_field: field } = useAppConfig();
  const ask = useForgotPassword();
  const [answer, setAnswer] = useState<{ sent: true } | { error: string }>();
  const form = useSchemaForm({ schema: forgotPasswordBody, initialValues: { login: '' } });
  const isEmail = field === 'email';
  const label = isEmail ? t('auth.email') : t('auth.username');

  const submit = form.onSubmit((values) => {
    setAnswer(undefined);
    ask.mutate(values, {
      onSuccess: () => setAnswer({ sent: true }),
      // A 429 says to wait, in the page's language; the server was not asked about the account.
      onError: (e) => setAnswer({ error: e instanceof ApiError ? e.message : serverErrorText(e) }),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{t('passwordReset.forgotIntro')}</Text>
        {answer && 'sent' in answer && (
          <Alert color="teal" role="status">
            {t('passwordReset.sent')}
          </Alert>
        )}
        {answer && 'error' in answer && (
          <Alert color="red" role="alert">
            {answer.error}
          </Alert>
        )}
        <TextInput
          type={isEmail ? 'email' : 'text'}
          label={label}
          autoComplete="username"
          leftSection={isEmail ? <IconMail size={18} aria-hidden /> : <IconUser size={18} aria-hidden />}
          autoFocus
          {...form.getInputProps('login')}
          error={schemaMessage(t, form.errors.login)}
        />
        <Button type="submit" loading={ask.isPending} fullWidth>
          {t('passwordReset.send')}
        </Button>
        <Anchor component={Link} to="/login" size="sm">
          {t('passwordReset.backToLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}
