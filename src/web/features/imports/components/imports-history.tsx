import { Badge, Button, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@web/lib/date-style';
import { ListPage } from '@web/components/list-page';
import { SortTh } from '@web/components/sort-th';
import { notifyError, notifySuccess } from '@web/components/undo-notification';
import { useAppConfig } from '@web/lib/app-config';
import { useListParams } from '@web/lib/use-list-params';
import { useImports } from '../api/get-imports';
import { useUndoImport } from '../api/undo-import';

/** Past imports of every kind, newest first or by a column, each with Undo while it may be undone. */
export function ImportsHistory() {
  const { t } = useTranslation();
  const { timezone } = useAppConfig();
  const { page, sort } = useListParams();
  const query = useImports(page, sort);
  const undo = useUndoImport();
  const rows = query.data?.imports ?? [];
  return (
    <ListPage
      title={t('imports.history')}
      query={query}
      minWidth={820}
      columns={7}
      head={
        <>
          <SortTh column="created_at">{t('imports.importedAt')}</SortTh>
          <SortTh column="kind">{t('imports.kindColumn')}</SortTh>
          <SortTh column="file">{t('imports.file')}</SortTh>
          <SortTh column="by">{t('imports.by')}</SortTh>
          <SortTh column="created">{t('imports.created')}</SortTh>
          <SortTh column="updated">{t('imports.updated')}</SortTh>
          <Table.Th>{t('common.actions')}</Table.Th>
        </>
      }
      isEmpty={rows.length === 0}
      emptyText={t('imports.empty')}
    >
      {rows.map((row) => (
        <Table.Tr key={row.id}>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.created_at, timezone)}</Table.Td>
          <Table.Td>{t(`imports.kinds.${row.kind}`)}</Table.Td>
          <Table.Td>{row.file_name}</Table.Td>
          <Table.Td>{row.created_by.name}</Table.Td>
          <Table.Td>{row.created}</Table.Td>
          <Table.Td>{row.updated}</Table.Td>
          <Table.Td>
            {row.undone_at ? (
              <Badge variant="light" color="gray">
                {t('imports.undoneBadge')}
              </Badge>
            ) : (
              row.undoable && (
                <Button
                  size="xs"
                  variant="default"
                  loading={undo.isPending && undo.variables.id === row.id}
                  aria-label={t('imports.undoOf', { name: row.file_name })}
                  onClick={() =>
                    undo.mutate(
                      { id: row.id, kind: row.kind },
                      {
                        onSuccess: () => notifySuccess(t('imports.undone')),
                        onError: (e) => notifyError(t('imports.undoFailed'), e),
                      },
                    )
                  }
                >
                  {t('imports.undo')}
                </Button>
              )
            )}
          </Table.Td>
        </Table.Tr>
      ))}
    </ListPage>
  );
}
