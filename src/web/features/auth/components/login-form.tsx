import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock, IconMail, IconUser } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { importAgain } from '@web/lib/import-again';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '@web/lib/app-config';
import type { AuthUser, LoginBody } from '@shared/schemas/auth';
import type { SecondFactorChallenge } from '@shared/schemas/two-factor';
import { useLogin } from '@web/lib/auth';
import { type FormIssue, schemaErrors } from '@web/lib/schema-errors';
import { SecondFactorStep } from './second-factor-step';

/** Fetched on the first submit (decision 0028); asked again after a failed fetch. */
const loadAuthSchemas = importAgain(() => import('@shared/schemas/auth'));

/**
 * The spec's login field: an email input with an envelope icon, or (LOGIN_FIELD=username) a text
 * input with a user icon; the placeholder comes from the translation key of either.
 */
export function LoginForm({ onLoggedIn }: { onLoggedIn: (user: AuthUser) => void }) {
  const { t } = useTranslation();
  const { login_field: field } = useAppConfig();
  const login = useLogin();
  const form = useForm<LoginBody>({ initialValues: { login: '', password: '' } });
  const [unreachable, setUnreachable] = useState(false);
  const [challenge, setChallenge] = useState<SecondFactorChallenge['second_factor']>();
  const message = (issue: FormIssue) =>
    issue.code !== 'too_small'
      ? undefined
      : issue.path[0] === 'login'
        ? t('auth.loginRequired')
        : t('auth.passwordRequired');
  // The one form pattern (use-schema-form.ts) checks against the server's schema; here the schema,
  // and zod with it (31 KB gzipped), is fetched on the first submit rather than with the page
  // everyone opens first (decision 0028).
  const checking = useRef(false);
  const submit = async (values: LoginBody) => {
    // A second Enter while the schema or the login is on its way sends nothing more.
    if (checking.current) return;
    checking.current = true;
    try {
      await check(values);
    } finally {
      checking.current = false;
    }
  };
  const check = async (values: LoginBody) => {
    let loginBody;
    try {
      ({ loginBody } = await loadAuthSchemas());
    } catch {
      setUnreachable(true);
      return;
    }
    setUnreachable(false);
    const errors = schemaErrors({ schema: loginBody, message }, values);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    // Awaited, so a second Enter is ignored until the answer is in; a refusal shows as login.error.
    await login
      .mutateAsync(values, {
        onSuccess: (answer) =>
          'second_factor' in answer ? setChallenge(answer.second_factor) : onLoggedIn(answer),
      })
      .catch(() => undefined);
  };
  const isEmail = field === 'email';
  const label = isEmail ? t('auth.email') : t('auth.username');
  if (challenge) {
    return (
      <SecondFactorStep
        challenge={challenge}
        onLoggedIn={onLoggedIn}
        onRestart={() => {
          setChallenge(undefined);
          login.reset();
        }}
      />
    );
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit(form.getValues());
      }}
      noValidate
    >
      <Stack>
        {(unreachable || login.error) && (
          <Alert color="red" role="alert">
            {unreachable ? t('errors.common.unreachable') : login.error?.message}
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
