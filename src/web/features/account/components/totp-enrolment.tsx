import { Alert, Box, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TotpSetup } from '@shared/schemas/two-factor';
import { useConfirmTotp } from '../api/confirm-totp';
import { RecoveryCodes } from './recovery-codes';

/**
 * Setting up the app: the QR code, the secret as text for typing in, and the first code, which
 * turns it on. Then the recovery codes, once.
 */
export function TotpEnrolment({ setup, onDone }: { setup: TotpSetup; onDone: () => void }) {
  const { t } = useTranslation();
  const confirm = useConfirmTotp();
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string>();
  if (confirm.data) return <RecoveryCodes codes={confirm.data.recovery_codes} onDone={onDone} />;
  const submit = () => {
    setFailure(undefined);
    if (!/^\s*\d{6}\s*$/.test(code)) return setFailure(t('auth.secondFactor.codeRequired'));
    confirm.mutate({ code }, { onError: (e) => setFailure(e.message) });
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('twoFactor.scan')}</Text>
        <Box
          w={200}
          h={200}
          bg="white"
          role="img"
          aria-label={t('twoFactor.qrLabel')}
          // The server's SVG, made by the qrcode package from the otpauth address alone.
          dangerouslySetInnerHTML={{ __html: setup.qr_svg }}
        />
        <Text size="sm">{t('twoFactor.manual')}</Text>
        <Text ff="monospace" fw={600} dir="ltr" style={{ wordBreak: 'break-all' }} data-testid="totp-secret">
          {setup.secret}
        </Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group align="flex-end">
          <TextInput
            label={t('auth.secondFactor.code')}
            autoComplete="one-time-code"
            inputMode="numeric"
            dir="ltr"
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
          />
          <Button type="submit" loading={confirm.isPending}>
            {t('twoFactor.turnOn')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
