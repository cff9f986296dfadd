/**
 * What other modules may use of reports/ (decision 0056), each name from the file it lives in. Lint
 * refuses another module's import of any other file here; nothing inside reports/ imports this one.
 */
export { finishedReportPdf, pdfMakingOf, type PdfMaking } from './pdf/finished-report-pdf';
export {
  SHARED_READER,
  loadReport,
  reportDetail,
  reportNotFound,
  type ReportRecord,
} from './report-detail.repository';
export { answeredImages } from './report-images';
export { shownOnly } from './report-logic';
export { hasFrozenReports, siteOf } from './report-site';
export { REPORTS_KEYSET, reportsWhere, selectReportRows, type ReportsFilter } from './reports.repository';
