import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { companySettings } from '../db/schema/company';
import { locationContacts, locations } from '../db/schema/locations';
import { visits } from '../db/schema/visits';
import { startMailSender } from '../mail/mail-sender';
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from '../test/smtp-server';
import { createTestApp, type TestApp } from '../test/test-app';
import { sendReportNotice, sendVisitReminders } from './portal-notices';
import { customerSite, portalSignIn } from './portal.fixtures';

/** Issue 35 item 1: the portal's notices in the contact's language, through a real SMTP server (decision 0070). */

const FSI = '\u2068';
const PDI = '\u2069';
/** 21:00 on 30 November in New York: UTC's day is already 1 December, the office's tomorrow is too. */
const NY_EVENING = new Date('2026-12-01T02:00:00Z');
let t: TestApp;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ APP_TIMEZONE: 'America/New_York', SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

/** A contact who asked for every notice, at a place with a Latin name and address. */
async function askingContact(email: string, language: 'ar' | 'fa' | null) {
  const site = await customerSite(t, { email, visitDate: '2026-12-01' });
  await t.db
    .update(locations)
    .set({ name: 'Harbor Diner', address: '12 Pier Rd, White Plains, NY 10601' })
    .where(eq(locations.id, site.locationId));
  await t.db.update(locationContacts).set({ language }).where(eq(locationContacts.email, email));
  await t.db.update(visits).set({ startTime: '10:30' }).where(eq(visits.id, site.visitId));
  const session = await portalSignIn(t, email);
  const res = await t.request(session, {
    method: 'PUT',
    url: '/api/portal/notifications',
    payload: { visit_before: true, report_finished: true, application_recorded: true },
  });
  expect(res.statusCode, res.body).toBe(200);
  return site;
}

/** Sends what the mail queue holds; the notices that arrived for `email`, in the order sent. */
async function deliveredTo(email: string, count: number): Promise<ReceivedMail['parsed'][]> {
  const sender = await startMailSender({
    config: t.app.config,
    db: t.db,
    attachments: t.app.mailAttachments,
    boss: t.app.boss,
    log: t.app.log,
  });
  try {
    await sender.drain();
  } finally {
    await sender.stop();
  }
  // The contact's sign-in mails go out too: those are left aside, mail by mail until the notices came.
  const mine = () =>
    smtp.received.filter((m) => m.to[0] === email && !String(m.parsed.text).includes('/portal/sign-in/'));
  for (let n = smtp.received.length; mine().length < count; n++) await smtp.waitFor(n + 1);
  return mine().map((m) => m.parsed);
}

it("tells an Arabic contact of tomorrow's visit and a finished report in Arabic, right to left, every value isolated", async () => {
  const email = 'nour@harbor.example';
  const site = await askingContact(email, 'ar');
  expect(await sendVisitReminders(t.db, t.app.config, NY_EVENING)).toBe(1);
  expect(
    await sendReportNotice(
      t.db,
      t.app.config,
      { kind: 'report-finished', reportId: site.finishedId },
      NY_EVENING,
    ),
  ).toBe(1);
  const [visit, report] = await deliveredTo(email, 2);

  expect(visit!.subject).toBe(`زيارة خدمة غدًا: ${FSI}Harbor Diner${PDI}`);
  expect(visit!.text).toContain(
    `تزور شركة الخدمة لديك ${FSI}Harbor Diner${PDI} (${FSI}12 Pier Rd, White Plains, NY 10601${PDI}) غدًا، ${FSI}٠١\u200f/١٢\u200f/٢٠٢٦${PDI} الساعة ${FSI}١٠:٣٠${PDI}`,
  );
  // The day first and the time in Arabic-Indic digits: a contact reads the language's own (0074).
  expect(visit!.html).toContain('<bdi>٠١\u200f/١٢\u200f/٢٠٢٦</bdi>');
  expect(visit!.text).toContain('اطّلع عليه في بوابة العملاء:');
  expect(visit!.html).toContain('<html lang="ar" dir="rtl">');
  expect(visit!.html).toContain('<bdi>12 Pier Rd, White Plains, NY 10601</bdi>');

  expect(report!.subject).toBe(`انتهى تقرير الخدمة: ${FSI}Harbor Diner${PDI}`);
  expect(report!.text).toContain(`في ${FSI}Harbor Diner${PDI}.`);
  expect(report!.html).toContain('<html lang="ar" dir="rtl">');
  expect(report!.text).not.toMatch(/Service|portal \(Notifications\)/);
});

it("writes to a contact without a language in the company's default", async () => {
  await t.db.update(companySettings).set({ defaultLanguage: 'fa' });
  try {
    const email = 'sam@harbor.example';
    await askingContact(email, null);
    expect(await sendVisitReminders(t.db, t.app.config, NY_EVENING)).toBe(1);
    const [visit] = await deliveredTo(email, 1);
    expect(visit!.subject).toBe(`بازدید خدمت فردا: ${FSI}Harbor Diner${PDI}`);
    expect(visit!.html).toContain('<html lang="fa" dir="rtl">');
    // Persian digits, year first, Gregorian: a contact chooses no calendar.
    expect(visit!.text).toContain(`${FSI}۲۰۲۶/۱۲/۰۱${PDI}`);
  } finally {
    await t.db.update(companySettings).set({ defaultLanguage: 'en' });
  }
});
