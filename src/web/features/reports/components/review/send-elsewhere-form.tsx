import { Button, Group, Stack, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { sendReportBody } from '@shared/schemas/report-mail';
import { notifySuccess } from '@web/components/undo-notification';
import { serverErrorText } from '@web/lib/server-errors';
import { schemaMessage } from '@web/lib/schema-message';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useSendReport } from '../../api/send-report';
import { addressesOf } from './report-addresses';

/** "Send to someone else": the addresses, checked against the server's schema. */
export function SendElsewhereForm({ id, onDone }: { id: number; onDone: () => void }) {
  const { t } = useTranslation();
  const send = useSendReport();
  const form = useSchemaForm<{ to: string }>({
    schema: sendReportBody,
    initialValues: { to: '' },
    toBody: (v) => ({ to: addressesOf(v.to) }),
    // Every address's problem is the one box's.
    check: (_, errors) => ({
      to: Object.entries(errors).find(([key]) => key.startsWith('to'))?.[1] as string,
    }),
  });
  const submit = form.onSubmit((values) =>
    send.mutate(
      { id, body: { to: addressesOf(values.to) } },
      {
        onSuccess: () => {
          onDone();
          notifySuccess(t('reports.mail.queued'));
        },
        // A refusal names the box's addresses (`to.0`, …) or none: either way it is the box's.
        onError: (error) => form.setErrors({ to: serverErrorText(error) }),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Textarea
          label={t('reports.mail.addresses')}
          description={t('reports.mail.addressesHint')}
          dir="ltr"
          rows={3}
          data-autofocus
          // Focused when drawn, as the share link form's first field (its code may come late).
          autoFocus
          {...form.getInputProps('to')}
          error={schemaMessage(t, form.errors.to)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={send.isPending} leftSection={<IconSend size={16} />}>
            {t('reports.mail.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
