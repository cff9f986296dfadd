import { Badge, Button, Card, Group, Table, Text, Title } from '@mantine/core';
import { IconMail, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@web/lib/date-style';
import type { ReportSend } from '@shared/schemas/report-mail';
import { dialogs } from '@web/components/dialogs';
import { deferredCode, usePreloadAfterFirstScreen } from '@web/components/deferred-widget';
import { DeferredPart } from '@web/components/deferred-part';
import { LoadState } from '@web/components/load-state';
import { notifyError, notifySuccess } from '@web/components/undo-notification';
import { useAppConfig } from '@web/lib/app-config';
import { serverErrorText } from '@web/lib/server-errors';
import { useSchemaMessage } from '@web/lib/schema-message';
import { useReportSends } from '../../api/get-report-sends';
import { useSendReport } from '../../api/send-report';

// "Send to someone else" (its schema with zod, the error texts, the form hook) is not part of the
// report page's first screen: it comes after it, before anyone opens the dialog (decision 0067).
const formCode = deferredCode(
  () => import('./send-elsewhere-form'),
  (module) => module.SendElsewhereForm,
);

const STATUS_COLOR: Record<string, string> = {
  sent: 'green',
  queued: 'blue',
  sending: 'blue',
  outbox: 'gray',
  failed: 'red',
};

function SendsTable({ sends }: { sends: ReportSend[] }) {
  const { t } = useTranslation();
  const tz = useAppConfig().timezone;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('reports.mail.when')}</Table.Th>
            <Table.Th>{t('reports.mail.to')}</Table.Th>
            <Table.Th>{t('reports.mail.by')}</Table.Th>
            <Table.Th>{t('common.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sends.map((s) => (
            <Table.Tr key={s.id}>
              <Table.Td>{formatDateTime(s.created_at, tz)}</Table.Td>
              <Table.Td dir="ltr">{s.recipients.join(', ')}</Table.Td>
              <Table.Td>{s.sent_by ?? t('reports.mail.onFinish')}</Table.Td>
              <Table.Td>
                <Badge
                  color={STATUS_COLOR[s.status] ?? 'gray'}
                  variant="light"
                  title={s.last_error ?? undefined}
                >
                  {t(`reports.mail.status.${s.status}`, { defaultValue: s.status })}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A finished report's mails: who got it and when, send again, or to someone else (issue 19). */
export function ReportMail({ id }: { id: number }) {
  const { t } = useTranslation();
  const message = useSchemaMessage();
  const sends = useReportSends(id);
  usePreloadAfterFirstScreen(formCode.load);
  const send = useSendReport();
  const again = () =>
    dialogs.openConfirmModal({
      title: t('reports.mail.againTitle'),
      children: <Text>{t('reports.mail.againConfirm')}</Text>,
      labels: { confirm: t('reports.mail.send'), cancel: t('common.cancel') },
      closeButtonProps: { 'aria-label': t('widgets.closeDialog') },
      onConfirm: () =>
        send.mutate(
          { id, body: {} },
          {
            onSuccess: () => notifySuccess(t('reports.mail.queued')),
            onError: (e) => notifyError(t('reports.mail.failed'), new Error(message(serverErrorText(e)))),
          },
        ),
    });
  const elsewhere = () => {
    const dialog = dialogs.open({
      title: t('reports.mail.elsewhereTitle'),
      closeButtonProps: { 'aria-label': t('widgets.closeDialog') },
      children: (
        <DeferredPart
          code={formCode}
          now
          failedText={t('common.formFailed')}
          props={{ id, onDone: () => dialogs.close(dialog) }}
        />
      ),
    });
  };
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="report-mail">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="report-mail">
          {t('reports.mail.title')}
        </Title>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconMail size={16} />}
            onClick={again}
            loading={send.isPending}
          >
            {t('reports.mail.again')}
          </Button>
          <Button variant="default" leftSection={<IconSend size={16} />} onClick={elsewhere}>
            {t('reports.mail.elsewhere')}
          </Button>
        </Group>
      </Group>
      {sends.data ? (
        sends.data.sends.length > 0 ? (
          <SendsTable sends={sends.data.sends} />
        ) : (
          <Text size="sm">{t('reports.mail.none')}</Text>
        )
      ) : sends.isPending ? (
        // One line, as the usual answer ("Not sent yet") is: a taller spinner that shrank once the
        // answer came moved the sections below under a pointer about to click them.
        <Text size="sm" c="dimmed" aria-busy="true">
          {t('common.loading')}
        </Text>
      ) : (
        <LoadState
          isLoading={false}
          error={sends.error}
          isEmpty={false}
          emptyText=""
          onRetry={() => void sends.refetch()}
        />
      )}
    </Card>
  );
}
