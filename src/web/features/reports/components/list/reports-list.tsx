import { ActionIcon, Anchor, Button, Group, NativeSelect, Table } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isAdminRole, ReportStatus } from '@shared/constants';
import { DateDisplay } from '@web/components/date-display';
import { DeferredCheckbox } from '@web/components/deferred-checkbox';
import { DeferredDateFilter } from '@web/components/deferred-date-filter';
import { FilterBox } from '@web/components/filter-box';
import { ListPage } from '@web/components/list-page';
import { RowActions } from '@web/components/row-actions';
import { SortTh } from '@web/components/sort-th';
import { useAuthUser } from '@web/lib/auth';
import { useDeleteWithUndo } from '@web/lib/use-delete-with-undo';
import { useListParams } from '@web/lib/use-list-params';
import {
  restoreReports,
  type ReportsMatching,
  useDeleteMatchingReports,
} from '../../api/delete-matching-reports';
import { useDeleteReports } from '../../api/delete-reports';
import { useReports } from '../../api/get-reports-filtered';
import { FlaggedCell, resultFrom, ScoreCell, ScoreFilters } from './report-score-cell';
import { StatusChips, statusesFrom, TechnicianPicker } from './review-filters';
import { SelectAllMatching } from './select-all-matching';
import { StatusBadge } from '../status-badge';
import { LocationLink } from '@web/components/location-link';

