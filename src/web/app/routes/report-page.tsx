import { DeferredPart, deferredSections } from '@web/components/deferred-part';
import { ReportView } from '@web/features/reports/components/review/report-view';
import { withRouteId } from './route-id';

/*
 * A report's page, apart from the pages beside it (report-pages.tsx: print, download, delete), whose
 * code its first screen does not fetch (decision 0067).
 */

/**
 * The texts of the sections under the answers, which the page's first screen does not show (its
 * REPORT_TEXTS leave them out).
 */
const SECTIONS_TEXTS = ['activity', 'correctiveActions', 'shareLinks'];

// What is under the answers (the mail, corrective actions, share links, the history: about a third
// of the page's code) comes after the first screen, the answers a reviewer reads first. Until it
// is in, Loading… stands at the end of the page, under which nothing is drawn to move.
const sectionsCode = deferredSections(
  () => import('./report-page-sections'),
  (module) => module.ReportPageSections,
  SECTIONS_TEXTS,
);

export const ReportPage = withRouteId((id) => (
  <ReportView key={id} id={id} below={(report) => <DeferredPart code={sectionsCode} props={{ report }} />} />
));
