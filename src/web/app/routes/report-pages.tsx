import { Center } from '@mantine/core';
import { Navigate, useLocation } from 'react-router';
import { Role } from '@shared/constants';
import { ReportDelete } from '@web/features/reports/components/review/report-delete';
import { ReportDownload } from '@web/features/reports/components/print/report-download';
import { ReportPrint } from '@web/features/reports/components/print/report-print';
import { LoadingSpinner } from '@web/components/loading-spinner';
import { useAuthUser } from '@web/lib/auth';
import { NotFoundPage } from './not-found-page';
import { useRouteId, withRouteId } from './route-id';

/*
 * The pages beside a report's view (report-page.tsx): printing, downloading and deleting it, in a
 * module of their own so that the view's first screen does not fetch them (decision 0067).
 */

export const ReportDeletePage = withRouteId((id) => <ReportDelete key={id} id={id} />);
export const ReportDownloadPage = withRouteId((id) => <ReportDownload key={id} id={id} />);

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
