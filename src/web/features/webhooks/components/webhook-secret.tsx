import { Alert, Button, CopyButton, Group, Stack, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A subscription's signing secret, shown this once (at creation or rotation) with a Copy button. */
export function WebhookSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <TextInput
        label={t('webhooks.secret.title')}
        value={secret}
        readOnly
        dir="ltr"
        ff="monospace"
        onFocus={(e) => e.currentTarget.select()}
        data-autofocus
      />
      <Alert color="yellow">{t('webhooks.secret.onceText')}</Alert>
      <Group justify="flex-end">
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Button
              variant={copied ? 'light' : 'filled'}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              onClick={copy}
            >
              {copied ? t('webhooks.secret.copied') : t('webhooks.secret.copy')}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={onDone}>
          {t('webhooks.secret.done')}
        </Button>
      </Group>
    </Stack>
  );
}
