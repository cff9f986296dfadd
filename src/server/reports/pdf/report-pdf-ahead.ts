import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { ReportStatus } from '@shared/constants';
import { reports } from '../../db/schema/reports';
import type { Db } from '../../db/client';
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
 * 0029's cache), so the first download and the customers' mail find it made. A report deleted or
 * no longer finished meanwhile has nothing to make.
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
      await finishedReportPdf(making, report, SHARED_READER);
    },
  });
}
