import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconPencil, IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReportDetail } from '@shared/schemas/reports';
import { useReport } from '../../api/get-report';
import { LoadProblem, PageLoader } from '../page-states';
import { ReportHeader } from '../report-header';
import { ReviewActions } from './review-actions';
import { ReportTasks } from '../print/report-tasks';

/**
 * `/reports/{id}`: the report as filled and what the viewer may do with it. `below` draws what
 * comes under the answers: the page's `ReportViewEnd` (its mail, history and the sections of other
 * features), whose code comes after the first screen (routes/report-page.tsx, decision 0067).
 */
export function ReportView({ id, below }: { id: number; below?: (report: ReportDetail) => ReactNode }) {
  const { t } = useTranslation();
  const query = useReport(id);
  if (query.isPending) return <PageLoader />;
  if (query.error) return <LoadProblem error={query.error} onRetry={() => void query.refetch()} />;
  const report = query.data;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>{report.template.name}</Title>
          <Text c="dimmed">{t('reports.view.number', { id: report.id })}</Text>
        </div>
        <Group gap="sm">
          {report.can.edit && (
            <Button component={Link} to={`/my/reports/${report.id}`} leftSection={<IconPencil size={16} />}>
              {t('reports.view.continue')}
            </Button>
          )}
          {report.can.print && (
            <>
              <Button
                component="a"
                href={`/reports/print/${report.id}`}
                target="_blank"
                rel="noopener"
                variant="default"
                leftSection={<IconPrinter size={16} />}
              >
                {t('reports.list.print')}
              </Button>
              <Button
                component="a"
                href={`/reports/download/${report.id}`}
                target="_blank"
                rel="noopener"
                variant="default"
                leftSection={<IconDownload size={16} />}
              >
                {t('reports.list.download')}
              </Button>
            </>
          )}
        </Group>
      </Group>
      {report.return_reason && (
        <Alert color="orange" title={t('reports.view.returnedTitle')}>
          <Text style={{ whiteSpace: 'pre-wrap', unicodeBidi: 'plaintext' }}>{report.return_reason}</Text>
        </Alert>
      )}
      <Card withBorder padding="md">
        <ReportHeader report={report} linkLocation />
      </Card>
      <ReviewActions report={report} />
      <ReportTasks report={report} />
      {below?.(report)}
    </Stack>
  );
}
