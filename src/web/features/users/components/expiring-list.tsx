import { Anchor, Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from '@web/lib/date-style';
import { ListPage } from '@web/components/list-page';
import { SortTh } from '@web/components/sort-th';
import { useListParams } from '@web/lib/use-list-params';
import { useExpiring } from '../api/get-expiring';

/**
 * `/expiring`: applicators' certifications and the business's licences that have expired or expire
 * within 60 days, soonest first or sorted by a column (Admins; decision 0024).
 */
export function ExpiringList() {
  const { t } = useTranslation();
  const { page, sort } = useListParams();
  const query = useExpiring(page, sort);
  const rows = query.data?.rows ?? [];
  const today = query.data?.today ?? '';
  return (
    <ListPage
      exportTo={{ list: 'expiring', params: { days: 60, sort } }}
      title={t('expiring.title')}
      intro={t('expiring.intro')}
      query={query}
      minWidth={720}
      columns={5}
      head={
        <>
          <SortTh column="expires">{t('expiring.expires')}</SortTh>
          <SortTh column="whose">{t('expiring.whose')}</SortTh>
          <SortTh column="state">{t('expiring.state')}</SortTh>
          <SortTh column="number">{t('expiring.number')}</SortTh>
          <SortTh column="category">{t('expiring.category')}</SortTh>
        </>
      }
      isEmpty={rows.length === 0}
      emptyText={t('expiring.empty')}
    >
      {rows.map((row) => (
        <Table.Tr key={`${row.kind}-${row.id}`}>
          <Table.Td>
            {formatDay(row.expires_on)}
            {row.expires_on < today && (
              <Badge variant="light" color="red.9" ms="xs">
                {t('expiring.expired')}
              </Badge>
            )}
          </Table.Td>
          <Table.Td>
            {row.user ? (
              <Anchor component={Link} to={`/users/${row.user.id}/certifications`}>
                {row.user.name}
              </Anchor>
            ) : (
              <Anchor component={Link} to="/company">
                {t('expiring.business')}
              </Anchor>
            )}
          </Table.Td>
          <Table.Td>{row.state}</Table.Td>
          <Table.Td dir="auto">{row.number}</Table.Td>
          <Table.Td dir="auto">{row.category ?? t('expiring.licence')}</Table.Td>
        </Table.Tr>
      ))}
    </ListPage>
  );
}
