import { Badge, Table } from '@mantine/core';
import { IconCopy, IconListDetails, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Status } from '@shared/constants';
import { ActiveToggle } from '@web/components/active-toggle';
import { DateDisplay } from '@web/components/date-display';
import { FilterBox } from '@web/components/filter-box';
import { ListPage } from '@web/components/list-page';
import { RowActions } from '@web/components/row-actions';
import { SortTh } from '@web/components/sort-th';
import { permissionsOf, useAuthUser } from '@web/lib/auth';
import { statusLabel } from '@web/lib/people-forms';
import { useDeleteWithUndo } from '@web/lib/use-delete-with-undo';
import { useListParams } from '@web/lib/use-list-params';
import { useDeleteTemplate } from '../api/delete-template';
import { useTemplates } from '../api/get-templates';

/**
 * Spec screen 10. Admins get "Create a template" and every row action; Supervisors read the list
 * and open a template's fields read-only.
 */
export function TemplatesList() {
  const { t } = useTranslation();
  const me = useAuthUser().data;
  const admin = me ? permissionsOf(me).manage : false;
  const { page, filter, active, sort, setFilter, setActive } = useListParams();
  const query = useTemplates({ page, filter, active, sort });
  const { askDelete } = useDeleteWithUndo({
    entity: 'templates',
    remove: useDeleteTemplate().mutateAsync,
    // A template that reports use stays; the answer counts them.
    refusal: (result) =>
      result.status === 'in_use' ? t('templates.inUse', { used_count: result.used_count }) : undefined,
  });
  const rows = query.data?.templates ?? [];

  return (
    <ListPage
      exportTo={{ list: 'templates', params: { filter, active } }}
      title={t('templates.title')}
      actions={<ActiveToggle value={active} onChange={setActive} />}
      create={admin && { to: '/templates/create', text: t('templates.create') }}
      filters={<FilterBox value={filter} onChange={setFilter} />}
      query={query}
      minWidth={860}
      columns={5}
      head={
        <>
          <SortTh column="name">{t('common.name')}</SortTh>
          <SortTh column="company_name">{t('templates.companyName')}</SortTh>
          <SortTh column="status">{t('common.status')}</SortTh>
          <SortTh column="created_at">{t('common.created')}</SortTh>
          <Table.Th>{t('common.actions')}</Table.Th>
        </>
      }
      isEmpty={rows.length === 0}
      emptyText={t('templates.empty')}
    >
      {rows.map((template) => {
        const { id, name } = template;
        return (
          <Table.Tr key={id}>
            <Table.Td>{name}</Table.Td>
            <Table.Td>{template.company_name}</Table.Td>
            <Table.Td>
              <Badge variant="light" color={template.status_id === Status.Active ? 'teal' : 'gray'}>
                {statusLabel(t, template.status_id, template.status.status)}
              </Badge>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <DateDisplay value={template.created_at} />
            </Table.Td>
            <Table.Td>
              {/* The spec's order: delete, Manage fields, Copy, Edit. */}
              <RowActions
                actions={[
                  admin && {
                    type: 'delete',
                    label: t('templates.deleteOf', { name }),
                    onDelete: () => askDelete({ id, name, confirm: { kind: 'template' } }),
                  },
                  {
                    type: 'link',
                    to: `/templates/tasks/${id}`,
                    icon: IconListDetails,
                    text: t('templates.manageFields'),
                    label: t('templates.manageFieldsOf', { name }),
                  },
                  admin && {
                    type: 'link',
                    to: `/templates/${id}/copy`,
                    icon: IconCopy,
                    text: t('templates.copy'),
                    label: t('templates.copyOf', { name }),
                  },
                  admin && {
                    type: 'link',
                    to: `/templates/${id}/edit`,
                    icon: IconPencil,
                    text: t('common.edit'),
                    label: t('templates.editOf', { name }),
                  },
                ]}
              />
            </Table.Td>
          </Table.Tr>
        );
      })}
    </ListPage>
  );
}
