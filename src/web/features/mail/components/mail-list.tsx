import { Anchor, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DeferredSelect } from '@web/components/deferred-select';
import { formatDateTime } from '@web/lib/date-style';
import { MAIL_KINDS, MAIL_STATUS_FILTERS } from '@shared/mail-kinds';
import { FilterBox } from '@web/components/filter-box';
import { ListPage } from '@web/components/list-page';
import { SortTh } from '@web/components/sort-th';
import { useAppConfig } from '@web/lib/app-config';
import { useListParams } from '@web/lib/use-list-params';
import { useMailList } from '../api/get-mail-list';
import { MailStatusBadge } from './mail-status-badge';

/**
 * The mail log Admins read (issue 19): every mail Fieldbook sent, is sending, gave up on, or keeps
 * in the outbox because no outgoing mail server is set; newest first or sorted by a column, by
 * status, kind and text.
 */
export function MailList() {
  const { t } = useTranslation();
  const { timezone } = useAppConfig();
  const { page, sort, filter, setFilter, get, set } = useListParams();
  const status = get('status');
  const kind = get('kind');
  const query = useMailList({ page, sort, status, kind, filter: filter || undefined });
  const rows = query.data?.mails ?? [];
  const sending = query.data?.sending;
  const filtered = Boolean(status || kind || filter);

  return (
    <ListPage
      exportTo={{ list: 'mail', params: { status, kind, filter: filter || undefined } }}
      title={t('mail.title')}
      intro={
        sending !== undefined && (
          <Text c="dimmed">{t(sending ? 'mail.introSending' : 'mail.introOutbox')}</Text>
        )
      }
      filters={
        <Group align="flex-end" gap="sm">
          <DeferredSelect
            label={t('mail.statusFilter')}
            data={MAIL_STATUS_FILTERS.map((s) => ({ value: s, label: t(`mail.status.${s}`) }))}
            value={status ?? null}
            onChange={(v) => set({ status: v ?? undefined })}
            clearable
            w={180}
          />
          <DeferredSelect
            label={t('mail.kindFilter')}
            data={MAIL_KINDS.map((k) => ({ value: k, label: t(`mail.kind.${k}`) }))}
            value={kind ?? null}
            onChange={(v) => set({ kind: v ?? undefined })}
            clearable
            w={200}
          />
          <FilterBox label={t('mail.textFilter')} value={filter} onChange={setFilter} />
        </Group>
      }
      query={query}
      minWidth={900}
      columns={6}
      head={
        <>
          <SortTh column="created">{t('common.created')}</SortTh>
          <SortTh column="to">{t('mail.to')}</SortTh>
          <SortTh column="subject">{t('mail.subject')}</SortTh>
          <SortTh column="kind">{t('mail.kindColumn')}</SortTh>
          <SortTh column="status">{t('common.status')}</SortTh>
          <SortTh column="attempts">{t('mail.attempts')}</SortTh>
        </>
      }
      isEmpty={rows.length === 0}
      emptyText={t(filtered ? 'mail.emptyFiltered' : sending === false ? 'mail.emptyOutbox' : 'mail.empty')}
    >
      {rows.map((m) => (
        <Table.Tr key={m.id}>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(m.created_at, timezone)}</Table.Td>
          <Table.Td>{m.recipients.join(', ')}</Table.Td>
          <Table.Td>
            <Anchor component={Link} to={`/mail/${m.id}`}>
              {m.subject}
            </Anchor>
          </Table.Td>
          <Table.Td>{t(`mail.kind.${m.kind}`, { defaultValue: m.kind })}</Table.Td>
          <Table.Td>
            <MailStatusBadge status={m.status} />
          </Table.Td>
          <Table.Td>{m.attempts}</Table.Td>
        </Table.Tr>
      ))}
    </ListPage>
  );
}
