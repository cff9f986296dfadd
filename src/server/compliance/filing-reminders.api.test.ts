import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FieldType, ReportStatus, Role, Status } from '@shared/constants';
import { companyLicences } from '../db/schema/company';
import { filingReminders } from '../db/schema/filings';
import { mailMessages } from '../db/schema/mail';
import { users } from '../db/schema/users';
import { queryRows } from '../db/sql-helpers';
import { QUEUE_SCHEMA, sendJob } from '../queue/job-queue';
import type { QueueWorker } from '../queue/queue-worker';
import { dueNow, jobsOf } from '../queue/queue.fixtures';
import { insertAssignedJob, insertReport, insertTemplate } from '../reports/reports.fixtures';
import { createTestApp, freshPostgresDatabase, type Session, type TestApp } from '../test/test-app';
import { insertFinished } from './compliance-db.fixtures';
import { frozenRecord } from '@shared/frozen-record.fixtures';
import { FILING_REMINDER_CRON, scheduleFilingReminders, startFilingReminderWorker } from './filing-reminders';
import { filingsDue } from './filings-due';

/** As visit-planning.api.test.ts: two apps on one PostgreSQL database, one app on PGlite. */
const onPostgres = process.env.DB_TARGET === 'postgres';
const TZ = 'America/New_York';
const PUBLIC_URL = 'https://office.greenleaf.example';
let shared: Awaited<ReturnType<typeof freshPostgresDatabase>> | undefined;
let t: TestApp;
let other: TestApp;
let admin: Session;
const adminEmails: string[] = [];
const workers: QueueWorker[] = [];

beforeAll(async () => {
  shared = onPostgres ? await freshPostgresDatabase() : undefined;
  t = await createTestApp({ APP_TIMEZONE: TZ, PUBLIC_URL }, { databaseUrl: shared?.url });
  other = shared ? await createTestApp({ APP_TIMEZONE: TZ, PUBLIC_URL }, { databaseUrl: shared.url }) : t;
  admin = await t.loginAs(Role.Admin);
  const superAdmin = await t.createUser({ typeId: Role.SuperAdmin });
  await t.createUser({ typeId: Role.Supervisor });
  await t.createUser({ typeId: Role.Technician });
  await t.createUser({ typeId: Role.Admin, statusId: Status.Inactive });
  const gone = await t.createUser({ typeId: Role.Admin });
  await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone));
  const listed = await t.db.select({ id: users.id, email: users.email }).from(users).orderBy(asc(users.id));
  adminEmails.push(...listed.filter((u) => [admin.userId, superAdmin].includes(u.id)).map((u) => u.email));
  // On record here since mid-February 2027: what fell due before is not this office's to be told.
  const since = new Date('2027-02-15T17:00:00Z');
  await t.db.insert(companyLicences).values([
    { state: 'CA', number: 'OP-77', expiresOn: '2030-01-01', createdAt: since },
    { state: 'NY', number: '12345', expiresOn: '2030-01-01', createdAt: since },
    { state: 'TX', number: 'TPCL-0912', expiresOn: '2030-01-01', createdAt: since },
  ]);
  // A California record of February with a problem (no applicator certification) to count.
  const tech = await t.createUser({ typeId: Role.Technician });
  const template = await insertTemplate(t.db, {
    tasks: [{ task: 'T', fields: [{ name: 'P', type: FieldType.ChemicalApplication }] }],
  });
  const jobId = await insertAssignedJob(t.db, { assignees: [tech] });
  const reportId = await insertReport(t.db, {
    jobId,
    templateId: template.id,
    userId: tech,
    statusId: ReportStatus.Finished,
  });
  await insertFinished(t.db, [
    frozenRecord({
      report_id: reportId,
      applied_on: '2027-02-10',
      state: 'CA',
      county: 'Los Angeles',
      applicator: { id: tech, name: 'Oscar' },
      applicator_certification: null,
    }),
  ]);
});
afterEach(async () => {
  for (const w of workers.splice(0)) await w.stop();
});
afterAll(async () => {
  if (shared) await other.close();
  await t.close();
  if (shared) await shared.drop();
});

function reminder(app: TestApp, at: string) {
  const worker = startFilingReminderWorker({
    boss: app.app.boss,
    db: app.db,
    config: app.app.config,
    now: () => new Date(at),
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
  });
  workers.push(worker);
  return worker;
}

/** The reminder mail queued so far, oldest first. */
const reminderMail = () =>
  t.db
    .select({ to: mailMessages.recipients, subject: mailMessages.subject, text: mailMessages.textBody })
    .from(mailMessages)
    .where(eq(mailMessages.kind, 'filing-reminder'))
    .orderBy(asc(mailMessages.id));

/** The daily job at `at`, run to its end (twice when asked, as when the cron's job came twice). */
async function runAt(at: string, times = 1) {
  for (let i = 0; i < times; i++) {
    await sendJob(t.db, 'filing-reminders', {});
    expect(await reminder(t, at).drain()).toBe(1);
  }
}

