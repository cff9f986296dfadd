import { ActionIcon, Badge, Button, Group, Stack, Table, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy, IconListDetails, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAGE_SIZE, Status } from '@shared/constants';
import type { TemplateRow } from '@shared/schemas/templates';
import { ActiveToggle } from '@web/components/active-toggle';
import { confirmDelete } from '@web/components/confirm-delete';
import { DateDisplay } from '@web/components/date-display';
import { FilterBox } from '@web/components/filter-box';
import { ListState } from '@web/components/list-state';
import { Paginator } from '@web/components/paginator';
import { notifyDeleted, notifyError, notifySuccess } from '@web/components/undo-notification';
import { permissionsOf, useAuthUser } from '@web/lib/auth';
import { useRestoreItem } from '@web/lib/restore';
import { useListParams } from '@web/lib/use-list-params';
import { useDeleteTemplate } from '../api/delete-template';
import { useTemplates } from '../api/get-templates';

const COLUMNS = 5;

/**
 * Spec screen 10. Admins get "Create a template" and every row action; Supervisors read the list
 * and open a template's fields read-only.
 */
export function TemplatesList() {
  const { t } = useTranslation();
  const me = useAuthUser().data;
  const admin = me ? permissionsOf(me).manage : false;
  const { page, filter, active, setPage, setFilter, setActive } = useListParams();
  const query = useTemplates({ page, filter, active });
  const deleteTemplate = useDeleteTemplate();
  const restore = useRestoreItem();
  const total = query.data?.total ?? 0;
  const rows = query.data?.templates ?? [];

  const onDelete = (template: TemplateRow) =>
    confirmDelete({
      kind: 'template',
      onConfirm: () =>
        deleteTemplate.mutate(template.id, {
          onSuccess: (result) => {
            if (result.status === 'in_use') {
              notifications.show({
                color: 'red',
                title: t('common.deleteFailed'),
                message: t('templates.inUse', { used_count: result.used_count }),
                autoClose: 10_000,
              });
              return;
            }
            notifyDeleted({
              message: t('common.deleted', { name: template.name }),
              onUndo: () =>
                restore.mutate(
                  { entity: 'templates', id: template.id },
                  {
                    onSuccess: () => notifySuccess(t('common.restored', { name: template.name })),
                    onError: (e) => notifyError(t('common.restoreFailed'), e),
                  },
                ),
            });
          },
          onError: (e) => notifyError(t('common.deleteFailed'), e),
        }),
    });

  const paginator = (placement: 'above' | 'below') =>
    total > 0 && (
      <Paginator
        placement={placement}
        total={total}
        itemsPerPage={PAGE_SIZE}
        currentPage={page}
        onChange={setPage}
      />
    );

  return (
    <Stack>
      <Group justify="space-between" align="center">
        <Title order={1}>{t('templates.title')}</Title>
        <Group gap="lg">
          <ActiveToggle value={active} onChange={setActive} />
          {admin && (
            <Button component={Link} to="/templates/create" leftSection={<IconPlus size={16} aria-hidden />}>
              {t('templates.create')}
            </Button>
          )}
        </Group>
      </Group>
      <FilterBox value={filter} onChange={setFilter} />
      {paginator('above')}
      <Table.ScrollContainer minWidth={860}>
        <Table striped highlightOnHover aria-busy={query.isFetching}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('common.name')}</Table.Th>
              <Table.Th>{t('templates.companyName')}</Table.Th>
              <Table.Th>{t('common.status')}</Table.Th>
              <Table.Th>{t('common.created')}</Table.Th>
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <ListState
              columns={COLUMNS}
              isLoading={query.isPending}
              error={query.error}
              isEmpty={rows.length === 0}
              emptyText={t('templates.empty')}
              onRetry={() => void query.refetch()}
            />
            {rows.map((template) => (
              <Table.Tr key={template.id}>
                <Table.Td>{template.name}</Table.Td>
                <Table.Td>{template.company_name}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={template.status_id === Status.Active ? 'teal' : 'gray'}>
                    {t(`people.statuses.${template.status_id}`, { defaultValue: template.status.status })}
                  </Badge>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <DateDisplay value={template.created_at} />
                </Table.Td>
                <Table.Td>
                  <RowActions template={template} admin={admin} onDelete={() => onDelete(template)} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {paginator('below')}
    </Stack>
  );
}

/** The spec's order: delete, Manage fields, Copy, Edit; each names its template for screen readers. */
function RowActions(props: { template: TemplateRow; admin: boolean; onDelete: () => void }) {
  const { t } = useTranslation();
  const { template } = props;
  const link = (text: string, label: string, to: string, Icon: typeof IconCopy) => (
    <Button
      component={Link}
      to={to}
      variant="subtle"
      size="compact-sm"
      aria-label={label}
      leftSection={<Icon size={16} aria-hidden />}
    >
      {text}
    </Button>
  );
  return (
    <Group gap={4} wrap="nowrap">
      {props.admin && (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('templates.deleteOf', { name: template.name })}
          onClick={props.onDelete}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      )}
      {link(
        t('templates.manageFields'),
        t('templates.manageFieldsOf', { name: template.name }),
        `/templates/tasks/${template.id}`,
        IconListDetails,
      )}
      {props.admin &&
        link(
          t('templates.copy'),
          t('templates.copyOf', { name: template.name }),
          `/templates/${template.id}/copy`,
          IconCopy,
        )}
      {props.admin &&
        link(
          t('common.edit'),
          t('templates.editOf', { name: template.name }),
          `/templates/${template.id}/edit`,
          IconPencil,
        )}
    </Group>
  );
}
