import { Button, Table, Text } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DateDisplay } from '@web/components/date-display';
import { ListPage } from '@web/components/list-page';
import { SortTh } from '@web/components/sort-th';
import { notifyError, notifySuccess } from '@web/components/undo-notification';
import { useRestoreItem } from '@web/lib/restore';
import { useListParams } from '@web/lib/use-list-params';
import { useTrash } from '../api/get-trash';

/** What was deleted in the last 30 days, with Restore (docs/product.md section 6). */
export function TrashList() {
  const { t } = useTranslation();
  const { page, sort } = useListParams();
  const query = useTrash(page, sort);
  const restore = useRestoreItem();
  const items = query.data?.items ?? [];
  return (
    <ListPage
      exportTo={{ list: 'trash', params: { sort } }}
      title={t('trash.title')}
      intro={<Text c="dimmed">{t('trash.intro')}</Text>}
      query={query}
      minWidth={640}
      columns={5}
      head={
        <>
          <SortTh column="kind">{t('trash.kind')}</SortTh>
          <SortTh column="name">{t('common.name')}</SortTh>
          <SortTh column="deleted_at">{t('trash.deletedAt')}</SortTh>
          <SortTh column="deleted_by">{t('trash.deletedBy')}</SortTh>
          <Table.Th>{t('common.actions')}</Table.Th>
        </>
      }
      isEmpty={items.length === 0}
      emptyText={t('trash.empty')}
    >
      {items.map((item) => (
        <Table.Tr key={`${item.entity}-${item.id}`}>
          <Table.Td>{t(`trash.entities.${item.entity}`)}</Table.Td>
          <Table.Td>{item.name}</Table.Td>
          <Table.Td>
            <DateDisplay value={item.deleted_at} />
          </Table.Td>
          <Table.Td>{item.deleted_by?.name ?? ''}</Table.Td>
          <Table.Td>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRestore size={16} />}
              loading={restore.isPending && restore.variables?.id === item.id}
              onClick={() =>
                restore.mutate(
                  { entity: item.entity, id: item.id },
                  {
                    onSuccess: () => notifySuccess(t('common.restored', { name: item.name })),
                    onError: (e) => notifyError(t('common.restoreFailed'), e),
                  },
                )
              }
            >
              {t('common.restore')}
            </Button>
          </Table.Td>
        </Table.Tr>
      ))}
    </ListPage>
  );
}
