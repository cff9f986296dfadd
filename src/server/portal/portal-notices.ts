import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { addDaysTo, dayIn } from '@shared/dates';
import { type Config, publicUrl } from '../config';
import type { Db } from '../db/client';
import { jobs } from '../db/schema/jobs';
import { locationContacts, locations } from '../db/schema/locations';
import { portalNotices, portalNotificationChoices } from '../db/schema/portal-requests';
import { reports } from '../db/schema/reports';
import { visits } from '../db/schema/visits';
import { contactLanguage } from '../locations/locations.public';
import { queueMail } from '../mail/mail.public';
import { sendJob } from '../queue/job-queue';
import { type QueueWorker, startQueueWorker, wakeQueue } from '../queue/queue-worker';
import { readerLanguage } from '../texts/mail-text';
import { reportNoticeMail, visitReminderMail } from './portal-notice-mail';

/** Each morning at 08:00 in the office's time zone: tomorrow's visits are told of. */
export const PORTAL_NOTICE_CRON = '0 8 * * *';

type NoticeConfig = Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'PUBLIC_URL' | 'PORT' | 'APP_TIMEZONE'>;
type Choice = 'visitBefore' | 'reportFinished' | 'applicationRecorded';
/** A notice's kind (its key's first part) and the choice that asks for it. */
const KINDS = {
  'visit-before': 'visitBefore',
  'report-finished': 'reportFinished',
  'application-recorded': 'applicationRecorded',
} as const satisfies Record<string, Choice>;
type NoticeKind = keyof typeof KINDS;

/** The webhook events a contact may be told of, and the report each tells of. */
const EVENT_NOTICES: Record<string, { kind: NoticeKind; report: (d: Record<string, unknown>) => number }> = {
  'report.finished': { kind: 'report-finished', report: (d) => Number(d.id) },
  'application.recorded': { kind: 'application-recorded', report: (d) => Number(d.report_id) },
};
export interface NoticeJob {
  kind?: NoticeKind;
  reportId?: number;
}

/**
 * Called by `emitEvent` in the change's transaction: an event a contact may have asked to hear of
 * becomes a job of the `portal-notices` queue, whose worker has the mail settings. Nothing when no
 * address asked for that kind at all.
 */
export async function queuePortalNotice(tx: Db, type: string, data: Record<string, unknown>): Promise<void> {
  const notice = EVENT_NOTICES[type];
  if (!notice) return;
  const [anyone] = await tx
    .select({ email: portalNotificationChoices.email })
    .from(portalNotificationChoices)
    .where(eq(portalNotificationChoices[KINDS[notice.kind]], true))
    .limit(1);
  if (!anyone) return;
  const job: NoticeJob = { kind: notice.kind, reportId: notice.report(data) };
  // A report's several applications make several jobs; the notice's key mails it once.
  await sendJob(tx, 'portal-notices', job);
}

/** The contacts of a live location who chose this kind of notice (lower-cased addresses). */
async function choosers(db: Db, locationId: number, kind: NoticeKind): Promise<string[]> {
  const rows = await db
    .selectDistinct({ email: portalNotificationChoices.email })
    .from(locationContacts)
    .innerJoin(locations, eq(locations.id, locationContacts.locationId))
    .innerJoin(
      portalNotificationChoices,
      sql`${portalNotificationChoices.email} = lower(${locationContacts.email})`,
    )
    .where(
      and(
        eq(locationContacts.locationId, locationId),
        isNull(locations.deletedAt),
        eq(portalNotificationChoices[KINDS[kind]], true),
      ),
    );
  return rows.map((r) => r.email);
}

/** Writes the notice's key and queues its mail in one transaction; false when it was sent before. */
async function noticeOnce(
  db: Db,
  config: NoticeConfig,
  key: { kind: NoticeKind; subjectId: number; email: string },
  mail: { subject: string; text: string; html: string },
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(portalNotices)
      .values({ ...key, sentAt: now })
      .onConflictDoNothing()
      .returning({ kind: portalNotices.kind });
    if (!row) return false;
    const { id } = await queueMail(tx, config, { kind: 'portal-notice', to: [key.email], ...mail });
    await tx
      .update(portalNotices)
      .set({ mailId: id })
      .where(
        and(
          eq(portalNotices.kind, key.kind),
          eq(portalNotices.subjectId, key.subjectId),
          eq(portalNotices.email, key.email),
        ),
      );
    return true;
  });
}

