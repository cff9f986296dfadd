import { Alert, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createShareLinkBody,
  SHARE_LINK_DAYS_MAX,
  SHARE_LINK_LABEL_MAX,
  type ShareLinkCreated,
} from '@shared/schemas/share-links';
import { DateDisplay } from '@web/components/date-display';
import { NumberInput } from '@web/components/number-input';
import { applyServerErrors } from '@web/lib/server-errors';
import { readNumber } from '@web/lib/number-text';
import { firstClickOnly } from '@web/lib/one-shot';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useCreateShareLink } from '../api/create-share-link';
import type { ShareTarget } from '../api/share-links-keys';

interface Values {
  /** As typed: checked, never rounded or clamped. */
  days: string;
  label: string;
}

const DAYS_RULES = { integer: true, min: 1, max: SHARE_LINK_DAYS_MAX };
/** The form's default; the server's SHARE_LINK_DAYS applies to links made without a form (the mail). */
export const DEFAULT_DAYS = 30;

function daysOf(text: string): number {
  const reading = readNumber(text, DAYS_RULES);
  return reading.state === 'number' ? reading.value : Number.NaN;
}

/** The new link's address, shown this once with a Copy button: only its hash is kept. */
function CreatedLink({ link, onDone }: { link: ShareLinkCreated; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <TextInput
        label={t('shareLinks.create.url')}
        value={link.url}
        readOnly
        dir="ltr"
        onFocus={(e) => e.currentTarget.select()}
        data-autofocus
        autoFocus
      />
      <Group gap="xs">
        <Text size="sm">{t('shareLinks.create.expires')}</Text>
        <DateDisplay value={link.expires_at} />
      </Group>
      <Alert color="yellow">{t('shareLinks.create.shownOnce')}</Alert>
      <Group justify="flex-end">
        <CopyButton value={link.url}>
          {({ copied, copy }) => (
            <Button
              variant={copied ? 'light' : 'filled'}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              onClick={copy}
            >
              {copied ? t('shareLinks.create.copied') : t('shareLinks.create.copy')}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={onDone}>
          {t('shareLinks.create.done')}
        </Button>
      </Group>
    </Stack>
  );
}

/** "Create link": how many days it lasts and who it is for; then the address, once. */
export function CreateShareLinkForm({ target, onDone }: { target: ShareTarget; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateShareLink(target);
  const [created, setCreated] = useState<ShareLinkCreated | null>(null);
  const [failure, setFailure] = useState<string>();
  const daysMessage = t('shareLinks.create.daysInvalid', { max: SHARE_LINK_DAYS_MAX });
  const form = useSchemaForm<Values>({
    schema: createShareLinkBody,
    initialValues: { days: String(DEFAULT_DAYS), label: '' },
    toBody: (values) => ({ days: daysOf(values.days), label: values.label }),
    message: (issue) =>
      issue.path[0] === 'days'
        ? daysMessage
        : issue.code === 'too_big'
          ? t('shareLinks.create.labelTooLong', { max: SHARE_LINK_LABEL_MAX })
          : undefined,
  });
  if (created) return <CreatedLink link={created} onDone={onDone} />;
  const submit = form.onSubmit((values) => {
    setFailure(undefined);
    create.mutate(
      { days: daysOf(values.days), label: values.label.trim() },
      {
        onSuccess: setCreated,
        onError: (e) => setFailure(applyServerErrors(e, form.setErrors, ['days', 'label'])),
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <NumberInput
          label={t('shareLinks.create.days')}
          rules={DAYS_RULES}
          messages={{ notANumber: daysMessage, notInteger: daysMessage, range: daysMessage }}
          required
          data-autofocus
          // Focused when drawn: the form may come after its dialog opened (its code after the
          // first screen, decision 0067), when the dialog has already placed the focus.
          autoFocus
          {...form.getInputProps('days')}
        />
        <TextInput
          label={t('shareLinks.create.label')}
          description={t('shareLinks.create.labelHint')}
          maxLength={SHARE_LINK_LABEL_MAX}
          {...form.getInputProps('label')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" onClick={firstClickOnly()} loading={create.isPending}>
            {t('shareLinks.create.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
