import { Alert, Button, Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_EVENTS,
  type WebhookEvent,
  type WebhookSubscription,
  webhookBody,
} from '@shared/schemas/webhooks';
import { SecretOnce } from '@web/components/secret-once';
import { firstClickOnly } from '@web/lib/one-shot';
import { applyServerErrors } from '@web/lib/server-errors';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useCreateWebhook } from '../api/create-webhook';
import { useUpdateWebhook } from '../api/update-webhook';
import { eventKey } from './event-key';

interface Values {
  url: string;
  description: string;
  events: WebhookEvent[];
}

/** Add or edit an endpoint: its URL, what it is, the events it gets; a new one's secret once. */
export function WebhookForm({ editing, onDone }: { editing?: WebhookSubscription; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const [secret, setSecret] = useState<string | null>(null);
  const [failure, setFailure] = useState<string>();
  const form = useSchemaForm<Values>({
    schema: webhookBody,
    initialValues: {
      url: editing?.url ?? '',
      description: editing?.description ?? '',
      events: editing?.events ?? [],
    },
    message: (issue) => {
      const field = issue.path[0];
      if (field === 'url') return t('errors.webhook.badUrl');
      if (field === 'events') return t('errors.webhook.noEvents');
      return undefined;
    },
  });
  if (secret)
    return (
      <SecretOnce
        label={t('webhooks.secret.title')}
        secret={secret}
        warning={t('webhooks.secret.onceText')}
        onDone={onDone}
      />
    );

  const submit = form.onSubmit((values) => {
    setFailure(undefined);
    const onError = (e: Error) =>
      setFailure(applyServerErrors(e, form.setErrors, ['url', 'description', 'events']));
    if (editing) update.mutate({ id: editing.id, ...values }, { onSuccess: onDone, onError });
    else create.mutate(values, { onSuccess: (created) => setSecret(created.secret), onError });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <TextInput
          label={t('webhooks.form.url')}
          description={t('webhooks.form.urlHint')}
          dir="ltr"
          required
          data-autofocus
          {...form.getInputProps('url')}
        />
        <TextInput
          label={t('webhooks.form.description')}
          maxLength={WEBHOOK_DESCRIPTION_MAX}
          {...form.getInputProps('description')}
        />
        <Checkbox.Group label={t('webhooks.form.events')} required {...form.getInputProps('events')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
            {WEBHOOK_EVENTS.map((event) => (
              <Checkbox key={event} value={event} label={t(eventKey(event))} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" onClick={firstClickOnly()} loading={create.isPending || update.isPending}>
            {t('webhooks.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