const FEB = 'California monthly report for February 2027';
const FEB_LINK = `${PUBLIC_URL}/compliance?state=CA&month=2027-02`;

describe('the filing-reminders queue', () => {
  it('mails the Admins a week before, the day before and the day after an unmade filing’s due day, each once, by the office’s day', async () => {
    const subjects = async () => (await reminderMail()).map((m) => m.subject);
    // 19:30 on 2 March in New York (already the 3rd in UTC): 8 days before 10 March, nothing yet.
    await runAt('2027-03-03T00:30:00Z');
    expect(await subjects()).toEqual([]);
    // 07:00 on the 3rd: a week before. The job running twice mails it once.
    await runAt('2027-03-03T12:00:00Z', 2);
    expect(await subjects()).toEqual([`Filing due in 7 days: ${FEB}`]);
    // 22:00 on the 8th (the 9th in UTC): two days before, nothing new.
    await runAt('2027-03-09T03:00:00Z');
    // 20:00 on the 9th (the 10th in UTC): the day before.
    await runAt('2027-03-10T01:00:00Z', 2);
    // 23:30 on the due day itself (the 11th in UTC): due, not yet overdue.
    await runAt('2027-03-11T04:30:00Z');
    expect(await subjects()).toEqual([`Filing due in 7 days: ${FEB}`, `Filing due tomorrow: ${FEB}`]);
    // 07:00 on the 11th: overdue, once; the day after, nothing again.
    await runAt('2027-03-11T12:00:00Z');
    await runAt('2027-03-12T12:00:00Z');
    expect(await subjects()).toEqual([
      `Filing due in 7 days: ${FEB}`,
      `Filing due tomorrow: ${FEB}`,
      `Filing overdue: ${FEB}`,
    ]);

    const mail = await reminderMail();
    const { problems } = (await filingsDue(t.db, '2027-03-03', TZ)).due.find(
      (d) => d.state === 'CA' && d.period_start === '2027-02-01',
    )!;
    expect(problems).toBeGreaterThan(0);
    for (const m of mail) {
      expect(m.to).toEqual(adminEmails);
      expect(m.text).toContain('03/10/2027');
      expect(m.text).toContain(`finds ${problems} problem`);
      expect(m.text).toContain(FEB_LINK);
    }
    expect(mail[0]!.text).toContain('(in 7 days)');
    const rows = await t.db.select().from(filingReminders).orderBy(asc(filingReminders.sentAt));
    expect(rows.map((r) => [r.state, r.periodStart, r.reminder, r.dueOn])).toEqual([
      ['CA', '2027-02-01', 'week', '2027-03-10'],
      ['CA', '2027-02-01', 'day', '2027-03-10'],
      ['CA', '2027-02-01', 'overdue', '2027-03-10'],
    ]);
    expect(rows.every((r) => r.mailId !== null)).toBe(true);
  });

  it('sends none for a filing made, nor for a state the company is not licensed in', async () => {
    const before = (await reminderMail()).length;
    // California's March, made on 1 April (after its month ended): its week-ahead day passes quietly.
    t.app.clock = () => new Date('2027-04-01T14:00:00Z');
    try {
      const made = await t.request(admin, {
        method: 'POST',
        url: '/api/compliance/filings',
        payload: { state: 'CA', kind: 'ca-monthly-csv', from: '2027-03-01', to: '2027-03-31', force: true },
      });
      expect(made.statusCode, made.body).toBe(200);
    } finally {
      t.app.clock = () => new Date();
    }
    await runAt('2027-04-03T11:00:00Z');
    await runAt('2027-04-09T11:00:00Z');
    // No longer licensed in California: April's reminders are not this office's.
    await t.db.update(companyLicences).set({ deletedAt: new Date() }).where(eq(companyLicences.state, 'CA'));
    await runAt('2027-05-03T11:00:00Z');
    await runAt('2027-05-11T11:00:00Z');
    expect((await reminderMail()).length).toBe(before);
    // New York's annual report, still licensed: a week before 1 February 2028.
    await runAt('2028-01-25T12:00:00Z');
    expect((await reminderMail()).slice(before).map((m) => [m.subject, m.to])).toEqual([
      ['Filing due in 7 days: New York annual report for 2027', adminEmails],
    ]);
    expect((await reminderMail()).at(-1)!.text).toContain(`${PUBLIC_URL}/compliance?state=NY&year=2027`);
  });

  it('mails a reminder once when two processes run the day’s job together, on the daily cron', async () => {
    await Promise.all([scheduleFilingReminders(t.app.boss, TZ), scheduleFilingReminders(other.app.boss, TZ)]);
    const schedules = await queryRows<{ cron: string; timezone: string }>(
      t.db,
      sql`select cron, timezone from ${sql.raw(QUEUE_SCHEMA)}.schedule where name = 'filing-reminders'`,
    );
    expect(schedules).toEqual([{ cron: FILING_REMINDER_CRON, timezone: TZ }]);
    const before = (await reminderMail()).length;
    // Two jobs for one day (a retry beside the day's job), taken by two processes at once.
    const at = '2028-01-31T12:00:00Z';
    const first = await sendJob(t.db, 'filing-reminders', {});
    const [taken] = await t.app.boss.fetch('filing-reminders');
    expect(taken?.id).toBe(first);
    await t.app.boss.fail('filing-reminders', first, { message: 'cut off' });
    await sendJob(t.db, 'filing-reminders', {});
    await dueNow(t.db, 'filing-reminders');
    const tried = await Promise.all([reminder(t, at).drain(), reminder(other, at).drain()]);
    expect(tried[0] + tried[1]).toBe(2);
    expect((await reminderMail()).slice(before).map((m) => m.subject)).toEqual([
      'Filing due tomorrow: New York annual report for 2027',
    ]);
    expect((await jobsOf(t.db, 'filing-reminders')).every((j) => j.state === 'completed')).toBe(true);
  });
});

