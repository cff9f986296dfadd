import escapeHtml from 'escape-html';
import { and, eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { dayIn, daysBetween } from '@shared/dates';
import type { FilingDue } from '@shared/schemas/compliance';
import type { Language } from '@shared/languages';
import { type Config, publicUrl } from '../config';
import type { Db } from '../db/client';
import { filingReminders } from '../db/schema/filings';
import { adminRecipientsByReader, queueMail } from '../mail/mail.public';
import { type QueueWorker, startQueueWorker, wakeQueue } from '../queue/queue-worker';
import { type MailReader, mailDocument, mailTexts } from '../texts/mail-text';
import { filingsDue } from './filings-due';

/** Every day at 07:00 in the office's time zone: pg-boss's cron (decision 0047). */
export const FILING_REMINDER_CRON = '0 7 * * *';

/** A week ahead, the day before (or the due day), and once past it. */
export type FilingReminder = 'week' | 'day' | 'overdue';

type ReminderConfig = Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'PUBLIC_URL' | 'PORT' | 'APP_TIMEZONE'>;

/**
 * Which reminder a filing not yet made is owed on the office's `today`: `week` from 7 days before
 * its due day, `day` from the day before, `overdue` from the day after. Each is sent once (the
 * table's key), so on a daily run they fall on exactly those days; a day the job did not run (a
 * server down at 07:00) is made up the next day rather than lost.
 */
export function reminderFor(due: FilingDue, today: string): FilingReminder | null {
  if (due.filed) return null;
  const left = daysBetween(today, due.due_on);
  if (due.overdue || left < 0) return 'overdue';
  if (left <= 1) return 'day';
  if (left <= 7) return 'week';
  return null;
}

/**
 * The filing as the Compliance page and its card name it: its month or year in the reader's
 * language and digits, Gregorian whatever their calendar (the state's period).
 */
function filingName(m: ReturnType<typeof mailTexts>, due: FilingDue): string {
  if (due.state !== 'CA') {
    return m.text('outgoingMail.filingReminder.newYork', { year: m.period(due.period_start, 'year') });
  }
  return m.text('outgoingMail.filingReminder.california', { month: m.period(due.period_start, 'long') });
}

/** The Compliance page opened on the filing's state and period (as the home page's card links it). */
export function filingPath(due: FilingDue): string {
  return due.state === 'CA'
    ? `/compliance?state=CA&month=${due.period_start.slice(0, 7)}`
    : `/compliance?state=NY&year=${due.period_start.slice(0, 4)}`;
}

/**
 * The reminder's mail for Admins who read it alike (decisions 0070, 0074): which filing, its due
 * day in their language, digits and calendar (MM/DD/YYYY in English), its readiness problems and
 * where to make it.
 */
export function filingReminderMail(
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>,
  due: FilingDue,
  reminder: FilingReminder,
  today: string,
  reader: Language | MailReader,
): { subject: string; text: string; html: string } {
  const m = mailTexts(reader);
  const name = filingName(m, due);
  const left = daysBetween(today, due.due_on);
  const when =
    left === 0
      ? m.text('outgoingMail.filingReminder.today')
      : left === 1
        ? m.text('outgoingMail.filingReminder.tomorrow')
        : m.text('outgoingMail.filingReminder.in', { count: left });
  const day = m.day(due.due_on);
  const overdue = reminder === 'overdue';
  const subject = overdue
    ? m.text('outgoingMail.filingReminder.subjectOverdue', { name })
    : m.text('outgoingMail.filingReminder.subjectDue', { when, name });
  const [statusKey, statusValues] = overdue
    ? ['outgoingMail.filingReminder.overdue', { name, day }]
    : ['outgoingMail.filingReminder.due', { name, day, when }];
  const [problemsKey, problemsValues] =
    due.problems === 0
      ? ['outgoingMail.filingReminder.noProblems', {}]
      : ['outgoingMail.filingReminder.problems', { count: due.problems }];
  const link = publicUrl(config, filingPath(due));
  const text = [
    m.text(statusKey, statusValues),
    m.text(problemsKey, problemsValues),
    '',
    m.text('outgoingMail.filingReminder.open'),
    link,
    '',
    m.text('outgoingMail.filingReminder.why'),
  ].join('\n');
  const html = mailDocument(
    m.language,
    subject,
    `<p>${m.html(statusKey, statusValues)}<br>${m.html(problemsKey, problemsValues)}</p>
<p>${m.html('outgoingMail.filingReminder.open')}<br><a href="${escapeHtml(link)}" dir="ltr">${escapeHtml(link)}</a></p>
<p>${m.html('outgoingMail.filingReminder.why')}</p>`,
  );
  return { subject, text, html };
}

/**
 * The day's reminders: for each filing due or overdue and not made (filingsDue), the reminder it
 * is owed, mailed to the Admins. The reminder's row and its mail are written in one transaction,
 * and the row's key (state, period, reminder) lets only one of two runs write it: the other waits
 * for the first to commit, then finds it there and mails nothing. Returns the reminders mailed.
 */
export async function sendFilingReminders(db: Db, config: ReminderConfig, now: Date): Promise<number> {
  const today = dayIn(now, config.APP_TIMEZONE);
  const { due } = await filingsDue(db, today, config.APP_TIMEZONE);
  let sent = 0;
  for (const d of due) {
    const reminder = reminderFor(d, today);
    if (!reminder) continue;
    const mailed = await db.transaction(async (tx) => {
      // One mail per language, digits and calendar the Admins read (decisions 0070, 0074).
      const groups = await adminRecipientsByReader(tx);
      // Nobody to tell yet: the reminder stays owed, for the next run to send once there is.
      if (groups.length === 0) return false;
      const [row] = await tx
        .insert(filingReminders)
        .values({ state: d.state, periodStart: d.period_start, reminder, dueOn: d.due_on, sentAt: now })
        .onConflictDoNothing()
        .returning({ state: filingReminders.state });
      if (!row) return false;
      const ids: number[] = [];
      for (const { reader, to } of groups) {
        const mail = filingReminderMail(config, d, reminder, today, reader);
        ids.push((await queueMail(tx, config, { kind: 'filing-reminder', to, ...mail })).id);
      }
      // The row names one of its mails (the first group's); the others are in the mail log.
      await tx
        .update(filingReminders)
        .set({ mailId: ids[0] })
        .where(
          and(
            eq(filingReminders.state, d.state),
            eq(filingReminders.periodStart, d.period_start),
            eq(filingReminders.reminder, reminder),
          ),
        );
      return true;
    });
    if (mailed) sent += 1;
  }
  if (sent > 0) wakeQueue('mail');
  return sent;
}

/** The `filing-reminders` queue's daily cron, at 07:00 in the office's time zone. */
export async function scheduleFilingReminders(boss: PgBoss, timeZone: string): Promise<void> {
  await boss.schedule('filing-reminders', FILING_REMINDER_CRON, {}, { tz: timeZone });
}

/**
 * The `filing-reminders` queue's worker: each job sends the reminders owed on the office's day by
 * the clock given. A run that fails is tried again by the queue's policy; what it mailed before
 * failing is on record and not mailed again.
 */
export function startFilingReminderWorker(opts: {
  boss: PgBoss;
  db: Db;
  config: ReminderConfig;
  now: () => Date;
  log: {
    info(message: string): void;
    warn(obj: object, message: string): void;
    error(obj: object, message: string): void;
  };
  poll?: boolean;
}): QueueWorker {
  const { log } = opts;
  return startQueueWorker({
    boss: opts.boss,
    name: 'filing-reminders',
    log,
    poll: opts.poll,
    // One job a day: no hurry to look for another process's.
    pollMs: 30_000,
    handle: async () => {
      const sent = await sendFilingReminders(opts.db, opts.config, opts.now());
      if (sent > 0) log.info(`Filing reminders: ${sent} mailed to the Admins`);
    },
  });
}
