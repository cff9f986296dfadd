/**
 * ListPage: the frame of every paged list (spec sections 4, 5 and 9). Title and its actions, the
 * filters, a paginator above and one below the table (named apart: "Pages" and "Pages (below the
 * list)"), the table's loading / failed / empty row (list-state.tsx), and what follows the table.
 * The list itself brings only what is its own: header cells, rows, filters and texts.
 *
 *   const { page, filter, setFilter } = useListParams();
 *   const query = useJobs({ page, filter });     // its data has the list's `total`
 *   <ListPage title={t('jobs.title')} actions={<ActiveToggle … />}
 *     create={admin && { to: '/jobs/create', text: t('jobs.create') }}
 *     filters={<FilterBox value={filter} onChange={setFilter} />} query={query}
 *     head={<><Table.Th>…</Table.Th>…</>} columns={5} minWidth={640}
 *     isEmpty={rows.length === 0} emptyText={t('jobs.empty')}>
 *     {rows.map((row) => <Table.Tr key={row.id}>…</Table.Tr>)}
 *   </ListPage>
 *
 * The page number lives in the URL (useListParams), where the paginators read and set it. Without
 * `title` there is no header row (a read-only list under a page's own heading). The table is
 * `aria-busy` while a newer page or filter loads over the rows still shown (decision 0014).
 */
import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAGE_SIZE } from '@shared/constants';
import { useListParams } from '@web/lib/use-list-params';
import { ExportButton, type ExportButtonProps } from './export-button';
import { ListState } from './list-state';
import { Paginator } from './paginator';
import { formatCount } from '@web/lib/number-locale';

export interface ListPageProps {
  title?: ReactNode;
  /** Beside the title: the Active | Inactive toggle. */
  actions?: ReactNode;
  /** The Export menu beside the title: the list's name and its current query (issue 20). */
  exportTo?: ExportButtonProps;
  /** The "Create a …" button beside the title, for those who may. */
  create?: { to: string; text: string } | false;
  /** Between the header and the filters: an introduction, a heading naming whose list it is. */
  intro?: ReactNode;
  filters?: ReactNode;
  query: {
    /** `total_estimated`: the server's total is an estimate (past 10,000 rows, decision 0023). */
    data?: { total: number; total_estimated?: boolean };
    isPending: boolean;
    isFetching: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  /** The header cells, and how many columns they make (for the one-cell state row). */
  head: ReactNode;
  columns: number;
  /** Below this width the table scrolls sideways inside its box, not the page. */
  minWidth: number;
  isEmpty: boolean;
  emptyText: string;
  /** The rows. */
  children: ReactNode;
  /** Under the lower paginator (the locations' map). */
  after?: ReactNode;
}

export function ListPage(props: ListPageProps) {
  const { query, create } = props;
  const { page, setPage } = useListParams();
  const { t, i18n } = useTranslation();
  const total = query.data?.total ?? 0;
  // Past 10,000 matches the server estimates the total; saying so keeps the last page number honest.
  const estimated = total > 0 && query.data?.total_estimated === true;
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
  const title = props.title !== undefined && <Title order={1}>{props.title}</Title>;
  return (
    <Stack>
      {props.actions || create || props.exportTo ? (
        <Group justify="space-between" align="center">
          {title}
          <Group gap="lg">
            {props.actions}
            {props.exportTo && <ExportButton {...props.exportTo} />}
            {create && (
              <Button component={Link} to={create.to} leftSection={<IconPlus size={16} aria-hidden />}>
                {create.text}
              </Button>
            )}
          </Group>
        </Group>
      ) : (
        title
      )}
      {props.intro}
      {props.filters}
      {estimated && (
        <Text size="sm" c="dimmed" data-testid="list-total">
          {t('common.totalAbout', {
            total: formatCount(total, i18n.language),
          })}
        </Text>
      )}
      {paginator('above')}
      <Table.ScrollContainer minWidth={props.minWidth}>
        <Table striped highlightOnHover aria-busy={query.isFetching}>
          <Table.Thead>
            <Table.Tr>{props.head}</Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <ListState
              columns={props.columns}
              isLoading={query.isPending}
              error={query.error}
              isEmpty={props.isEmpty}
              emptyText={props.emptyText}
              onRetry={() => void query.refetch()}
            />
            {props.children}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {paginator('below')}
      {props.after}
    </Stack>
  );
}