describe("a reminder in the Admins' languages", () => {
  it('is one mail per language, digits and calendar they read: an Arabic Admin’s right to left in Arabic-Indic digits, a Persian one’s in the solar calendar, the others’ in the company’s', async () => {
    await t.db.update(users).set({ language: 'ar' }).where(eq(users.id, admin.userId));
    const [arabic] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, admin.userId));
    // An Arabic Admin who chose Latin digits, and a Persian one who chose the solar calendar.
    const latinId = await t.createUser({ typeId: Role.Admin });
    await t.db.update(users).set({ language: 'ar', numerals: 'latin' }).where(eq(users.id, latinId));
    const solarId = await t.createUser({ typeId: Role.Admin });
    await t.db.update(users).set({ language: 'fa', calendar: 'persian' }).where(eq(users.id, solarId));
    // An English Admin's choices change nothing: they share the others' English mail.
    const englishId = await t.createUser({ typeId: Role.Admin });
    await t.db.update(users).set({ numerals: 'latin', calendar: 'persian' }).where(eq(users.id, englishId));
    const emailOf = async (id: number) =>
      (await t.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;
    const [latin, solar, english] = await Promise.all([latinId, solarId, englishId].map(emailOf));
    const before = (await reminderMail()).length;
    // The day after New York's due day: overdue.
    await runAt('2028-02-02T12:00:00Z');
    const mails = (await t.db.select().from(mailMessages).orderBy(asc(mailMessages.id))).filter(
      (m) => m.kind === 'filing-reminder',
    );
    const sent = mails.slice(before);
    expect(sent).toHaveLength(4);
    const to = (email: string) => sent.find((m) => m.recipients.includes(email))!;
    const [ar, arLatin, fa] = [to(arabic!.email), to(latin!), to(solar!)];
    const en = sent.find((m) => ![ar, arLatin, fa].includes(m))!;
    expect(en.recipients).toEqual([...adminEmails.filter((e) => e !== arabic!.email), english]);
    expect(en.subject).toBe('Filing overdue: New York annual report for 2027');
    expect(en.textBody).toContain('was due on 02/01/2028 and');

    expect(ar.recipients).toEqual([arabic!.email]);
    // Day first, in Arabic-Indic digits, the year too (decision 0074).
    expect(ar.subject).toBe('تقديم متأخر: \u2068التقرير السنوي لولاية نيويورك عن \u2068٢٠٢٧\u2069\u2069');
    expect(ar.textBody).toContain('\u2068٠١\u200f/٠٢\u200f/٢٠٢٨\u2069');
    expect(ar.htmlBody).toContain('<html lang="ar" dir="rtl">');
    expect(ar.htmlBody).toContain('<bdi>٠١\u200f/٠٢\u200f/٢٠٢٨</bdi>');

    expect(arLatin.recipients).toEqual([latin]);
    expect(arLatin.subject).toContain('\u20682027\u2069');
    expect(arLatin.textBody).toContain('\u206801\u200f/02\u200f/2028\u2069');
    expect(arLatin.textBody).not.toMatch(/[\u0660-\u0669]/);
    expect(arLatin.htmlBody).not.toMatch(/[\u0660-\u0669]/);

    // 1 February 2028 is 12 Bahman 1406; the report's year stays 2027, in Persian digits.
    expect(fa.recipients).toEqual([solar]);
    expect(fa.subject).toContain('\u2068۲۰۲۷\u2069');
    expect(fa.textBody).toContain('\u2068۱۴۰۶/۱۱/۱۲\u2069');
    expect(fa.htmlBody).toContain('<bdi>۱۴۰۶/۱۱/۱۲</bdi>');
  });
});
