import { Anchor, Badge, Button, Card, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ShareLinkRow, ShareLinkState } from '@shared/schemas/share-links';
import { DateDisplay } from '@web/components/date-display';
import { deferredCode, usePreloadAfterFirstScreen } from '@web/components/deferred-widget';
import { DeferredPart } from '@web/components/deferred-part';
import { dialogs } from '@web/components/dialogs';
import { notifyError, notifySuccess } from '@web/components/undo-notification';
import { serverErrorText } from '@web/lib/server-errors';
import { useShareLinks } from '../api/get-share-links';
import { useRevokeShareLink } from '../api/revoke-share-link';
import type { ShareTarget } from '../api/share-links-keys';
import { ShareLinkOpenings } from './share-link-openings';

// The form (its schema with zod, the form hook, its number field) is not part of the report's or the
// location's first screen: it comes after it, before anyone opens the dialog (decision 0067).
const formCode = deferredCode(
  () => import('./create-share-link-form'),
  (module) => module.CreateShareLinkForm,
);

const STATE_COLORS: Record<ShareLinkState, string> = { active: 'green', expired: 'gray', revoked: 'red' };

/**
 * "Share links" of a finished report or of a location's customer page, for Admins and Supervisors
 * (the page shows it only to them; the server checks the same): make one, see who opened it, end it.
 */
export function ShareLinksSection({ target }: { target: ShareTarget }) {
  const { t } = useTranslation();
  const query = useShareLinks(target);
  const revoke = useRevokeShareLink(target);
  usePreloadAfterFirstScreen(formCode.load);
  const heading = target.kind === 'reports' ? t('shareLinks.title') : t('shareLinks.locationTitle');

  const openCreate = () => {
    const id = dialogs.open({
      title: t('shareLinks.create.title'),
      closeButtonProps: { 'aria-label': t('widgets.closeDialog') },
      children: (
        <DeferredPart
          code={formCode}
          now
          failedText={t('common.formFailed')}
          props={{ target, onDone: () => dialogs.close(id) }}
        />
      ),
    });
  };
  const openOpenings = (link: ShareLinkRow) =>
    dialogs.open({
      title: t('shareLinks.openings.title', { label: link.label || t('shareLinks.noLabel') }),
      size: 'xl',
      closeButtonProps: { 'aria-label': t('widgets.closeDialog') },
      children: <ShareLinkOpenings id={link.id} />,
    });
  const askRevoke = (link: ShareLinkRow) =>
    dialogs.openConfirmModal({
      title: t('shareLinks.revoke.title'),
      children: <Text>{t('shareLinks.revoke.confirm')}</Text>,
      labels: { confirm: t('shareLinks.revoke.yes'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      cancelProps: { 'data-autofocus': true },
      closeButtonProps: { 'aria-label': t('widgets.closeDialog') },
      onConfirm: () =>
        revoke.mutate(link.id, {
          onSuccess: () => notifySuccess(t('shareLinks.revoke.done')),
          onError: (e) => notifyError(t('shareLinks.revoke.failed'), e),
        }),
    });

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="share-links">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="share-links">
          {heading}
        </Title>
        <Button size="xs" leftSection={<IconLink size={14} />} onClick={openCreate}>
          {t('shareLinks.create.open')}
        </Button>
      </Group>
      {query.error ? (
        <Text c="red">{serverErrorText(query.error)}</Text>
      ) : !query.data ? (
        <Text c="dimmed">{t('common.loading')}</Text>
      ) : query.data.links.length === 0 ? (
        <Text c="dimmed">{t('shareLinks.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('shareLinks.label')}</Table.Th>
                <Table.Th>{t('shareLinks.state')}</Table.Th>
                <Table.Th>{t('shareLinks.expires')}</Table.Th>
                <Table.Th>{t('shareLinks.openingsColumn')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.links.map((link) => (
                <Table.Tr key={link.id}>
                  <Table.Td>
                    <Stack gap={0}>
                      <Text size="sm" style={{ unicodeBidi: 'plaintext' }}>
                        {link.label || t('shareLinks.noLabel')}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {/* No maker: the link the finished report's mail made by itself. */}
                        {link.created_by === null
                          ? t('shareLinks.madeOnFinishing')
                          : t('shareLinks.createdBy', { name: link.created_by })}{' '}
                        <DateDisplay value={link.created_at} />
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={STATE_COLORS[link.state]} variant="light">
                      {t(`shareLinks.states.${link.state}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <DateDisplay value={link.revoked_at ?? link.expires_at} />
                  </Table.Td>
                  <Table.Td>
                    <Anchor component="button" type="button" size="sm" onClick={() => openOpenings(link)}>
                      {t('shareLinks.openingsCount', { count: link.openings })}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {link.state === 'active' && (
                      <Button size="xs" variant="light" color="red" onClick={() => askRevoke(link)}>
                        {t('shareLinks.revoke.open')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
