import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WebhookSubscription } from '@shared/schemas/webhooks';
import { DateDisplay } from '@web/components/date-display';
import { DeferredMenu, type MenuIntent } from '@web/components/deferred-menu';
import { DeferredPart } from '@web/components/deferred-part';
import { deferredCode, usePreloadAfterFirstScreen } from '@web/components/deferred-widget';
import { dialogs } from '@web/components/dialogs';
import { SecretOnce } from '@web/components/secret-once';
import { notifyError, notifySuccess } from '@web/components/undo-notification';
import { serverErrorText } from '@web/lib/server-errors';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useWebhooks } from '../api/get-webhooks';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret';
import { useSendTestWebhook } from '../api/send-test-webhook';
import { useUpdateWebhook } from '../api/update-webhook';
import { eventKey } from './event-key';
// Its props' type only: the form's code comes after the first screen (below).
import type { WebhookForm } from './webhook-form';
import { WebhookRowButton } from './webhook-row-button';

// The form (its schema with zod, the error texts, the form hook: about 40 KB on the wire) is not
// part of the list's first screen; it comes after it, before anyone opens it (decision 0067).
const formCode = deferredCode(
  () => import('./webhook-form'),
  (m) => m.WebhookForm,
);
// The rows' menus (Menu and Popover, about 29 KB) likewise: each row draws its button alone.
const rowMenuCode = deferredCode(
  () => import('./webhook-row-menu'),
  (m) => m.WebhookRowMenu,
);

/** The form in its dialog: Loading… until its code is in, or what went wrong with Try again. */
function Form({ props }: { props: ComponentProps<typeof WebhookForm> }) {
  const { t } = useTranslation();
  return <DeferredPart code={formCode} now failedText={t('common.formFailed')} props={props} />;
}

function RowButton(intent: MenuIntent) {
  return (
    <WebhookRowButton
      onPointerEnter={intent.onPointerEnter}
      onTouchStart={intent.onTouchStart}
      onFocus={intent.onFocus}
      onClick={intent.onClick}
    />
  );
}

const DELIVERY_COLORS = { pending: 'blue', delivered: 'green', failed: 'red' } as const;

function State({ sub }: { sub: WebhookSubscription }) {
  const { t } = useTranslation();
  if (sub.enabled)
    return (
      <Badge color="green" variant="light">
        {t('webhooks.states.enabled')}
      </Badge>
    );
  return (
    <Badge color={sub.disabled_reason === 'failures' ? 'red' : 'gray'} variant="light">
      {t(`webhooks.states.${sub.disabled_reason ?? 'admin'}`)}
    </Badge>
  );
}

/**
 * The Admins' webhook endpoints (issue 36): what each gets, whether it is on, how its last
 * delivery went; add, edit, test, rotate its secret, disable or enable, delete.
 */
