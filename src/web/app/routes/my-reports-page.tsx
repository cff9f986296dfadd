import { MyReportsList } from '@web/features/reports/components/list/my-reports-list';

/**
 * A technician's My reports, in a module of its own: its first screen is a list of cards, not the
 * report form's code that field-report-pages.tsx brings (57 KB on the wire, decision 0067).
 */
export function MyReportsPage() {
  return <MyReportsList />;
}
