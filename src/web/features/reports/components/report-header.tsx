import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReportDetail } from '@shared/schemas/reports';
import { DateDisplay } from '@web/components/date-display';
import { VerificationCodeLink } from '@web/components/verification-code-link';
import { ReportScoreLine } from './report-score';
import { StatusBadge } from './status-badge';
import { LabelledValue } from '@web/components/labelled-value';
import { LocationLink } from '@web/components/location-link';

/**
 * Who, where and when: the job, its location, the template, who started it, status and dates, and a
 * finished report's ledger code (issue 30); then the report's score, when it has one.
 */
export function ReportHeader({
  report,
  linkLocation = false,
}: {
  report: ReportDetail;
  /** The location's name opens its page: in the office's own screens, not a shared or printed copy. */
  linkLocation?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm">
        <LabelledValue label={t('reports.view.job')}>{report.job.name}</LabelledValue>
        <LabelledValue label={t('reports.view.location')}>
          {linkLocation ? (
            <LocationLink id={report.job.location.id} name={report.job.location.name} />
          ) : (
            report.job.location.name
          )}
          {report.job.location.address && (
            <Text size="sm" c="dimmed" dir="auto">
              {report.job.location.address}
            </Text>
          )}
        </LabelledValue>
        <LabelledValue label={t('reports.view.company')}>{report.template.company_name}</LabelledValue>
        <LabelledValue label={t('reports.view.template')}>{report.template.name}</LabelledValue>
        <LabelledValue label={t('reports.list.startedBy')}>{report.user.name}</LabelledValue>
        <LabelledValue label={t('common.status')}>
          <StatusBadge report={report} />
        </LabelledValue>
        <LabelledValue label={t('reports.list.startDateColumn')}>
          <DateDisplay value={report.start_date} />
        </LabelledValue>
        {report.submitted_at && (
          <LabelledValue label={t('reports.view.submitted')}>
            <DateDisplay value={report.submitted_at} />
          </LabelledValue>
        )}
        {report.finished_at && (
          <LabelledValue label={t('reports.view.finished')}>
            <DateDisplay value={report.finished_at} />
          </LabelledValue>
        )}
        {report.verification_code && (
          <LabelledValue label={t('reports.view.verificationCode')}>
            <VerificationCodeLink code={report.verification_code} />
          </LabelledValue>
        )}
      </SimpleGrid>
      <ReportScoreLine score={report.score} />
    </Stack>
  );
}
