import { ReportStatus, Role } from '@shared/constants';
import type { ReportDetail } from '@shared/schemas/reports';
import { RecordHistory } from '@web/features/activity/components/record-history';
import { ReportActions } from '@web/features/reports/components/actions/report-actions';
import { ReportViewEnd } from '@web/features/reports/components/review/report-view-end';
import { ShareLinksSection } from '@web/features/share-links/components/share-links-section';
import { useAuthUser } from '@web/lib/auth';

/*
 * What a report's page draws under the answers (report-page.tsx fetches this module after the
 * first screen, decision 0067): the mail, the corrective actions made from it, its share links,
 * the record's history and the status changes.
 */

/** A finished report's share links, for office staff (the server checks the same). */
function ReportShareLinks({ report }: { report: ReportDetail }) {
  const user = useAuthUser().data;
  if (!user || user.type_id > Role.Supervisor || report.status_id !== ReportStatus.Finished) return null;
  return <ShareLinksSection target={{ kind: 'reports', id: report.id }} />;
}

/** The report's history (status changes, answers, images), for office staff as the server decides. */
function ReportHistory({ report }: { report: ReportDetail }) {
  const user = useAuthUser().data;
  if (!user || user.type_id > Role.Supervisor) return null;
  return <RecordHistory entity="reports" id={report.id} />;
}

/** The corrective actions made from the report, for office staff (the server checks the same). */
function ReportCorrectiveActions({ report }: { report: ReportDetail }) {
  const user = useAuthUser().data;
  if (!user || user.type_id > Role.Supervisor) return null;
  return <ReportActions reportId={report.id} />;
}

export function ReportPageSections({ report }: { report: ReportDetail }) {
  return (
    <ReportViewEnd report={report}>
      <ReportCorrectiveActions report={report} />
      <ReportShareLinks report={report} />
      <ReportHistory report={report} />
    </ReportViewEnd>
  );
}