/** Spec screen 9: the reports list with its bulk delete, date and text filters, and paging. */
export function ReportsList() {
  const { t } = useTranslation();
  const params = useListParams();
  const { page, filter, sort, setFilter, get, set } = params;
  const status = statusesFrom(get('status')).join(',') || undefined;
  const userId = /^[1-9]\d{0,9}$/.test(get('user_id')) ? get('user_id') : undefined;
  const filters = {
    filter,
    job_filter: get('job_filter'),
    start_date: get('start_date'),
    end_date: get('end_date'),
    result: resultFrom(get('result')) || undefined,
    flagged: get('flagged') === '1' ? ('1' as const) : undefined,
    status,
    user_id: userId,
  };
  const query = useReports({ page, sort, ...filters });
  const me = useAuthUser().data;
  const canDelete = me ? isAdminRole(me.type_id) : false;
  const remove = useDeleteReports();
  const { askDelete } = useDeleteWithUndo({ entity: 'reports', remove: remove.mutateAsync });
  const [bulk, setBulk] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const queryClient = useQueryClient();
  const removeMatching = useDeleteMatchingReports();
  const { askDelete: askDeleteMatching } = useDeleteWithUndo({
    entity: 'reports',
    remove: (target: ReportsMatching) => removeMatching.mutateAsync(target),
    deletedIds: (answer) => answer.ids,
    restore: (ids) => restoreReports(queryClient, ids),
  });
  // "All matching" holds for the filters it was chosen under; other filters drop it.
  const filtersKey = JSON.stringify(filters);
  const [matchingKey, setMatchingKey] = useState<string | null>(null);
  const allMatching = matchingKey === filtersKey;
  const total = query.data?.total ?? 0;
  const rows = query.data?.reports ?? [];
  // The template's company beside the place of work only when the templates name several (issue 33).
  const companies = query.data?.several_companies === true;
  // Only what is on the page can stay selected: a new page or filter drops the rest.
  const shown = rows.filter((r) => selected.has(r.id)).map((r) => r.id);
  const allShown = rows.length > 0 && shown.length === rows.length;

  const toggle = (id: number, on: boolean) => {
    setMatchingKey(null);
    const next = new Set(shown);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };

  const clearSelection = () => {
    setMatchingKey(null);
    setSelected(new Set());
    setBulk('');
  };

  const onFilter = () => {
    void query.refetch();
    if (bulk === 'delete' && allMatching) {
      askDeleteMatching({
        id: { matching: filters, count: total },
        confirm: { message: t('reports.list.confirmAllMatching', { count: total }) },
        texts: {
          deleted: t('reports.list.bulkDeleted', { count: total }),
          restored: t('reports.list.bulkRestored', { count: total }),
        },
        onDeleted: clearSelection,
      });
    } else if (bulk === 'delete' && shown.length > 0) {
      const count = shown.length;
      askDelete({
        id: shown,
        confirm: { message: t('reports.list.confirmBulk', { count }) },
        // Several reports are counted, not named.
        texts: {
          deleted: t('reports.list.bulkDeleted', { count }),
          restored: t('reports.list.bulkRestored', { count }),
        },
        onDeleted: clearSelection,
      });
    }
  };

  return (
    <ListPage
      exportTo={{ list: 'reports', params: filters }}
      title={t('reports.list.title')}
      intro={
        canDelete && (
          <SelectAllMatching
            pageSelected={allShown}
            allMatching={allMatching}
            total={total}
            estimated={query.data?.total_estimated === true}
            shownCount={shown.length}
            onSelectAll={() => setMatchingKey(filtersKey)}
            onClear={clearSelection}
          />
        )
      }
      filters={
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
          <DeferredDateFilter
            label={t('reports.list.startDate')}
            value={get('start_date')}
            maxDate={get('end_date')}
            onChange={(v) => set({ start_date: v })}
          />
          <DeferredDateFilter
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
          <StatusChips value={status ?? ''} onChange={(v) => set({ status: v })} />
          <TechnicianPicker
            value={userId ?? ''}
            onChange={(v) => set({ user_id: v })}
            current={rows.find((r) => String(r.user.id) === userId)?.user}
          />
          <ScoreFilters
            result={resultFrom(get('result'))}
            flaggedOnly={filters.flagged === '1'}
            onChange={set}
          />
          <Button onClick={onFilter} loading={remove.isPending}>
            {t('common.filter')}
          </Button>
        </Group>
      }
      query={query}
      minWidth={1040}
      columns={9}
      head={
        <>
          <Table.Th w={40}>
            <DeferredCheckbox
              aria-label={t('reports.list.selectPage')}
              checked={allShown}
              indeterminate={shown.length > 0 && !allShown}
              disabled={rows.length === 0}
              onChange={(e) => {
                setMatchingKey(null);
                setSelected(new Set(e.currentTarget.checked ? rows.map((r) => r.id) : []));
              }}
            />
          </Table.Th>
          <SortTh column="job">{t('common.name')}</SortTh>
          <SortTh column="location">{t('reports.list.location')}</SortTh>
          {companies && <SortTh column="company">{t('reports.list.company')}</SortTh>}
          <SortTh column="technician">{t('reports.list.startedBy')}</SortTh>
          <SortTh column="status">{t('common.status')}</SortTh>
          <SortTh column="score">{t('reports.logic.score')}</SortTh>
          <SortTh column="flagged">{t('reports.logic.flaggedColumn')}</SortTh>
          <SortTh column="start_date">{t('reports.list.startDateColumn')}</SortTh>
          <Table.Th>{t('common.actions')}</Table.Th>
        </>
      }
      isEmpty={rows.length === 0}
      emptyText={t('reports.list.empty')}
    >
      {rows.map((report) => {
        const { id } = report;
        const name = report.job.name;
        const finished = report.status_id === ReportStatus.Finished;
        return (
          <Table.Tr key={id}>
            <Table.Td>
              <DeferredCheckbox
                aria-label={t('reports.list.select', { name })}
                checked={selected.has(id)}
                onChange={(e) => toggle(id, e.currentTarget.checked)}
              />
            </Table.Td>
            <Table.Td>
              {/* The spec's Name opens the report; the job's own page (issue 18) is one click beside it. */}
              <Group gap={4} wrap="nowrap">
                <Anchor href={`/reports/${id}`} target="_blank" rel="noopener">
                  {name}
                </Anchor>
                <ActionIcon
                  component={Link}
                  to={`/jobs/${report.job.id}`}
                  variant="subtle"
                  size="sm"
                  aria-label={t('reports.list.openJob', { name })}
                  title={t('reports.list.openJob', { name })}
                >
                  <IconBriefcase size={14} aria-hidden />
                </ActionIcon>
              </Group>
            </Table.Td>
            <Table.Td>
              <LocationLink id={report.location.id} name={report.location.name} />
            </Table.Td>
            {companies && <Table.Td>{report.template.company_name}</Table.Td>}
            <Table.Td>{report.user.name}</Table.Td>
            <Table.Td>
              <StatusBadge report={report} />
            </Table.Td>
            <Table.Td>
              <ScoreCell row={report} />
            </Table.Td>
            <Table.Td>
              <FlaggedCell row={report} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <DateDisplay value={report.start_date} />
            </Table.Td>
            <Table.Td>
              <RowActions
                actions={[
                  canDelete && {
                    type: 'delete',
                    text: t('common.delete'),
                    href: `/reports/delete/${id}`,
                    label: t('reports.list.deleteReport', { name }),
                    onDelete: () =>
                      askDelete({ id: [id], name, confirm: { kind: 'report' }, onDeleted: clearSelection }),
                  },
                  finished && { type: 'page', href: `/reports/print/${id}`, text: t('reports.list.print') },
                  finished && {
                    type: 'page',
                    href: `/reports/download/${id}`,
                    text: t('reports.list.download'),
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
