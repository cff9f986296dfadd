import { ReportsList } from '@web/features/reports/components/list/reports-list';

/**
 * The office's reports list, in a module of its own: its first screen does not download a report's
 * view and share links (report-page.tsx) or its print and download pages (report-pages.tsx, decision 0067).
 */
export function ReportsPage() {
  return <ReportsList />;
}
