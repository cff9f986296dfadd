import { Alert, Badge, Button, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ApiKeyArea, ApiKeyRow, ApiKeyState } from '@shared/schemas/api-keys';
import { DeferredPart } from '@web/components/deferred-part';
import { deferredCode, usePreloadAfterFirstScreen } from '@web/components/deferred-widget';
import { DateDisplay } from '@web/components/date-display';
import { dialogs } from '@web/components/dialogs';
import { notifyError, notifySuccess } from '@web/components/undo-notification';
import { serverErrorText } from '@web/lib/server-errors';
import { useApiKeys } from '../api/get-api-keys';
import { useRevokeApiKey } from '../api/revoke-api-key';

// The form (its schema with zod, the error texts, the form hook, its Selects: about 60 KB on the
// wire) is not part of the list's first screen; it comes after it, before anyone opens it
// (decision 0067).
const formCode = deferredCode(
  () => import('./create-api-key-form'),
  (m) => m.CreateApiKeyForm,
);

const STATE_COLORS: Record<ApiKeyState, string> = { active: 'green', expired: 'gray', revoked: 'red' };

function Scopes({ scopes }: { scopes: ApiKeyRow['scopes'] }) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      {Object.entries(scopes).map(([area, access]) => (
        <Badge key={area} variant="light" color={access === 'write' ? 'orange' : 'blue'} tt="none">
          {t('apiKeys.scope', {
            area: t(`apiKeys.areas.${area as ApiKeyArea}`),
            access: t(`apiKeys.access.${access}`),
          })}
        </Badge>
      ))}
    </Group>
  );
}

/**
 * The API keys Admins make for scripts and other systems (issue 36): each acts as its maker within
 * its scopes. The secret is shown once, when made; a key is revoked here, at once.
 */
export function ApiKeysList() {
  const { t } = useTranslation();
  const query = useApiKeys();
  const revoke = useRevokeApiKey();
  usePreloadAfterFirstScreen(formCode.load);

  const openCreate = () => {
    const id = dialogs.open({
      title: t('apiKeys.form.title'),
      size: 'lg',
      closeOnClickOutside: false,
      closeButtonProps: { 'aria-label': t('widgets.closeDialog') },
      children: (
        <DeferredPart
          code={formCode}
          now
          failedText={t('common.formFailed')}
          props={{ onDone: () => dialogs.close(id) }}
        />
      ),
    });
  };
  const askRevoke = (key: ApiKeyRow) =>
    dialogs.openConfirmModal({
      title: t('apiKeys.revoke.title', { name: key.name }),
      children: <Text>{t('apiKeys.revoke.confirm')}</Text>,
      labels: { confirm: t('apiKeys.revoke.yes'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      cancelProps: { 'data-autofocus': true },
      closeButtonProps: { 'aria-label': t('widgets.closeDialog') },
      onConfirm: () =>
        revoke.mutate(key.id, {
          onSuccess: () => notifySuccess(t('apiKeys.revoke.done')),
          onError: (e) => notifyError(t('apiKeys.revoke.failed'), e),
        }),
    });

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{t('apiKeys.title')}</Title>
        <Button leftSection={<IconKey size={16} />} onClick={openCreate}>
          {t('apiKeys.create')}
        </Button>
      </Group>
      <Text c="dimmed">{t('apiKeys.intro')}</Text>
      {query.error ? (
        <Alert color="red">{serverErrorText(query.error)}</Alert>
      ) : !query.data ? (
        <Text c="dimmed">{t('common.loading')}</Text>
      ) : query.data.keys.length === 0 ? (
        <Text c="dimmed">{t('apiKeys.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={820}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('apiKeys.columns.name')}</Table.Th>
                <Table.Th>{t('apiKeys.columns.scopes')}</Table.Th>
                <Table.Th>{t('apiKeys.columns.expires')}</Table.Th>
                <Table.Th>{t('apiKeys.columns.lastUsed')}</Table.Th>
                <Table.Th>{t('apiKeys.columns.state')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.keys.map((key) => (
                <Table.Tr key={key.id}>
                  <Table.Td>
                    <Stack gap={0}>
                      <Text size="sm" style={{ unicodeBidi: 'plaintext' }}>
                        {key.name}
                      </Text>
                      <Text size="xs" ff="monospace" dir="ltr">
                        {key.prefix}…
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('apiKeys.createdBy', { name: key.created_by })}{' '}
                        <DateDisplay value={key.created_at} />
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Scopes scopes={key.scopes} />
                  </Table.Td>
                  <Table.Td>
                    <DateDisplay value={key.expires_at} />
                  </Table.Td>
                  <Table.Td>
                    {key.last_used_at ? <DateDisplay value={key.last_used_at} /> : t('apiKeys.neverUsed')}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={STATE_COLORS[key.state]} variant="light">
                      {t(`apiKeys.states.${key.state}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {key.state === 'active' && (
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        aria-label={t('apiKeys.revoke.named', { name: key.name })}
                        onClick={() => askRevoke(key)}
                      >
                        {t('apiKeys.revoke.open')}
                      </Button>
                    )}
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
