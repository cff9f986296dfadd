import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ReportStatus } from '@shared/constants';
import type { ReportDetail } from '@shared/schemas/reports';
import { ApiError } from '@web/lib/api-client';
import { useReport } from '../../api/get-report';
import { useReportActions } from '../../api/get-report-actions';
import { FlagAction } from '../actions/flag-action';
import { LocationOpenActions } from '../actions/location-open-actions';
import { KeptAnswers } from './kept-answers';
import { ReportForm } from './report-form';
import { ReportHeader } from '../report-header';
import { LoadProblem, PageLoader } from '../page-states';
import { ReportTasks } from '../print/report-tasks';

/**
 * `/my/reports/{id}`: the field form while the report is in progress and one's own; afterwards
 * the report as sent, with where it stands.
 */
export function MyReport({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useReport(id);
  if (query.isPending) return <PageLoader />;
  if (query.error) {
    // Deleted while the device held answers for it (decision 0072): they are shown, not lost.
    const gone = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Stack gap="md">
        <LoadProblem error={query.error} onRetry={() => void query.refetch()} />
        {gone && <KeptAnswers reportId={id} closed="report.notFound" report={query.data} />}
      </Stack>
    );
  }
  const report = query.data;
  if (report.can.edit) return <FieldForm key={report.id} report={report} />;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {report.template.name}
      </Title>
      <KeptAnswers
        reportId={report.id}
        closed={report.status_id === ReportStatus.Finished ? 'report.locked' : 'report.notInProgress'}
        report={report}
      />
      <Alert color={report.status_id === ReportStatus.Finished ? 'teal' : 'blue'}>
        {report.status_id === ReportStatus.Submitted
          ? t('reports.form.waitingReview')
          : report.status_id === ReportStatus.Finished
            ? t('reports.form.finishedLocked')
            : t('reports.form.notYours')}
      </Alert>
      <ReportHeader report={report} />
      <ReportTasks report={report} />
      <Text>
        <Anchor component={Link} to="/my/reports">
          {t('reports.view.backToMine')}
        </Anchor>
      </Text>
    </Stack>
  );
}

const answerText = (value: unknown) =>
  Array.isArray(value) ? value.join(', ') : typeof value === 'string' ? value : '';

/**
 * The field form with the corrective actions (issue 16): the location's open ones above it, to
 * close while there, and under a flagged answer that requires one, the action made for it.
 */
function FieldForm({ report }: { report: ReportDetail }) {
  const actions = useReportActions(report.id);
  const made = new Set(actions.data?.from_report.map((a) => a.field_id));
  return (
    <Stack gap="md">
      <LocationOpenActions reportId={report.id} canClose />
      <ReportForm
        report={report}
        actionSlot={(field, value) => (
          <FlagAction
            reportId={report.id}
            fieldId={field.id}
            question={field.field_name}
            answerText={answerText(value)}
          />
        )}
        hasAction={actions.data ? (fieldId) => made.has(fieldId) : undefined}
      />
    </Stack>
  );
}