/** The language a notice to this address at this location is written in (decision 0070). */
async function noticeLanguage(db: Db, locationId: number, email: string) {
  return readerLanguage(db, await contactLanguage(db, locationId, email));
}

/** A report finished, or applications recorded with it: each contact who asked is mailed once. */
export async function sendReportNotice(
  db: Db,
  config: NoticeConfig,
  job: NoticeJob,
  now: Date,
): Promise<number> {
  if (!job.kind || !job.reportId || job.kind === 'visit-before') return 0;
  const [report] = await db
    .select({ id: reports.id, locationId: locations.id, location: locations.name, job: jobs.name })
    .from(reports)
    .innerJoin(jobs, eq(jobs.id, reports.jobId))
    .innerJoin(locations, eq(locations.id, jobs.locationId))
    .where(and(eq(reports.id, job.reportId), isNull(reports.deletedAt)));
  if (!report) return 0;
  const portal = publicUrl(config, '/portal');
  let sent = 0;
  for (const email of await choosers(db, report.locationId, job.kind)) {
    const language = await noticeLanguage(db, report.locationId, email);
    const mail = reportNoticeMail(language, job.kind, report, portal);
    if (await noticeOnce(db, config, { kind: job.kind, subjectId: report.id, email }, mail, now)) sent += 1;
  }
  return sent;
}

/** Tomorrow's scheduled visits (the office's tomorrow by `now`): each contact who asked, once. */
export async function sendVisitReminders(db: Db, config: NoticeConfig, now: Date): Promise<number> {
  const tomorrow = addDaysTo(dayIn(now, config.APP_TIMEZONE), 1);
  const rows = await db
    .select({
      id: visits.id,
      start: visits.startTime,
      job: jobs.name,
      locationId: locations.id,
      location: locations.name,
      address: locations.address,
    })
    .from(visits)
    .innerJoin(jobs, eq(jobs.id, visits.jobId))
    .innerJoin(locations, eq(locations.id, jobs.locationId))
    .where(
      and(
        eq(visits.date, tomorrow),
        inArray(visits.status, ['scheduled']),
        isNull(jobs.deletedAt),
        isNull(locations.deletedAt),
      ),
    );
  const portal = publicUrl(config, '/portal');
  let sent = 0;
  for (const v of rows) {
    const visit = { ...v, day: tomorrow, time: v.start ? v.start.slice(0, 5) : null };
    for (const email of await choosers(db, v.locationId, 'visit-before')) {
      const mail = visitReminderMail(await noticeLanguage(db, v.locationId, email), visit, portal);
      if (await noticeOnce(db, config, { kind: 'visit-before', subjectId: v.id, email }, mail, now))
        sent += 1;
    }
  }
  return sent;
}

/** The `portal-notices` queue's daily cron (the day-before-visit run), in the office's time zone. */
export async function schedulePortalNotices(boss: PgBoss, timeZone: string): Promise<void> {
  await boss.schedule('portal-notices', PORTAL_NOTICE_CRON, {}, { tz: timeZone });
}

/**
 * The `portal-notices` queue's worker: a job with a report tells of it; the cron's (no data) tells
 * of tomorrow's visits. A retry mails only what its failed try had not.
 */
export function startPortalNoticeWorker(opts: {
  boss: PgBoss;
  db: Db;
  config: NoticeConfig;
  now: () => Date;
  log: {
    info(message: string): void;
    warn(obj: object, message: string): void;
    error(obj: object, message: string): void;
  };
  poll?: boolean;
}): QueueWorker {
  const { log } = opts;
  return startQueueWorker<NoticeJob>({
    boss: opts.boss,
    name: 'portal-notices',
    log,
    poll: opts.poll,
    pollMs: 10_000,
    handle: async (job) => {
      const now = opts.now();
      const sent = job.data.kind
        ? await sendReportNotice(opts.db, opts.config, job.data, now)
        : await sendVisitReminders(opts.db, opts.config, now);
      if (sent > 0) {
        log.info(`Portal notices: ${sent} mailed to customers`);
        wakeQueue('mail');
      }
    },
  });
}
