import { Alert, Button, CopyButton, Group, Stack, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A secret the server keeps no readable copy of (an API key, a webhook's signing secret), shown
 * this once with a Copy button and why it will not be shown again.
 */
export function SecretOnce(props: {
  label: string;
  secret: string;
  warningTitle?: string;
  warning: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack>
      <TextInput
        label={props.label}
        value={props.secret}
        readOnly
        dir="ltr"
        ff="monospace"
        onFocus={(e) => e.currentTarget.select()}
        data-autofocus
      />
      <Alert color="yellow" title={props.warningTitle}>
        {props.warning}
      </Alert>
      <Group justify="flex-end">
        <CopyButton value={props.secret}>
          {({ copied, copy }) => (
            <Button
              variant={copied ? 'light' : 'filled'}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              onClick={copy}
            >
              {copied ? t('widgets.secretCopied') : t('widgets.secretCopy')}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={props.onDone}>
          {t('widgets.secretDone')}
        </Button>
      </Group>
    </Stack>
  );
}
