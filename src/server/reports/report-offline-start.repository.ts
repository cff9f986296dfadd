import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '../auth/auth.public';
import type { Db } from '../db/client';
import { reportClientKeys } from '../db/schema/reports';
import { HttpError } from '../http/errors';
import { loadReport, type ReportRecord } from './report-detail.repository';
import { createReport } from './report-workflow.repository';

/**
 * A start carrying the device's own id for the report (issue 32: started offline, sent when the
 * signal returns, maybe more than once). The same key again answers the report it got the first
 * time; a job that already has this user's report in progress answers that report instead of a
 * 409, so the device sends its answers there (the one-report-per-job rule holds, nothing dropped).
 */
export async function startWithClientKey(
  tx: Db,
  input: { job_id: number; template_id: number; visit_id?: number; client_key: string },
  actor: SessionUser,
  clock: { now: Date; today: string },
): Promise<ReportRecord> {
  const key = and(eq(reportClientKeys.userId, actor.id), eq(reportClientKeys.clientKey, input.client_key));
  const [known] = await tx.select({ reportId: reportClientKeys.reportId }).from(reportClientKeys).where(key);
  if (known) return loadReport(tx, known.reportId, actor);
  let report: ReportRecord;
  try {
    report = await createReport(tx, input, actor, clock);
  } catch (error) {
    const open =
      error instanceof HttpError && error.code === 'report.alreadyOpen' ? error.extra?.openReportId : null;
    if (typeof open !== 'number') throw error;
    report = await loadReport(tx, open, actor);
  }
  // A second start with the key, queued behind this one on the job's lock, resolved to the same report.
  await tx
    .insert(reportClientKeys)
    .values({ userId: actor.id, clientKey: input.client_key, reportId: report.id })
    .onConflictDoNothing();
  return report;
}