export function WebhooksList() {
  const { t } = useTranslation();
  const query = useWebhooks();
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const rotate = useRotateWebhookSecret();
  const test = useSendTestWebhook();
  usePreloadAfterFirstScreen(formCode.load);
  usePreloadAfterFirstScreen(rowMenuCode.load);

  const open = (title: string, children: (close: () => void) => React.ReactNode) => {
    const id = dialogs.open({
      title,
      size: 'lg',
      closeOnClickOutside: false,
      closeButtonProps: { 'aria-label': t('widgets.closeDialog') },
      children: children(() => dialogs.close(id)),
    });
  };
  const confirm = (key: 'rotate' | 'remove', sub: WebhookSubscription, onConfirm: () => void) =>
    dialogs.openConfirmModal({
      title: t(`webhooks.${key}.title`, { url: sub.url }),
      children: <Text>{t(`webhooks.${key}.confirm`)}</Text>,
      labels: { confirm: t(`webhooks.${key}.yes`), cancel: t('common.cancel') },
      confirmProps: { color: key === 'remove' ? 'red' : undefined },
      cancelProps: { 'data-autofocus': true },
      closeButtonProps: { 'aria-label': t('widgets.closeDialog') },
      onConfirm,
    });
  const askRotate = (sub: WebhookSubscription) =>
    confirm('rotate', sub, () =>
      rotate.mutate(sub.id, {
        onSuccess: (rotated) =>
          open(t('webhooks.secret.title'), (close) => (
            <SecretOnce
              label={t('webhooks.secret.title')}
              secret={rotated.secret}
              warning={t('webhooks.secret.onceText')}
              onDone={close}
            />
          )),
        onError: (e) => notifyError(t('webhooks.rotate.failed'), e),
      }),
    );
  const askDelete = (sub: WebhookSubscription) =>
    confirm('remove', sub, () =>
      remove.mutate(sub.id, {
        onSuccess: () => notifySuccess(t('webhooks.remove.done')),
        onError: (e) => notifyError(t('webhooks.remove.failed'), e),
      }),
    );
  const setEnabled = (sub: WebhookSubscription, enabled: boolean) =>
    update.mutate({ id: sub.id, enabled }, { onError: (e) => notifyError(t('webhooks.changeFailed'), e) });
  const sendTest = (sub: WebhookSubscription) =>
    test.mutate(sub.id, {
      onSuccess: () => notifySuccess(t('webhooks.tested')),
      onError: (e) => notifyError(t('webhooks.changeFailed'), e),
    });

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{t('webhooks.title')}</Title>
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => open(t('webhooks.form.title'), (close) => <Form props={{ onDone: close }} />)}
        >
          {t('webhooks.create')}
        </Button>
      </Group>
      <Text c="dimmed">{t('webhooks.intro')}</Text>
      {query.error ? (
        <Alert color="red">{serverErrorText(query.error)}</Alert>
      ) : !query.data ? (
        <Text c="dimmed">{t('common.loading')}</Text>
      ) : query.data.subscriptions.length === 0 ? (
        <Text c="dimmed">{t('webhooks.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={820}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('webhooks.columns.url')}</Table.Th>
                <Table.Th>{t('webhooks.columns.events')}</Table.Th>
                <Table.Th>{t('webhooks.columns.state')}</Table.Th>
                <Table.Th>{t('webhooks.columns.lastDelivery')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.subscriptions.map((sub) => (
                <Table.Tr key={sub.id}>
                  <Table.Td>
                    <Stack gap={0}>
                      <Anchor component={Link} to={`/webhooks/${sub.id}`} size="sm" dir="ltr" ff="monospace">
                        {sub.url}
                      </Anchor>
                      {sub.description && (
                        <Text size="xs" c="dimmed" style={{ unicodeBidi: 'plaintext' }}>
                          {sub.description}
                        </Text>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {sub.events.map((event) => (
                        <Badge key={event} variant="light" tt="none">
                          {t(eventKey(event))}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <State sub={sub} />
                  </Table.Td>
                  <Table.Td>
                    {sub.last_delivery ? (
                      <Group gap={4}>
                        <Badge color={DELIVERY_COLORS[sub.last_delivery.status]} variant="dot">
                          {t(`webhooks.deliveryStates.${sub.last_delivery.status}`)}
                        </Badge>
                        <DateDisplay value={sub.last_delivery.at} />
                      </Group>
                    ) : (
                      t('webhooks.never')
                    )}
                  </Table.Td>
                  <Table.Td>
                    <DeferredMenu
                      code={rowMenuCode}
                      button={RowButton}
                      menuProps={{
                        sub,
                        onEdit: () =>
                          open(t('webhooks.form.editTitle'), (close) => (
                            <Form props={{ editing: sub, onDone: close }} />
                          )),
                        onTest: () => sendTest(sub),
                        onRotate: () => askRotate(sub),
                        onToggle: () => setEnabled(sub, !sub.enabled),
                        onDelete: () => askDelete(sub),
                      }}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
