import { Alert, Badge, Button, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionRow } from '@shared/schemas/two-factor';
import { DateDisplay } from '@web/components/date-display';
import { dialogs } from '@web/components/dialogs';
import { notifySuccess } from '@web/components/undo-notification';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { useSessions } from '../api/get-sessions';

/** A user agent as a person reads it: the browser and the system, else the text as sent. */
function deviceOf(agent: string | null): string {
  if (!agent) return '';
  const browser = /(Edg|Firefox|Chrome|Safari)\/[\d.]+/.exec(agent)?.[1]?.replace('Edg', 'Edge');
  const system = /(Windows|Android|iPhone|iPad|Mac OS X|Linux)/
    .exec(agent)?.[1]
    ?.replace('Mac OS X', 'macOS');
  return browser && system ? `${browser} · ${system}` : agent.slice(0, 60);
}

/** Where the person is signed in: sign out one, or everywhere else (asked first). */
export function SessionsSection() {
  const { t } = useTranslation();
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [failure, setFailure] = useState<string>();
  const rows = sessions.data ?? [];
  const others = rows.filter((s) => !s.current).length;

  const signOutEverywhere = () =>
    dialogs.openConfirmModal({
      title: t('sessions.everywhereTitle'),
      children: <Text size="sm">{t('sessions.everywhereText', { count: others })}</Text>,
      labels: { confirm: t('sessions.everywhere'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        endOthers.mutate(undefined, {
          onSuccess: ({ ended }) => notifySuccess(t('sessions.ended', { count: ended })),
          onError: (e) => setFailure(e.message),
        }),
    });
  const signOut = (row: SessionRow) =>
    endOne.mutate(row.id, {
      onSuccess: () => notifySuccess(t('sessions.endedOne')),
      onError: (e) => setFailure(e.message),
    });

  return (
    <Stack gap="sm" component="section" aria-labelledby="sessions-title">
      <Title order={2} size="h3" id="sessions-title">
        {t('sessions.title')}
      </Title>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={560}>
        <Table aria-labelledby="sessions-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('sessions.device')}</Table.Th>
              <Table.Th>{t('sessions.address')}</Table.Th>
              <Table.Th>{t('sessions.started')}</Table.Th>
              <Table.Th>{t('sessions.lastActive')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id} data-current={row.current || undefined}>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <span dir="ltr" title={row.user_agent ?? undefined}>
                      {deviceOf(row.user_agent)}
                    </span>
                    {row.current && <Badge size="sm">{t('sessions.thisDevice')}</Badge>}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <span dir="ltr">{row.ip}</span>
                </Table.Td>
                <Table.Td>
                  <DateDisplay value={row.created_at} />
                </Table.Td>
                <Table.Td>
                  <DateDisplay value={row.last_seen_at} />
                </Table.Td>
                <Table.Td>
                  {!row.current && (
                    <Button size="xs" variant="subtle" color="red" onClick={() => signOut(row)}>
                      {t('sessions.signOut')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group>
        <Button variant="default" color="red" disabled={others === 0} onClick={signOutEverywhere}>
          {t('sessions.everywhere')}
        </Button>
      </Group>
    </Stack>
  );
}
