import { Anchor, Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDay } from '@web/lib/date-style';
import type { Filing, FilingState } from '@shared/schemas/compliance';
import { Paginator } from '@web/components/paginator';
import { VerificationCodeLink } from '@web/components/verification-code-link';
import { useAppConfig } from '@web/lib/app-config';
import { filingFileUrl, useFilings } from '../api/get-filings';

/**
 * Every file made for the state, newest first, downloadable again; flagged when records changed
 * since; with its ledger code (issue 30), which opens the public check.
 */
export interface FilingLogProps {
  state: FilingState;
  page: number;
  onPage: (page: number) => void;
}

export function FilingLog(props: FilingLogProps) {
  const { t } = useTranslation();
  const config = useAppConfig();
  const query = useFilings(props.state, props.page);
  const rows = query.data?.filings ?? [];
  if (query.isPending) return <Text c="dimmed">{t('common.loading')}</Text>;
  if (query.error) return <Text c="red">{query.error.message}</Text>;
  if (rows.length === 0) return <Text c="dimmed">{t('compliance.noFilings')}</Text>;
  return (
    <>
      <Table.ScrollContainer minWidth={880}>
        <Table striped aria-label={t('compliance.log')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('compliance.madeAt')}</Table.Th>
              <Table.Th>{t('compliance.period')}</Table.Th>
              <Table.Th>{t('compliance.file')}</Table.Th>
              <Table.Th>{t('compliance.records')}</Table.Th>
              <Table.Th>{t('compliance.madeBy')}</Table.Th>
              <Table.Th>SHA-256</Table.Th>
              <Table.Th>{t('compliance.verificationCode')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((f) => (
              <Table.Tr key={f.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(f.made_at, config.timezone)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDay(f.period_start)} – {formatDay(f.period_end)}
                </Table.Td>
                <Table.Td>
                  <Anchor href={filingFileUrl(f.id)} download>
                    {f.file_name}
                  </Anchor>
                  {f.draft && (
                    <Badge color="gray" variant="light" ms={6}>
                      {t('compliance.draft')}
                    </Badge>
                  )}
                  {f.forced && (
                    <Badge color="orange" variant="light" ms={6}>
                      {t('compliance.filedAnyway', { count: f.problems })}
                    </Badge>
                  )}
                  <FilingChanges changes={f.changes} />
                </Table.Td>
                <Table.Td>{f.records}</Table.Td>
                <Table.Td>{f.made_by.name}</Table.Td>
                <Table.Td>
                  <Text size="xs" ff="monospace" title={f.sha256}>
                    {f.sha256.slice(0, 12)}…
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {f.verification_code && <VerificationCodeLink code={f.verification_code} />}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {(query.data?.total ?? 0) > 25 && (
        <Paginator
          total={query.data?.total ?? 0}
          itemsPerPage={25}
          currentPage={props.page}
          onChange={props.onPage}
        />
      )}
    </>
  );
}

/**
 * A filing its period's records no longer match (issue 30): out of date, with what changed since it
 * was made, so the office knows to make a new version.
 */
function FilingChanges({ changes }: { changes: Filing['changes'] }) {
  const { t } = useTranslation();
  const parts = [
    { count: changes.added, key: 'compliance.addedSince' },
    { count: changes.removed, key: 'compliance.removedSince' },
    { count: changes.changed, key: 'compliance.editedSince' },
  ].filter((p) => p.count > 0);
  if (parts.length === 0) return null;
  return (
    <>
      <Badge color="red" ms={6}>
        {t('compliance.outOfDate')}
      </Badge>
      {parts.map((p) => (
        <Badge key={p.key} color="red" variant="light" ms={6}>
          {t(p.key, { count: p.count })}
        </Badge>
      ))}
    </>
  );
}
