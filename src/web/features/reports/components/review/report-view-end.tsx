import { Anchor, Card, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ReportStatus, Role } from '@shared/constants';
import type { ReportDetail } from '@shared/schemas/reports';
import { useAuthUser } from '@web/lib/auth';
import { ReportMail } from './report-mail';
import { StatusHistory } from './status-history';

/**
 * What a report's page draws under the answers: its mail (office staff, a finished report), the
 * sections of other features the page adds (`children`), the status changes and the way back to
 * the list. The page fetches it after its first screen (routes/report-page.tsx, decision 0067).
 */
export function ReportViewEnd({ report, children }: { report: ReportDetail; children?: ReactNode }) {
  const { t } = useTranslation();
  const me = useAuthUser().data;
  const office = me ? me.type_id <= Role.Supervisor : false;
  return (
    <>
      {office && report.status_id === ReportStatus.Finished && <ReportMail id={report.id} />}
      {children}
      <Card withBorder padding="md" component="section" aria-labelledby="history">
        <Title order={2} size="h4" id="history" mb="sm">
          {t('reports.view.history')}
        </Title>
        <StatusHistory report={report} />
      </Card>
      <Anchor component={Link} to={office ? '/reports' : '/my/reports'} size="sm">
        {office ? t('reports.view.backToList') : t('reports.view.backToMine')}
      </Anchor>
    </>
  );
}
