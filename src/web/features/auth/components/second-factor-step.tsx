import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthUser } from '@shared/schemas/auth';
import type { SecondFactorBody, SecondFactorChallenge } from '@shared/schemas/two-factor';
import { ApiError } from '@web/lib/api-client';
import { getPasskeyLoginOptions } from '../api/get-passkey-login-options';
import { useLogInSecondFactor } from '../api/log-in-second-factor';

type Mode = 'totp' | 'recovery';

/**
 * After a right password, for a person with a second factor: a code from the app, a recovery
 * code, or a passkey. An ended ticket (five minutes, or used) sends back to the password.
 */
export function SecondFactorStep({
  challenge,
  onLoggedIn,
  onRestart,
}: {
  challenge: SecondFactorChallenge['second_factor'];
  onLoggedIn: (user: AuthUser) => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  const finish = useLogInSecondFactor();
  const [mode, setMode] = useState<Mode>(challenge.methods.includes('totp') ? 'totp' : 'recovery');
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string>();
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const expired = finish.error instanceof ApiError && finish.error.code === 'auth.loginTicketExpired';

  const send = (body: Parameters<typeof finish.mutate>[0]) => {
    setFailure(undefined);
    finish.mutate(body, { onSuccess: (user) => onLoggedIn(user), onError: (e) => setFailure(e.message) });
  };
  const submit = () => {
    const value = code.trim();
    if (!value)
      return setFailure(
        mode === 'totp' ? t('auth.secondFactor.codeRequired') : t('auth.secondFactor.recoveryRequired'),
      );
    send(
      mode === 'totp'
        ? { ticket: challenge.ticket, code: value }
        : { ticket: challenge.ticket, recovery_code: value },
    );
  };
  const signInWithPasskey = async () => {
    setFailure(undefined);
    setPasskeyBusy(true);
    try {
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const optionsJSON = await getPasskeyLoginOptions(challenge.ticket);
      const passkey = await startAuthentication({ optionsJSON });
      send({ ticket: challenge.ticket, passkey: passkey as unknown as SecondFactorBody['passkey'] });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('auth.secondFactor.passkeyCancelled'));
    } finally {
      setPasskeyBusy(false);
    }
  };
  const switchTo = (next: Mode) => {
    setMode(next);
    setCode('');
    setFailure(undefined);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack>
        <Text size="sm">
          {mode === 'totp' ? t('auth.secondFactor.enterCode') : t('auth.secondFactor.enterRecovery')}
        </Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {expired ? (
          <Button onClick={onRestart}>{t('auth.secondFactor.startAgain')}</Button>
        ) : (
          <>
            <TextInput
              key={mode}
              label={mode === 'totp' ? t('auth.secondFactor.code') : t('auth.secondFactor.recoveryCode')}
              autoComplete="one-time-code"
              inputMode={mode === 'totp' ? 'numeric' : 'text'}
              dir="ltr"
              autoFocus
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
            />
            <Button type="submit" loading={finish.isPending} fullWidth>
              {t('auth.secondFactor.verify')}
            </Button>
            {challenge.methods.includes('passkey') && (
              <Button
                variant="default"
                leftSection={<IconKey size={18} aria-hidden />}
                loading={passkeyBusy}
                onClick={() => void signInWithPasskey()}
              >
                {t('auth.secondFactor.usePasskey')}
              </Button>
            )}
            <Group justify="space-between">
              {challenge.methods.includes('totp') && (
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => switchTo(mode === 'totp' ? 'recovery' : 'totp')}
                >
                  {mode === 'totp' ? t('auth.secondFactor.useRecovery') : t('auth.secondFactor.useApp')}
                </Anchor>
              )}
              <Anchor component="button" type="button" size="sm" onClick={onRestart}>
                {t('auth.secondFactor.back')}
              </Anchor>
            </Group>
          </>
        )}
      </Stack>
    </form>
  );
}
