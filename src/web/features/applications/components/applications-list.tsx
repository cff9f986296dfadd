import { Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from '@web/lib/date-style';
import { DeferredCheckbox } from '@web/components/deferred-checkbox';
import { DeferredDateFilter } from '@web/components/deferred-date-filter';
import { FilterBox } from '@web/components/filter-box';
import { ListPage } from '@web/components/list-page';
import { SortTh } from '@web/components/sort-th';
import { StateSelect } from '@web/components/state-select';
import { useListParams } from '@web/lib/use-list-params';
import { useApplications } from '../api/get-applications';
import { ApplicatorFilter, ProductFilter } from './deferred-filter-pickers';
import { quantityText } from '@web/lib/units';
import { LocationLink } from '@web/components/location-link';

/**
 * Every application record of finished reports (issue 14), as submitted, newest first or sorted
 * by a column (issue 18): what an inspector asks to see, filtered by date range, state, county, product, applicator and
 * restricted use; one page at a time from the server.
 */
export function ApplicationsList() {
  const { t } = useTranslation();
  const { page, sort, get, set } = useListParams();
  const query = useApplications({
    page,
    sort,
    start_date: get('start_date'),
    end_date: get('end_date'),
    state: get('state'),
    county: get('county'),
    chemical_id: get('chemical_id'),
    applicator_id: get('applicator_id'),
    restricted: get('restricted') === '1' ? '1' : undefined,
  });
  const rows = query.data?.applications ?? [];
  const chemicalId = get('chemical_id');
  const applicatorId = get('applicator_id');
  const product = rows.find((r) => String(r.chemical_id) === chemicalId);
  const applicator = rows.find((r) => String(r.applicator.id) === applicatorId)?.applicator;

  return (
    <ListPage
      exportTo={{
        list: 'applications',
        params: {
          start_date: get('start_date'),
          end_date: get('end_date'),
          state: get('state'),
          county: get('county'),
          chemical_id: get('chemical_id'),
          applicator_id: get('applicator_id'),
          restricted: get('restricted') === '1' ? '1' : undefined,
        },
      }}
      title={t('applications.title')}
      intro={<Text c="dimmed">{t('applications.intro')}</Text>}
      filters={
        <Group align="flex-end" gap="sm">
          <DeferredDateFilter
            label={t('applications.from')}
            value={get('start_date')}
            maxDate={get('end_date')}
            onChange={(v) => set({ start_date: v })}
          />
          <DeferredDateFilter
            label={t('applications.to')}
            value={get('end_date')}
            minDate={get('start_date')}
            onChange={(v) => set({ end_date: v })}
          />
          <StateSelect
            label={t('applications.state')}
            value={get('state') ?? null}
            onChange={(v) => set({ state: v ?? undefined })}
            clearable
            w={200}
          />
          <FilterBox
            label={t('applications.county')}
            value={get('county') ?? ''}
            onChange={(v) => set({ county: v.trim() || undefined })}
          />
          <ProductFilter
            value={chemicalId}
            onChange={(v) => set({ chemical_id: v })}
            current={
              product && { id: product.chemical_id, name: `${product.product_name} (${product.epa_reg_no})` }
            }
          />
          <ApplicatorFilter
            value={applicatorId}
            onChange={(v) => set({ applicator_id: v })}
            current={applicator}
          />
          <DeferredCheckbox
            label={t('applications.restrictedOnly')}
            checked={get('restricted') === '1'}
            onChange={(e) => set({ restricted: e.currentTarget.checked ? '1' : undefined })}
            mb={8}
          />
          <Button onClick={() => void query.refetch()}>{t('common.filter')}</Button>
        </Group>
      }
      query={query}
      minWidth={980}
      columns={7}
      head={
        <>
          <SortTh column="date">{t('applications.date')}</SortTh>
          <SortTh column="product">{t('applications.product')}</SortTh>
          <SortTh column="amount">{t('applications.amount')}</SortTh>
          <SortTh column="area">{t('applications.area')}</SortTh>
          <SortTh column="where">{t('applications.where')}</SortTh>
          <SortTh column="applicator">{t('applications.applicator')}</SortTh>
          <SortTh column="job">{t('applications.report')}</SortTh>
        </>
      }
      isEmpty={rows.length === 0}
      emptyText={t('applications.empty')}
    >
      {rows.map((a) => (
        <Table.Tr key={a.id}>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            {formatDay(a.applied_on)} {a.start_time}
          </Table.Td>
          <Table.Td>
            {a.product_name} <Text span c="dimmed" size="sm">{`EPA ${a.epa_reg_no}`}</Text>
            {a.restricted_use && (
              <Badge color="red" variant="light" ms={6}>
                {t('reports.record.restricted')}
              </Badge>
            )}
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{quantityText(t, a.amount, a.unit)}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{quantityText(t, a.area, a.area_unit)}</Table.Td>
          <Table.Td>
            <LocationLink id={a.location_id} name={a.location_name} />
            <Text size="sm" c="dimmed">{`${a.municipality}, ${a.county}, ${a.state}`}</Text>
          </Table.Td>
          <Table.Td>
            {a.applicator.name}
            <Text size="sm" c="dimmed">
              {a.applicator_certification?.certification_id ??
                (a.supervisor_certification
                  ? t('applications.supervisedBy', {
                      name: a.supervisor?.name ?? '',
                      id: a.supervisor_certification.certification_id,
                    })
                  : '')}
            </Text>
          </Table.Td>
          <Table.Td>
            <Anchor component={Link} to={`/jobs/${a.job_id}`}>
              {a.job_name}
            </Anchor>
            <Anchor href={`/reports/${a.report_id}`} target="_blank" rel="noopener" size="sm" display="block">
              {t('applications.record.report', { id: a.report_id })}
            </Anchor>
          </Table.Td>
        </Table.Tr>
      ))}
    </ListPage>
  );
}
