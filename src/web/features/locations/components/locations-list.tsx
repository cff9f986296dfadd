import { ActionIcon, Anchor, Badge, Button, Group, Stack, Table, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAGE_SIZE, Status } from '@shared/constants';
import type { LocationRow } from '@shared/schemas/locations';
import { ActiveToggle } from '@web/components/active-toggle';
import { confirmDelete } from '@web/components/confirm-delete';
import { DateDisplay } from '@web/components/date-display';
import { FilterBox } from '@web/components/filter-box';
import { ListState } from '@web/components/list-state';
import { Paginator } from '@web/components/paginator';
import { notifyDeleted, notifyError, notifySuccess } from '@web/components/undo-notification';
import { ApiError } from '@web/lib/api-client';
import { permissionsOf, useAuthUser } from '@web/lib/auth';
import { useRestoreItem } from '@web/lib/restore';
import { useListParams } from '@web/lib/use-list-params';
import { useDeleteLocation } from '../api/delete-location';
import { useLocations } from '../api/get-locations';
import { LazyLocationsMap } from './lazy-locations-map';

/**
 * Spec screen 8, with the map of the page's locations under it. Admins create, edit and delete;
 * Supervisors read. Unlike the legacy screen, the delete is well formed and the list refreshes.
 */
export function LocationsList() {
  const { t } = useTranslation();
  const me = useAuthUser().data;
  const admin = me ? permissionsOf(me).manage : false;
  const { page, filter, active, setPage, setFilter, setActive } = useListParams();
  const query = useLocations({ page, filter, active });
  const deleteLocation = useDeleteLocation();
  const restore = useRestoreItem();
  const total = query.data?.total ?? 0;
  const rows = query.data?.locations ?? [];

  const onDelete = (location: LocationRow) =>
    confirmDelete({
      kind: 'location',
      onConfirm: () =>
        deleteLocation.mutate(location.id, {
          onSuccess: () =>
            notifyDeleted({
              message: t('common.deleted', { name: location.name }),
              onUndo: () =>
                restore.mutate(
                  { entity: 'locations', id: location.id },
                  {
                    onSuccess: () => notifySuccess(t('common.restored', { name: location.name })),
                    onError: (e) => notifyError(t('common.restoreFailed'), e),
                  },
                ),
            }),
          onError: (e) => {
            const count = e instanceof ApiError ? e.body.active_jobs : undefined;
            notifyError(
              t('common.deleteFailed'),
              typeof count === 'number' ? new Error(t('locations.deleteRefused', { count })) : e,
            );
          },
        }),
    });

  const paginator = total > 0 && (
    <Paginator total={total} itemsPerPage={PAGE_SIZE} currentPage={page} onChange={setPage} />
  );

  return (
    <Stack>
      <Group justify="space-between" align="center">
        <Title order={1}>{t('locations.title')}</Title>
        <Group gap="lg">
          <ActiveToggle value={active} onChange={setActive} />
          {admin && (
            <Button component={Link} to="/locations/create" leftSection={<IconPlus size={16} aria-hidden />}>
              {t('locations.create')}
            </Button>
          )}
        </Group>
      </Group>
      <FilterBox value={filter} onChange={setFilter} />
      {paginator}
      <Table.ScrollContainer minWidth={820}>
        <Table striped highlightOnHover aria-busy={query.isFetching}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('common.name')}</Table.Th>
              <Table.Th>{t('locations.latitude')}</Table.Th>
              <Table.Th>{t('locations.longitude')}</Table.Th>
              <Table.Th>{t('common.status')}</Table.Th>
              <Table.Th>{t('locations.jobCount')}</Table.Th>
              <Table.Th>{t('common.created')}</Table.Th>
              {admin && <Table.Th>{t('common.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <ListState
              columns={admin ? 7 : 6}
              isLoading={query.isPending}
              error={query.error}
              isEmpty={rows.length === 0}
              emptyText={t('locations.empty')}
              onRetry={() => void query.refetch()}
            />
            {rows.map((location) => (
              <Table.Tr key={location.id}>
                <Table.Td>{location.name}</Table.Td>
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
                {admin && (
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        component={Link}
                        to={`/locations/${location.id}/edit`}
                        variant="subtle"
                        aria-label={t('locations.editLocation', { name: location.name })}
                      >
                        <IconPencil size={18} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('locations.deleteLocation', { name: location.name })}
                        onClick={() => onDelete(location)}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {paginator}
      {rows.length > 0 && (
        <LazyLocationsMap
          points={rows}
          label={t('locations.map.listLabel')}
          linkFor={admin ? (p) => `/locations/${p.id}/edit` : undefined}
        />
      )}
    </Stack>
  );
}
