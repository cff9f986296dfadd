import { Alert, Button, CopyButton, Group, Stack, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The new key's secret, shown this once with a Copy button: only its hash is kept. */
export function CreatedApiKey({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <TextInput
        label={t('apiKeys.created.secret')}
        value={secret}
        readOnly
        dir="ltr"
        ff="monospace"
        onFocus={(e) => e.currentTarget.select()}
        data-autofocus
      />
      <Alert color="yellow" title={t('apiKeys.created.onceTitle')}>
        {t('apiKeys.created.onceText')}
      </Alert>
      <Group justify="flex-end">
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Button
              variant={copied ? 'light' : 'filled'}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              onClick={copy}
            >
              {copied ? t('apiKeys.created.copied') : t('apiKeys.created.copy')}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={onDone}>
          {t('apiKeys.created.done')}
        </Button>
      </Group>
    </Stack>
  );
}
