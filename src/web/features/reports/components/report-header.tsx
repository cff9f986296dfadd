import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportDetail } from '@shared/schemas/reports';
import { DateDisplay } from '@web/components/date-display';
import { VerificationCodeLink } from '@web/components/verification-code-link';
import { ReportScoreLine } from './report-score';
import { StatusBadge } from './status-badge';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

/**
 * Who, where and when: the job, its location, the template, who started it, status and dates, and a
 * finished report's ledger code (issue 30); then the report's score, when it has one.
 */
export function ReportHeader({ report }: { report: ReportDetail }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm">
        <Item label={t('reports.view.job')}>{report.job.name}</Item>
        <Item label={t('reports.view.location')}>
          {report.job.location.name}
          {report.job.location.address && (
            <Text size="sm" c="dimmed">
              {report.job.location.address}
            </Text>
          )}
        </Item>
        <Item label={t('reports.view.company')}>{report.template.company_name}</Item>
        <Item label={t('reports.view.template')}>{report.template.name}</Item>
        <Item label={t('reports.list.startedBy')}>{report.user.name}</Item>
        <Item label={t('common.status')}>
          <StatusBadge report={report} />
        </Item>
        <Item label={t('reports.list.startDateColumn')}>
          <DateDisplay value={report.start_date} />
        </Item>
        {report.submitted_at && (
          <Item label={t('reports.view.submitted')}>
            <DateDisplay value={report.submitted_at} />
          </Item>
        )}
        {report.finished_at && (
          <Item label={t('reports.view.finished')}>
            <DateDisplay value={report.finished_at} />
          </Item>
        )}
        {report.verification_code && (
          <Item label={t('reports.view.verificationCode')}>
            <VerificationCodeLink code={report.verification_code} />
          </Item>
        )}
      </SimpleGrid>
      <ReportScoreLine score={report.score} />
    </Stack>
  );
}
