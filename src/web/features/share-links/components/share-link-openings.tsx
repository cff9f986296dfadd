import { Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '@shared/constants';
import { DateDisplay } from '@web/components/date-display';
import { Paginator } from '@web/components/paginator';
import { serverErrorText } from '@web/lib/server-errors';
import { useShareLinkOpenings } from '../api/get-share-link-openings';

/** Every opening of one link: when, from which address and browser, and what was opened. */
export function ShareLinkOpenings({ id }: { id: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useShareLinkOpenings(id, page);
  if (query.error) return <Text c="red">{serverErrorText(query.error)}</Text>;
  if (!query.data) return <Text c="dimmed">{t('common.loading')}</Text>;
  const { openings, total } = query.data;
  if (total === 0) return <Text c="dimmed">{t('shareLinks.openings.none')}</Text>;
  return (
    <>
      <Table.ScrollContainer minWidth={480}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('shareLinks.openings.when')}</Table.Th>
              <Table.Th>{t('shareLinks.openings.address')}</Table.Th>
              <Table.Th>{t('shareLinks.openings.what')}</Table.Th>
              <Table.Th>{t('shareLinks.openings.browser')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {openings.map((o, i) => (
              <Table.Tr key={`${String(o.opened_at)}-${i}`}>
                <Table.Td>
                  <DateDisplay value={o.opened_at} />
                </Table.Td>
                <Table.Td dir="ltr">{o.ip}</Table.Td>
                <Table.Td style={{ unicodeBidi: 'plaintext' }}>{o.what}</Table.Td>
                <Table.Td>
                  <Text size="xs" c="dimmed" lineClamp={2} dir="ltr">
                    {o.user_agent ?? ''}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {total > PAGE_SIZE && (
        <Paginator total={total} itemsPerPage={PAGE_SIZE} currentPage={page} onChange={setPage} />
      )}
    </>
  );
}
