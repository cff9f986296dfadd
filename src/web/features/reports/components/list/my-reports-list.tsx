import { Alert, Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAGE_SIZE, ReportStatus } from '@shared/constants';
import { DateDisplay } from '@web/components/date-display';
import { Paginator } from '@web/components/paginator';
import { useListParams } from '@web/lib/use-list-params';
import { useReports } from '../../api/get-reports-filtered';
import { LoadProblem, PageLoader } from '../page-states';
import { StatusBadge } from '../status-badge';

/** `/my/reports`: one's own reports, newest first, as cards that fit a phone. */
export function MyReportsList() {
  const { t } = useTranslation();
  const { page, setPage } = useListParams();
  const query = useReports({ page, mine: '1' });
  const rows = query.data?.reports ?? [];
  const total = query.data?.total ?? 0;
  return (
    <Stack>
      <Title order={1}>{t('reports.mine.title')}</Title>
      <Text c="dimmed">
        {t('reports.mine.intro')}{' '}
        <Anchor component={Link} to="/my/jobs">
          {t('reports.mine.toJobs')}
        </Anchor>
      </Text>
      {query.isPending && <PageLoader />}
      {query.error && <LoadProblem error={query.error} onRetry={() => void query.refetch()} />}
      {query.isSuccess && rows.length === 0 && <Text c="dimmed">{t('reports.mine.empty')}</Text>}
      {rows.map((r) => (
        <Card key={r.id} withBorder padding="sm" component={Link} to={`/my/reports/${r.id}`}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <Text fw={600}>{r.job.name}</Text>
              <Text size="sm" c="dimmed">
                {r.template.name} · <DateDisplay value={r.start_date} />
              </Text>
            </div>
            <StatusBadge report={r} />
          </Group>
          {r.status_id === ReportStatus.InProgress && r.return_reason && (
            <Alert color="orange" mt="xs" p="xs" title={t('reports.view.returnedTitle')}>
              <Text size="sm" lineClamp={3}>
                {r.return_reason}
              </Text>
            </Alert>
          )}
        </Card>
      ))}
      {total > PAGE_SIZE && (
        <Paginator total={total} itemsPerPage={PAGE_SIZE} currentPage={page} onChange={setPage} />
      )}
    </Stack>
  );
}
