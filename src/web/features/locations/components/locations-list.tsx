import { Anchor, Badge, Group, Table } from '@mantine/core';
import { IconBox, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Status } from '@shared/constants';
import { ActiveToggle } from '@web/components/active-toggle';
import { DateDisplay } from '@web/components/date-display';
import { FilterBox } from '@web/components/filter-box';
import { ImportLink } from '@web/components/import-link';
import { ListPage } from '@web/components/list-page';
import { RowActions } from '@web/components/row-actions';
import { SortTh } from '@web/components/sort-th';
import { ApiError } from '@web/lib/api-client';
import { permissionsOf, useAuthUser } from '@web/lib/auth';
import { useDeleteWithUndo } from '@web/lib/use-delete-with-undo';
import { useListParams } from '@web/lib/use-list-params';
import { useDeleteLocation } from '../api/delete-location';
import { useLocations } from '../api/get-locations';
import { LazyLocationsMap } from '@web/components/lazy-locations-map';

/**
 * Spec screen 8, with the map of the page's locations under it. Admins create, edit and delete;
 * Supervisors read. Unlike the legacy screen, the delete is well formed and the list refreshes.
 */
export function LocationsList() {
  const { t } = useTranslation();
  const me = useAuthUser().data;
  const admin = me ? permissionsOf(me).manage : false;
  const { page, filter, active, sort, setFilter, setActive, get, set } = useListParams();
  // The customer's page (decision 0061): the list narrowed to the locations of one customer.
  const customer = get('customer') || undefined;
  const query = useLocations({ page, filter, active, sort, customer });
  const { askDelete } = useDeleteWithUndo({
    entity: 'locations',
    remove: useDeleteLocation().mutateAsync,
    // A location with active jobs stays; the server counts them.
    failure: (e) => {
      const count = e instanceof ApiError ? e.body.active_jobs : undefined;
      return typeof count === 'number' ? new Error(t('locations.deleteRefused', { count })) : e;
    },
  });
  const rows = query.data?.locations ?? [];

  return (
    <ListPage
      exportTo={{ list: 'locations', params: { filter, active, customer } }}
      title={customer ? t('locationPage.customerTitle', { name: customer }) : t('locations.title')}
      actions={
        <Group gap="sm">
          {admin && <ImportLink kind="locations" />}
          <ActiveToggle value={active} onChange={setActive} />
        </Group>
      }
      create={admin && { to: '/locations/create', text: t('locations.create') }}
      filters={
        <Group gap="sm">
          <FilterBox value={filter} onChange={setFilter} />
          {customer && (
            <Anchor component="button" type="button" size="sm" onClick={() => set({ customer: undefined })}>
              {t('locationPage.allCustomers')}
            </Anchor>
          )}
        </Group>
      }
      query={query}
      minWidth={820}
      columns={7}
      head={
        <>
          <SortTh column="name">{t('common.name')}</SortTh>
          <SortTh column="latitude">{t('locations.latitude')}</SortTh>
          <SortTh column="longitude">{t('locations.longitude')}</SortTh>
          <SortTh column="status">{t('common.status')}</SortTh>
          <SortTh column="job_count">{t('locations.jobCount')}</SortTh>
          <SortTh column="created_at">{t('common.created')}</SortTh>
          <Table.Th>{t('common.actions')}</Table.Th>
        </>
      }
      isEmpty={rows.length === 0}
      emptyText={t('locations.empty')}
      after={
        rows.length > 0 && (
          <LazyLocationsMap
            points={rows}
            label={t('locations.map.listLabel')}
            linkFor={(p) => `/locations/${p.id}`}
          />
        )
      }
    >
      {rows.map((location) => (
        <Table.Tr key={location.id}>
          <Table.Td>
            <Anchor component={Link} to={`/locations/${location.id}`} dir="auto">
              {location.name}
            </Anchor>
            {location.address_incomplete && (
              <Badge variant="light" color="yellow" ms="xs" size="sm">
                {t('locations.incomplete')}
              </Badge>
            )}
          </Table.Td>
          <Table.Td>{location.latitude}</Table.Td>
          <Table.Td>{location.longitude}</Table.Td>
          <Table.Td>
            <Badge variant="light" color={location.status_id === Status.Active ? 'teal' : 'gray'}>
              {location.status_id === Status.Active ? t('common.active') : t('common.inactive')}
            </Badge>
          </Table.Td>
          <Table.Td>
            {location.jobcount > 0 && admin ? (
              <Anchor
                component={Link}
                to={`/locations/${location.id}/jobs`}
                aria-label={t('locations.jobsOf', { name: location.name, count: location.jobcount })}
              >
                {location.jobcount}
              </Anchor>
            ) : (
              location.jobcount
            )}
          </Table.Td>
          <Table.Td>
            <DateDisplay value={location.created_at} />
          </Table.Td>
          <Table.Td>
            <RowActions
              actions={[
                // Supervisors read a location's devices too: the one action they have here.
                {
                  type: 'link',
                  to: `/locations/${location.id}/devices`,
                  icon: IconBox,
                  label: t('devices.page.linkOf', { name: location.name }),
                },
                admin && {
                  type: 'link',
                  to: `/locations/${location.id}/edit`,
                  icon: IconPencil,
                  label: t('locations.editLocation', { name: location.name }),
                },
                admin && {
                  type: 'delete',
                  label: t('locations.deleteLocation', { name: location.name }),
                  onDelete: () =>
                    askDelete({ id: location.id, name: location.name, confirm: { kind: 'location' } }),
                },
              ]}
            />
          </Table.Td>
        </Table.Tr>
      ))}
    </ListPage>
  );
}
