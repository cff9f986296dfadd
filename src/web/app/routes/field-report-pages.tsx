import { useParams, useSearchParams } from 'react-router';
import { parseRouteId } from '@shared/route-id';
import { MyReport } from '@web/features/reports/components/form/my-report';
import { OfflineReport } from '@web/features/reports/components/form/offline-report';
import { StartReport } from '@web/features/reports/components/form/start-report';
import { NotFoundPage } from './not-found-page';
import { useRouteId } from './route-id';

/**
 * A technician's report pages, apart from the office's (report-pages.tsx): the phone that opens a
 * report form does not download the reports list's filters, bulk actions and review. My reports,
 * the list, is in my-reports-page.tsx.
 */
export function MyReportPage() {
  const id = useRouteId();
  return id ? <MyReport key={id} id={id} /> : <NotFoundPage />;
}

export function OfflineReportPage() {
  const { key } = useParams();
  return key ? <OfflineReport key={key} startKey={key} /> : <NotFoundPage />;
}

export function ReportStartPage() {
  const [params] = useSearchParams();
  return (
    <StartReport jobId={parseRouteId(params.get('job_id'))} visitId={parseRouteId(params.get('visit_id'))} />
  );
}
