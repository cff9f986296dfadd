import { ReportsList } from '@web/features/reports/components/list/reports-list';

/**
 * The office's reports list, in a module of its own: its first screen does not download a report's
 * view, print, download and share links, which report-pages.tsx holds (decision 0067).
 */
export function ReportsPage() {
  return <ReportsList />;
}
