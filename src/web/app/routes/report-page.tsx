import { ReportStatus, Role } from '@shared/constants';
import type { ReportDetail } from '@shared/schemas/reports';
import { RecordHistory } from '@web/features/activity/components/record-history';
import { ReportActions } from '@web/features/reports/components/actions/report-actions';
import { ReportView } from '@web/features/reports/components/review/report-view';
import { ShareLinksSection } from '@web/features/share-links/components/share-links-section';
import { useAuthUser } from '@web/lib/auth';
import { withRouteId } from './route-id';

/*
 * A report's page, apart from the pages beside it (report-pages.tsx: print, download, delete), whose
 * code its first screen does not fetch (decision 0067).
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

export const ReportPage = withRouteId((id) => (
  <ReportView
    key={id}
    id={id}
    extra={(report) => (
      <>
        <ReportCorrectiveActions report={report} />
        <ReportShareLinks report={report} />
        <ReportHistory report={report} />
      </>
    )}
  />
));
