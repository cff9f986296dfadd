import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { ReportStatus } from '@shared/constants';
import type { Language } from '@shared/languages';
import { locationContacts } from '../../db/schema/locations';
import { reports } from '../../db/schema/reports';
import type { Db } from '../../db/client';
import { readerLanguage } from '../../texts/mail-text';
import { siteOf } from '../report-site';
import { sendJob } from '../../queue/job-queue';
import { type QueueWorker, startQueueWorker } from '../../queue/queue-worker';
import { SHARED_READER } from '../report-detail.repository';
import { finishedReportPdf, type PdfMaking } from './finished-report-pdf';

/** At finish, in its transaction: the report's PDF is made in the background (issue 36). */
export async function makePdfAhead(tx: Db, reportId: number): Promise<void> {
  await sendJob(tx, 'report-pdf', { reportId });
}

/**
 * The `report-pdf` queue's worker: makes a finished report's PDF into the file store (decision
 * 0029's cache), so the first download and the customers' mail find it made, in each language the
 * mail will attach it in. A report deleted or no longer finished meanwhile has nothing to make.
 */
export function startReportPdfWorker(opts: {
  boss: PgBoss;
  making: PdfMaking;
  log: FastifyBaseLogger;
  poll?: boolean;
}): QueueWorker {
  const { making } = opts;
  return startQueueWorker<{ reportId: number }>({
    boss: opts.boss,
    name: 'report-pdf',
    log: opts.log,
    poll: opts.poll,
    handle: async ({ data }) => {
      const [report] = await making.db
        .select()
        .from(reports)
        .where(and(eq(reports.id, data.reportId), isNull(reports.deletedAt)));
      if (!report || report.statusId !== ReportStatus.Finished) return;
      for (const language of await mailedLanguages(making.db, report)) {
        await finishedReportPdf(making, report, SHARED_READER, language);
      }
    },
  });
}

/**
 * The languages the report's mail will attach its PDF in (decision 0071): each of its location's
 * recipients' (their own, else the company's default); the company's default when it has none.
 */
async function mailedLanguages(db: Db, report: typeof reports.$inferSelect): Promise<Language[]> {
  const site = await siteOf(db, report);
  const recipients = await db
    .select({ language: locationContacts.language })
    .from(locationContacts)
    .where(
      and(
        eq(locationContacts.locationId, site.location.id),
        eq(locationContacts.receivesReports, true),
        ne(locationContacts.email, ''),
      ),
    );
  const own = recipients.length ? recipients.map((r) => r.language) : [null];
  return [...new Set(await Promise.all(own.map((language) => readerLanguage(db, language))))];
}
