import { Anchor, Badge, Button, Code, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@web/lib/date-style';
import type { WebhookMessage } from '@shared/schemas/webhooks';
import { dialogs } from '@web/components/dialogs';
import { ListPage } from '@web/components/list-page';
import { notifyError, notifySuccess } from '@web/components/undo-notification';
import { useAppConfig } from '@web/lib/app-config';
import { useListParams } from '@web/lib/use-list-params';
import { useWebhookMessages } from '../api/get-webhook-messages';
import { useWebhooks } from '../api/get-webhooks';
import { useRedeliverWebhookMessage } from '../api/redeliver-webhook-message';
import { eventKey } from './event-key';

const STATUS_COLORS = { pending: 'blue', delivered: 'green', failed: 'red' } as const;

/** What was sent and every try's answer. */
function Details({
  message,
  when,
}: {
  message: WebhookMessage;
  when: (v: WebhookMessage['created_at']) => string;
}) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Text size="sm" ff="monospace" dir="ltr">
        {t('webhooks.log.webhookId', { id: message.message_id })}
      </Text>
      <Text fw={500}>{t('webhooks.log.request')}</Text>
      <Code block dir="ltr">
        {JSON.stringify(JSON.parse(message.payload), null, 2)}
      </Code>
      <Text fw={500}>{t('webhooks.log.tries')}</Text>
      {message.tries.map((attempt, i) => (
        <Stack key={i} gap={2}>
          <Group gap="xs">
            <Badge color={attempt.ok ? 'green' : 'red'} variant="light">
              {attempt.response_status ?? t('webhooks.log.noAnswer')}
            </Badge>
            <Text size="sm">{when(attempt.attempted_at)}</Text>
            <Text size="sm" c="dimmed">
              {t('webhooks.log.ms', { ms: attempt.duration_ms })}
            </Text>
          </Group>
          {attempt.response && (
            <Code block dir="ltr">
              {attempt.response}
            </Code>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

/** A webhook endpoint's delivery log (issue 36): each event sent, its tries, and Redeliver. */
export function WebhookLog({ id }: { id: number }) {
  const { t } = useTranslation();
  const { timezone } = useAppConfig();
  const { page } = useListParams();
  const query = useWebhookMessages(id, page);
  const subscriptions = useWebhooks();
  const redeliver = useRedeliverWebhookMessage();
  const url = subscriptions.data?.subscriptions.find((s) => s.id === id)?.url ?? '';
  const rows = query.data?.messages ?? [];
  const when = (value: WebhookMessage['created_at']) => formatDateTime(value, timezone);
  const showDetails = (message: WebhookMessage) =>
    dialogs.open({
      title: t('webhooks.log.details'),
      size: 'xl',
      closeButtonProps: { 'aria-label': t('widgets.closeDialog') },
      children: <Details message={message} when={when} />,
    });

  return (
    <ListPage
      title={t('webhooks.log.title', { url })}
      intro={
        <Anchor component={Link} to="/webhooks">
          {t('webhooks.log.back')}
        </Anchor>
      }
      query={query}
      minWidth={820}
      columns={7}
      head={
        <>
          <Table.Th>{t('webhooks.log.columns.time')}</Table.Th>
          <Table.Th>{t('webhooks.log.columns.event')}</Table.Th>
          <Table.Th>{t('webhooks.log.columns.status')}</Table.Th>
          <Table.Th>{t('webhooks.log.columns.code')}</Table.Th>
          <Table.Th>{t('webhooks.log.columns.attempts')}</Table.Th>
          <Table.Th>{t('webhooks.log.columns.duration')}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
          </Table.Th>
        </>
      }
      isEmpty={rows.length === 0}
      emptyText={t('webhooks.log.none')}
    >
      {rows.map((message) => {
        const last = message.tries.at(-1);
        return (
          <Table.Tr key={message.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <Anchor component="button" type="button" onClick={() => showDetails(message)}>
                {when(message.created_at)}
              </Anchor>
            </Table.Td>
            <Table.Td>{t(eventKey(message.event_type))}</Table.Td>
            <Table.Td>
              <Badge variant="light" color={STATUS_COLORS[message.status]}>
                {t(`webhooks.deliveryStates.${message.status}`)}
              </Badge>
            </Table.Td>
            <Table.Td>{last ? (last.response_status ?? t('webhooks.log.noAnswer')) : ''}</Table.Td>
            <Table.Td>{message.attempts}</Table.Td>
            <Table.Td>{last ? t('webhooks.log.ms', { ms: last.duration_ms }) : ''}</Table.Td>
            <Table.Td>
              <Button
                size="xs"
                variant="light"
                loading={redeliver.isPending && redeliver.variables?.messageId === message.id}
                onClick={() =>
                  redeliver.mutate(
                    { id, messageId: message.id },
                    {
                      onSuccess: () => notifySuccess(t('webhooks.log.redelivered')),
                      onError: (e) => notifyError(t('webhooks.log.redeliverFailed'), e),
                    },
                  )
                }
              >
                {t('webhooks.log.redeliver')}
              </Button>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </ListPage>
  );
}
