import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useDeleteWithUndo } from '@web/lib/use-delete-with-undo';
import { useDeleteReports } from '../../api/delete-reports';
import { useReport } from '../../api/get-report';
import { ReportHeader } from '../report-header';
import { LoadProblem, PageLoader } from '../page-states';

/**
 * `/reports/delete/{id}`: the spec's delete link, opened on its own (the list asks in a dialog
 * instead). Shows what would go, asks the spec's question, and deletes only on the button.
 */
export function ReportDelete({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useReport(id);
  const remove = useDeleteReports();
  const { deleteNow } = useDeleteWithUndo({ entity: 'reports', remove: remove.mutateAsync });
  if (query.isPending) return <PageLoader />;
  if (query.error) return <LoadProblem error={query.error} />;
  const report = query.data;
  const onDelete = () =>
    void deleteNow({
      id: [id],
      name: report.job.name,
      onDeleted: () => void navigate('/reports', { replace: true }),
    });
  return (
    <Stack maw={720}>
      <Title order={1}>{t('reports.delete.title')}</Title>
      <Card withBorder>
        <ReportHeader report={report} linkLocation />
      </Card>
      <Text fw={600}>{t('widgets.confirm.report')}</Text>
      <Group>
        <Button color="red" onClick={onDelete} loading={remove.isPending}>
          {t('common.delete')}
        </Button>
        <Button variant="default" component={Link} to="/reports" data-autofocus>
          {t('common.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
