import { Alert, Anchor, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@web/lib/date-style';
import { useAppConfig } from '@web/lib/app-config';
import { useMail } from '../api/get-mail';
import { MailStatusBadge } from './mail-status-badge';
import { LoadingSpinner } from '@web/components/loading-spinner';

/** One mail as it was (or would be) sent, and every try to hand it to the mail server. */
export function MailMessage({ id }: { id: number }) {
  const { t } = useTranslation();
  const { timezone } = useAppConfig();
  const query = useMail(id);
  if (query.isPending) return <LoadingSpinner />;
  if (query.error) return <Alert color="red">{query.error.message}</Alert>;
  const mail = query.data;
  const when = (value: string | Date | null) => formatDateTime(value, timezone);
  const facts: [string, string][] = [
    [t('mail.to'), mail.recipients.join(', ')],
    [t('mail.kindColumn'), t(`mail.kind.${mail.kind}`, { defaultValue: mail.kind })],
    [t('common.created'), when(mail.created_at)],
    ...(mail.created_by ? [[t('mail.createdBy'), mail.created_by.name] as [string, string]] : []),
    ...(mail.sent_at ? [[t('mail.sentAt'), when(mail.sent_at)] as [string, string]] : []),
    ...(mail.status === 'queued'
      ? [[t('mail.nextAttempt'), when(mail.next_attempt_at)] as [string, string]]
      : []),
    ...(mail.attachments.length > 0
      ? [
          [
            t('mail.attachments'),
            mail.attachments.map((a) => t('mail.reportPdf', { id: a.report_id })).join(', '),
          ] as [string, string],
        ]
      : []),
    [t('mail.messageId'), mail.message_id],
  ];
  return (
    <Stack gap="md" maw={900}>
      <Group justify="space-between">
        <Title order={2}>{mail.subject}</Title>
        <Anchor component={Link} to="/mail">
          {t('mail.back')}
        </Anchor>
      </Group>
      <Group gap="sm">
        <MailStatusBadge status={mail.status} />
        {mail.report_id !== null && (
          <Anchor component={Link} to={`/reports/${mail.report_id}`}>
            {t('mail.report', { id: mail.report_id })}
          </Anchor>
        )}
      </Group>
      {mail.status === 'outbox' && <Alert color="gray">{t('mail.outboxNote')}</Alert>}
      {mail.status === 'failed' && mail.last_error && (
        <Alert color="red" title={t('mail.failedTitle')}>
          {mail.last_error}
        </Alert>
      )}
      <Table variant="vertical" withTableBorder>
        <Table.Tbody>
          {facts.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={180}>{label}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {mail.links_withheld && <Alert color="yellow">{t('mail.linksWithheld')}</Alert>}
      <Paper withBorder p="md">
        <Title order={3} size="h4" mb="sm">
          {t('mail.body')}
        </Title>
        <Text
          component="pre"
          ff="monospace"
          size="sm"
          m={0}
          dir="auto"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {mail.text_body}
        </Text>
      </Paper>
      <Paper withBorder p="md">
        <Title order={3} size="h4" mb="sm">
          {t('mail.attemptLog')}
        </Title>
        {mail.attempt_log.length === 0 ? (
          <Text c="dimmed">{t(mail.status === 'outbox' ? 'mail.noAttemptsOutbox' : 'mail.noAttempts')}</Text>
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('mail.attemptedAt')}</Table.Th>
                <Table.Th>{t('mail.result')}</Table.Th>
                <Table.Th>{t('mail.response')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {mail.attempt_log.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(a.attempted_at)}</Table.Td>
                  <Table.Td>{t(a.ok ? 'mail.accepted' : 'mail.notAccepted')}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{a.response}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
    </Stack>
  );
}
