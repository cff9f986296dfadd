import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconLock, IconMail, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '@web/lib/app-config';
import { type AuthUser, loginBody } from '@shared/schemas/auth';
import { useLogin } from '@web/lib/auth';
import { useSchemaForm } from '@web/lib/use-schema-form';

/**
 * The spec's login field: an email input with an envelope icon, or (LOGIN_FIELD=username) a text
 * input with a user icon; the placeholder comes from the translation key of either.
 */
export function LoginForm({ onLoggedIn }: { onLoggedIn: (user: AuthUser) => void }) {
  const { t } = useTranslation();
  const { login_field: field } = useAppConfig();
  const login = useLogin();
  const form = useSchemaForm({
    schema: loginBody,
    initialValues: { login: '', password: '' },
    message: (issue) =>
      issue.code !== 'too_small'
        ? undefined
        : issue.path[0] === 'login'
          ? t('auth.loginRequired')
          : t('auth.passwordRequired'),
  });
  const isEmail = field === 'email';
  const label = isEmail ? t('auth.email') : t('auth.username');

  return (
    <form onSubmit={form.onSubmit((values) => login.mutate(values, { onSuccess: onLoggedIn }))} noValidate>
      <Stack>
        {login.error && (
          <Alert color="red" role="alert">
            {login.error.message}
          </Alert>
        )}
        <TextInput
          type={isEmail ? 'email' : 'text'}
          label={label}
          placeholder={label}
          autoComplete="username"
          leftSection={
            isEmail ? (
              <IconMail size={18} data-icon="envelope" aria-hidden />
            ) : (
              <IconUser size={18} data-icon="user" aria-hidden />
            )
          }
          autoFocus
          {...form.getInputProps('login')}
        />
        <PasswordInput
          label={t('auth.password')}
          placeholder={t('auth.password')}
          autoComplete="current-password"
          leftSection={<IconLock size={18} aria-hidden />}
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={login.isPending} fullWidth>
          {t('auth.submit')}
        </Button>
      </Stack>
    </form>
  );
}
