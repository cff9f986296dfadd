import type { ComponentProps } from 'react';
import { DeferredPart } from '@web/components/deferred-part';
import { deferredCode } from '@web/components/deferred-widget';
import { ReportView } from '@web/features/reports/components/review/report-view';
import { importAgain } from '@web/lib/import-again';
import { textSectionsReady } from '@web/lib/i18n';
import type { ReportPageSections } from './report-page-sections';
import { withRouteId } from './route-id';

/*
 * A report's page, apart from the pages beside it (report-pages.tsx: print, download, delete), whose
 * code its first screen does not fetch (decision 0067).
 */

/**
 * The texts of the sections under the answers, which the page's first screen does not show (its
 * REPORT_TEXTS leave them out). Not waited for when they fail: a missing text fetches its section
 * and draws again (lib/i18n.ts).
 */
const SECTIONS_TEXTS = ['activity', 'correctiveActions', 'shareLinks'];

// What is under the answers (the mail, corrective actions, share links, the history: about a third
// of the page's code) comes after the first screen, the answers a reviewer reads first. Until it
// is in, Loading… stands at the end of the page, under which nothing is drawn to move.
const fetchSections = importAgain(() => import('./report-page-sections'));
const sectionsCode = deferredCode<ComponentProps<typeof ReportPageSections>>(() =>
  Promise.all([fetchSections(), textSectionsReady(SECTIONS_TEXTS).catch(() => undefined)]).then(
    ([module]) => module.ReportPageSections,
  ),
);

export const ReportPage = withRouteId((id) => (
  <ReportView key={id} id={id} below={(report) => <DeferredPart code={sectionsCode} props={{ report }} />} />
));
