import { Center } from '@mantine/core';
import { Navigate, useLocation } from 'react-router';
import { ReportStatus, Role } from '@shared/constants';
import type { ReportDetail } from '@shared/schemas/reports';
import { RecordHistory } from '@web/features/activity/components/record-history';
import { ReportActions } from '@web/features/reports/components/actions/report-actions';
import { ReportDelete } from '@web/features/reports/components/review/report-delete';
import { ReportDownload } from '@web/features/reports/components/print/report-download';
import { ReportPrint } from '@web/features/reports/components/print/report-print';
import { ReportView } from '@web/features/reports/components/review/report-view';
import { ShareLinksSection } from '@web/features/share-links/components/share-links-section';
import { useAuthUser } from '@web/lib/auth';
import { NotFoundPage } from './not-found-page';
import { useRouteId } from './route-id';
import { LoadingSpinner } from '@web/components/loading-spinner';

/** Pages of one report: an id that is not a number is a page that does not exist. */
function withId(render: (id: number) => React.ReactElement) {
  return function ReportPage() {
    const id = useRouteId();
    return id ? render(id) : <NotFoundPage />;
  };
}

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

export const ReportPage = withId((id) => (
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
export const ReportDeletePage = withId((id) => <ReportDelete key={id} id={id} />);
export const ReportDownloadPage = withId((id) => <ReportDownload key={id} id={id} />);

/**
 * `/reports/print/{id}` stands outside the app's shell (no navigation on paper), so it checks the
 * login itself: office staff only, as the server does.
 */
export function ReportPrintPage() {
  const id = useRouteId();
  const location = useLocation();
  const { data: user, isPending, error } = useAuthUser();
  if (isPending) {
    return (
      <Center mih="100vh">
        <LoadingSpinner />
      </Center>
    );
  }
  if (error) throw error;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (!id || user.type_id > Role.Supervisor) return <NotFoundPage />;
  return <ReportPrint id={id} />;
}
