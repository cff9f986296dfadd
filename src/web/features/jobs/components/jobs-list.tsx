import { Anchor, Badge, Group, Table, Text, Title } from '@mantine/core';
import { IconPencil, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Status } from '@shared/constants';
import { ActiveToggle } from '@web/components/active-toggle';
import { DateDisplay } from '@web/components/date-display';
import { FilterBox } from '@web/components/filter-box';
import { ListPage } from '@web/components/list-page';
import { RowActions } from '@web/components/row-actions';
import { SortTh } from '@web/components/sort-th';
import { permissionsOf, useAuthUser } from '@web/lib/auth';
import { useDeleteWithUndo } from '@web/lib/use-delete-with-undo';
import { useListParams } from '@web/lib/use-list-params';
import { useDeleteJob } from '../api/delete-job';
import { useJobs } from '../api/get-jobs';
import { LocationLink } from '@web/components/location-link';

export interface JobsListProps {
  /**
   * The spec's create flag: the header (title, "Create a job", Active | Inactive) and the row
   * actions. Only Admins get it; otherwise the list is the read-only per-user view.
   */
  create: boolean;
  userId?: number;
  groupId?: number;
  locationId?: number;
}

/**
 * Spec screen 5, one component for /jobs, /users/{id}/jobs, /groups/{id}/jobs and
 * /locations/{id}/jobs. It loads on first display and again whenever the page, the filter, the
 * toggle or whose jobs it shows changes (they are all in the query key).
 */
export function JobsList(props: JobsListProps) {
  const { t } = useTranslation();
  const me = useAuthUser().data;
  const admin = me ? permissionsOf(me).manage : false;
  const create = props.create && admin;
  const { page, filter, active, sort, setFilter, setActive } = useListParams();
  const query = useJobs({
    page,
    filter,
    active: create ? active : undefined,
    userId: props.userId,
    groupId: props.groupId,
    locationId: props.locationId,
    sort,
  });
  const { askDelete } = useDeleteWithUndo({ entity: 'jobs', remove: useDeleteJob().mutateAsync });
  const items = query.data?.jobs ?? [];
  const createLink = props.locationId ? `/jobs/create?location_id=${props.locationId}` : '/jobs/create';

  return (
    <ListPage
      exportTo={{
        list: 'jobs',
        params: {
          filter,
          active: create ? active : undefined,
          id: props.userId,
          group_id: props.groupId,
          location_id: props.locationId,
        },
      }}
      title={create ? t('jobs.title') : undefined}
      actions={create && <ActiveToggle value={active} onChange={setActive} />}
      create={create && { to: createLink, text: t('jobs.create') }}
      intro={<JobsHeading data={query.data} create={create} />}
      filters={<FilterBox value={filter} onChange={setFilter} />}
      query={query}
      minWidth={640}
      columns={create ? 5 : 4}
      head={
        <>
          <SortTh column="category">{t('jobs.category')}</SortTh>
          <SortTh column="name">{t('common.name')}</SortTh>
          <SortTh column="location">{t('jobs.location')}</SortTh>
          <SortTh column="created_at">{t('common.created')}</SortTh>
          {create && <Table.Th>{t('common.actions')}</Table.Th>}
        </>
      }
      isEmpty={items.length === 0}
      // The spec has two texts only: the read-only view says "No jobs for this user" on a group's
      // or a location's page too (issue 11 asked for the spec's text back on the group page).
      emptyText={create ? t('jobs.empty') : t('jobs.emptyForUser')}
    >
      {items.map(({ job }) => (
        <Table.Tr key={job.id}>
          <Table.Td>{job.category}</Table.Td>
          <Table.Td>
            <Group gap={6} wrap="nowrap">
              {/* The job's page (issue 18): its visits, reports and assignees; editing is a row action. */}
              <Anchor component={Link} to={`/jobs/${job.id}`}>
                {job.name}
              </Anchor>
              {job.status_id !== Status.Active && (
                <Badge variant="light" color="gray" size="sm">
                  {t('common.inactive')}
                </Badge>
              )}
            </Group>
          </Table.Td>
          <Table.Td>
            <LocationLink id={job.location.id} name={job.location.name} size="sm" />
            <Text size="xs" c="dimmed" dir="auto">
              {job.location.address}
            </Text>
          </Table.Td>
          <Table.Td>
            <DateDisplay value={job.created_at} />
          </Table.Td>
          {create && (
            <Table.Td>
              <RowActions
                actions={[
                  {
                    type: 'link',
                    to: `/jobs/assign/${job.id}`,
                    icon: IconUsers,
                    label: t('jobs.assignJob', { name: job.name }),
                  },
                  {
                    type: 'link',
                    to: `/jobs/${job.id}/edit`,
                    icon: IconPencil,
                    label: t('jobs.editJob', { name: job.name }),
                  },
                  {
                    type: 'delete',
                    label: t('jobs.deleteJob', { name: job.name }),
                    onDelete: () => askDelete({ id: job.id, name: job.name, confirm: { kind: 'job' } }),
                  },
                ]}
              />
            </Table.Td>
          )}
        </Table.Tr>
      ))}
    </ListPage>
  );
}

/** "Associated Jobs for Group {name}", the location's name, or "Associated Jobs for User {name}". */
function JobsHeading({ data, create }: { data: ReturnType<typeof useJobs>['data']; create: boolean }) {
  const { t } = useTranslation();
  if (!data) return null;
  const order = create ? 2 : 1;
  if (data.group) return <Title order={order}>{t('jobs.forGroup', { name: data.group.name })}</Title>;
  if (data.location) return <Title order={order}>{t('jobs.atLocation', { name: data.location.name })}</Title>;
  if (data.user) return <Title order={order}>{t('jobs.forUser', { name: data.user.name })}</Title>;
  return null;
}
