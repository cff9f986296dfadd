import { Anchor, Badge, Button, Checkbox, Group, NativeSelect, Stack, Table, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdminRole, PAGE_SIZE, ReportStatus } from '@shared/constants';
import type { ReportRow } from '@shared/schemas/reports';
import { confirmDelete } from '@web/components/confirm-delete';
import { DateDisplay } from '@web/components/date-display';
import { DateFilterInput } from '@web/components/date-filter-input';
import { FilterBox } from '@web/components/filter-box';
import { ListState } from '@web/components/list-state';
import { Paginator } from '@web/components/paginator';
import { notifyError } from '@web/components/undo-notification';
import { useAuthUser } from '@web/lib/auth';
import { useListParams } from '@web/lib/use-list-params';
import { useDeleteReports } from '../api/delete-reports';
import { useReports } from '../api/get-reports-filtered';
import { reportStatusLabel } from './report-status-label';
import { useUndoReportDelete } from './use-undo-report-delete';

const COLUMNS = 7;
const STATUS_COLORS: Record<number, string> = { 1: 'yellow', 2: 'blue', 3: 'teal' };

export function StatusBadge({ report }: { report: Pick<ReportRow, 'status_id' | 'status'> }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color={STATUS_COLORS[report.status_id] ?? 'gray'}
      // The whole status, never "IN PR…": the badge keeps its width in a narrow cell or card.
      style={{ flexShrink: 0, overflow: 'visible' }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {reportStatusLabel(t, report.status_id)}
    </Badge>
  );
}

/** Spec screen 9: the reports list with its bulk delete, date and text filters, and paging. */
export function ReportsList() {
  const { t } = useTranslation();
  const params = useListParams();
  const { page, filter, setPage, setFilter, get, set } = params;
  const query = useReports({
    page,
    filter,
    job_filter: get('job_filter'),
    start_date: get('start_date'),
    end_date: get('end_date'),
  });
  const me = useAuthUser().data;
  const canDelete = me ? isAdminRole(me.type_id) : false;
  const remove = useDeleteReports();
  const offerUndo = useUndoReportDelete();
  const [bulk, setBulk] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const rows = query.data?.reports ?? [];
  const total = query.data?.total ?? 0;
  // Only what is on the page can stay selected: a new page or filter drops the rest.
  const shown = rows.filter((r) => selected.has(r.id)).map((r) => r.id);
  const allShown = rows.length > 0 && shown.length === rows.length;

  const toggle = (id: number, on: boolean) => {
    const next = new Set(shown);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };

  const deleteNow = (ids: number[], name?: string) =>
    remove.mutate(ids, {
      onSuccess: () => {
        setSelected(new Set());
        setBulk('');
        offerUndo(ids, name);
      },
      onError: (e) => notifyError(t('common.deleteFailed'), e),
    });

  const onFilter = () => {
    void query.refetch();
    if (bulk === 'delete' && shown.length > 0) {
      confirmDelete({
        message: t('reports.list.confirmBulk', { count: shown.length }),
        onConfirm: () => deleteNow(shown),
      });
    }
  };

  const onDeleteOne = (report: ReportRow) =>
    confirmDelete({ kind: 'report', onConfirm: () => deleteNow([report.id], report.job.name) });

  const paginator = total > 0 && (
    <Paginator total={total} itemsPerPage={PAGE_SIZE} currentPage={page} onChange={setPage} />
  );

  return (
    <Stack>
      <Title order={1}>{t('reports.list.title')}</Title>
      <Group align="flex-end" gap="sm">
        {canDelete && (
          <NativeSelect
            label={t('reports.list.bulkAction')}
            value={bulk}
            onChange={(e) => setBulk(e.currentTarget.value)}
            data={[
              { value: '', label: t('reports.list.chooseBulkAction') },
              { value: 'delete', label: t('reports.list.bulkDelete') },
            ]}
          />
        )}
        <DateFilterInput
          label={t('reports.list.startDate')}
          value={get('start_date')}
          maxDate={get('end_date')}
          onChange={(v) => set({ start_date: v })}
        />
        <DateFilterInput
          label={t('reports.list.endDate')}
          value={get('end_date')}
          minDate={get('start_date')}
          onChange={(v) => set({ end_date: v })}
        />
        <FilterBox label={t('reports.list.nameFilter')} value={filter} onChange={setFilter} />
        <FilterBox
          label={t('reports.list.jobFilter')}
          value={get('job_filter')}
          onChange={(v) => set({ job_filter: v.trim() || undefined })}
        />
        <Button onClick={onFilter} loading={remove.isPending}>
          {t('common.filter')}
        </Button>
      </Group>
      {paginator}
      <Table.ScrollContainer minWidth={880}>
        <Table striped highlightOnHover aria-busy={query.isFetching}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t('reports.list.selectPage')}
                  checked={allShown}
                  indeterminate={shown.length > 0 && !allShown}
                  disabled={rows.length === 0}
                  onChange={(e) => setSelected(new Set(e.currentTarget.checked ? rows.map((r) => r.id) : []))}
                />
              </Table.Th>
              <Table.Th>{t('common.name')}</Table.Th>
              <Table.Th>{t('reports.list.location')}</Table.Th>
              <Table.Th>{t('reports.list.startedBy')}</Table.Th>
              <Table.Th>{t('common.status')}</Table.Th>
              <Table.Th>{t('reports.list.startDateColumn')}</Table.Th>
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <ListState
              columns={COLUMNS}
              isLoading={query.isPending}
              error={query.error}
              isEmpty={rows.length === 0}
              emptyText={t('reports.list.empty')}
              onRetry={() => void query.refetch()}
            />
            {rows.map((report) => (
              <Table.Tr key={report.id}>
                <Table.Td>
                  <Checkbox
                    aria-label={t('reports.list.select', { name: report.job.name })}
                    checked={selected.has(report.id)}
                    onChange={(e) => toggle(report.id, e.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>
                  <Anchor href={`/reports/${report.id}`} target="_blank" rel="noopener">
                    {report.job.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{report.template.company_name}</Table.Td>
                <Table.Td>{report.user.name}</Table.Td>
                <Table.Td>
                  <StatusBadge report={report} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <DateDisplay value={report.start_date} />
                </Table.Td>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    {canDelete && (
                      <Anchor
                        href={`/reports/delete/${report.id}`}
                        c="red"
                        aria-label={t('reports.list.deleteReport', { name: report.job.name })}
                        onClick={(e) => {
                          e.preventDefault();
                          onDeleteOne(report);
                        }}
                      >
                        {t('common.delete')}
                      </Anchor>
                    )}
                    {report.status_id === ReportStatus.Finished && (
                      <>
                        <Anchor href={`/reports/print/${report.id}`} target="_blank" rel="noopener">
                          {t('reports.list.print')}
                        </Anchor>
                        <Anchor href={`/reports/download/${report.id}`} target="_blank" rel="noopener">
                          {t('reports.list.download')}
                        </Anchor>
                      </>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {paginator}
    </Stack>
  );
}
