import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TotpSetup } from '@shared/schemas/two-factor';
import { notifySuccess } from '@web/components/undo-notification';
import { useTwoFactor } from '../api/get-two-factor';
import { useRenewRecoveryCodes } from '../api/renew-recovery-codes';
import { useStartTotp } from '../api/start-totp';
import { useTurnOffTotp } from '../api/turn-off-totp';
import { PasskeysSection } from './passkeys-section';
import { ProofForm } from './proof-form';
import { RecoveryCodes } from './recovery-codes';
import { TotpEnrolment } from './totp-enrolment';

type Panel = 'none' | 'turnOff' | 'renew';

/**
 * Two-factor sign-in on the account page: the authenticator app, recovery codes, passkeys.
 * `onEnrolled` runs once the recovery codes of a new app are put away.
 */
export function TwoFactorSection({ onEnrolled }: { onEnrolled?: () => void }) {
  const { t } = useTranslation();
  const status = useTwoFactor();
  const start = useStartTotp();
  const turnOff = useTurnOffTotp();
  const renew = useRenewRecoveryCodes();
  const [setup, setSetup] = useState<TotpSetup>();
  const [panel, setPanel] = useState<Panel>('none');
  const [codes, setCodes] = useState<string[]>();
  const [failure, setFailure] = useState<string>();
  const data = status.data;
  if (!data) return null;

  const begin = () => {
    setFailure(undefined);
    start.mutate(undefined, { onSuccess: setSetup, onError: (e) => setFailure(e.message) });
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="two-factor-title">
      <Title order={2} size="h3" id="two-factor-title">
        {t('twoFactor.title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('twoFactor.intro')}
      </Text>
      {data.required && !data.totp && data.passkeys.length === 0 && (
        <Alert color="yellow">{t('twoFactor.requiredByCompany')}</Alert>
      )}
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Group gap="xs">
        <Text fw={500}>{t('twoFactor.app')}</Text>
        <Badge color={data.totp ? 'green' : 'gray'}>
          {data.totp ? t('twoFactor.on') : t('twoFactor.off')}
        </Badge>
      </Group>
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(undefined)} />
      ) : setup ? (
        // Kept while its recovery codes show: the status says "on" as soon as the code is taken.
        <TotpEnrolment
          setup={setup}
          onDone={() => {
            setSetup(undefined);
            onEnrolled?.();
          }}
        />
      ) : !data.totp ? (
        <Group>
          <Button onClick={begin} loading={start.isPending}>
            {t('twoFactor.setUp')}
          </Button>
        </Group>
      ) : (
        <Stack gap="sm">
          <Text size="sm">{t('twoFactor.codesLeft', { count: data.recovery_codes_left })}</Text>
          <Group>
            <Button variant="default" onClick={() => setPanel(panel === 'renew' ? 'none' : 'renew')}>
              {t('twoFactor.renewCodes')}
            </Button>
            <Button
              variant="default"
              color="red"
              onClick={() => setPanel(panel === 'turnOff' ? 'none' : 'turnOff')}
            >
              {t('twoFactor.turnOff')}
            </Button>
          </Group>
          {panel === 'renew' && (
            <ProofForm
              label={t('twoFactor.renewCodes')}
              pending={renew.isPending}
              onSubmit={(body, fail) =>
                renew.mutate(body, {
                  onSuccess: (answer) => {
                    setPanel('none');
                    setCodes(answer.recovery_codes);
                  },
                  onError: (e) => fail(e.message),
                })
              }
            />
          )}
          {panel === 'turnOff' && (
            <ProofForm
              label={t('twoFactor.turnOff')}
              pending={turnOff.isPending}
              onSubmit={(body, fail) =>
                turnOff.mutate(body, {
                  onSuccess: () => {
                    setPanel('none');
                    notifySuccess(t('twoFactor.turnedOff'));
                  },
                  onError: (e) => fail(e.message),
                })
              }
            />
          )}
        </Stack>
      )}
      <PasskeysSection passkeys={data.passkeys} />
    </Stack>
  );
}
