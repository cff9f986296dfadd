import escapeHtml from 'escape-html';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { dayIn } from '@shared/dates';
import { ReportStatus } from '@shared/constants';
import type { Language } from '@shared/languages';
import type { ReportSend } from '@shared/schemas/report-mail';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { applications } from '../db/schema/applications';
import { companySettings } from '../db/schema/company';
import { mailMessages } from '../db/schema/mail';
import { reports } from '../db/schema/reports';
import { users } from '../db/schema/users';
import { conflict, HttpError } from '../http/errors';
import { contactLanguage, reportRecipients } from '../locations/locations.public';
import { queueMail } from '../mail/mail.public';
import { createShareLink } from './share-links.repository';
import { siteOf } from '../reports/reports.public';
import { bdi, mailDocument, mailTexts, readerLanguage } from '../texts/mail-text';

/** What a finished report's mail tells: who did what, where and when. */
export interface ReportMailFacts {
  id: number;
  company: string;
  job: string;
  location: string;
  locationId: number;
  template: string;
  technician: string;
  finishedAt: Date;
  products: string[];
}

async function reportMailFacts(db: Db, reportId: number): Promise<ReportMailFacts> {
  const [row] = await db
    .select()
    .from(reports)
    .where(and(eq(reports.id, reportId), isNull(reports.deletedAt)));
  if (!row) throw new HttpError(404, 'report.notFound');
  if (row.statusId !== ReportStatus.Finished) throw conflict('reportMail.notFinished');
  // Where and by whom it was done when submitted (issue 30), not what the job became since.
  const site = await siteOf(db, row);
  const [company] = await db.select({ name: companySettings.businessName }).from(companySettings);
  const applied = await db
    .selectDistinct({ name: applications.productName })
    .from(applications)
    .where(eq(applications.reportId, reportId))
    .orderBy(asc(applications.productName));
  return {
    id: row.id,
    company: company?.name || row.snapshot.template.company_name || 'Fieldbook',
    job: site.job.name,
    location: site.location.name,
    locationId: site.location.id,
    template: row.snapshot.template.name,
    technician: site.technician.name,
    // Reports finished before the time was kept show the day they were started.
    finishedAt: row.finishedAt ?? row.startDate,
    products: applied.map((a) => a.name),
  };
}

/**
 * The mail itself, in its reader's language (decision 0070): the company, the job and place, the
 * day, a summary and the link. Every value is isolated (what people typed, a date, the link), so
 * a Latin name or address keeps its order in an Arabic or Persian mail. The reader is a contact or
 * an address the office typed: dates in the language's order and own digits, Gregorian (0074).
 */
export function reportMailText(
  facts: ReportMailFacts,
  link: { url: string; expiresAt: Date },
  tz: string,
  language: Language,
) {
  const m = mailTexts(language);
  const when = m.dateTime(facts.finishedAt, tz);
  const summary: [string, string][] = [
    [m.text('outgoingMail.report.location'), facts.location],
    [m.text('outgoingMail.report.job'), facts.job],
    [m.text('outgoingMail.report.service'), facts.template],
    [m.text('outgoingMail.report.technician'), facts.technician],
    [m.text('outgoingMail.report.finished'), when],
  ];
  const products = facts.products.join(', ');
  const where = { company: facts.company, location: facts.location };
  const expires = { expires: m.dateTime(link.expiresAt, tz) };
  const subject = m.text('outgoingMail.report.subject', {
    ...where,
    day: m.day(dayIn(facts.finishedAt, tz)),
  });
  const productsLabel = m.text('outgoingMail.report.products');
  const none = m.text('outgoingMail.report.none');
  const text = [
    m.text('outgoingMail.report.intro', where),
    '',
    ...summary.map(([k, v]) => `${k}: ${m.value(v)}`),
    `${productsLabel}: ${products ? m.value(products) : none}`,
    '',
    m.text('outgoingMail.report.openText', { link: link.url }),
    `${m.text('outgoingMail.report.until', expires)} ${m.text('outgoingMail.report.attached')}`,
  ].join('\n');
  const row = (k: string, v: string) =>
    `<tr><th style="text-align: start">${escapeHtml(k)}</th><td>${v}</td></tr>`;
  const html = mailDocument(
    language,
    subject,
    `<p>${m.html('outgoingMail.report.intro', where)}</p>
<table>${summary.map(([k, v]) => row(k, bdi(v))).join('')}${row(productsLabel, products ? bdi(products) : escapeHtml(none))}</table>
<p><a href="${escapeHtml(link.url)}">${m.html('outgoingMail.report.openLink')}</a></p>
<p>${m.html('outgoingMail.report.until', expires)}</p>`,
  );
  return { subject, text, html };
}

/**
 * Queues the finished report's mail, one per address, each with a link of its own (so one can be
 * revoked without the others), in the caller's transaction. Without `to`: the location's
 * recipients, and nothing when it has none. Returns how many mails were queued.
 */
export async function queueReportMails(
  tx: Db,
  config: Config,
  reportId: number,
  opts: { to?: string[]; sentBy: number | null },
): Promise<number> {
  const facts = await reportMailFacts(tx, reportId);
  // An address the office typed is written to in the language of the location's contact who has it.
  const to =
    opts.to === undefined
      ? await reportRecipients(tx, facts.locationId)
      : await Promise.all(
          opts.to.map(async (email) => ({
            email,
            language: await contactLanguage(tx, facts.locationId, email),
          })),
        );
  // The same address twice (in any case) gets one mail, as first written.
  const recipients = to.filter(
    (a, i) => to.findIndex((b) => b.email.toLowerCase() === a.email.toLowerCase()) === i,
  );
  for (const { email: address, language: own } of recipients) {
    const link = await createShareLink(tx, config, { reportId, label: address, createdBy: opts.sentBy });
    // The PDF attached speaks the mail's language (decision 0071).
    const language = await readerLanguage(tx, own);
    await queueMail(tx, config, {
      kind: 'report',
      to: [address],
      ...reportMailText(facts, link, config.APP_TIMEZONE, language),
      attachments: [{ kind: 'report-pdf', reportId, language }],
      reportId,
      createdBy: opts.sentBy,
    });
  }
  return recipients.length;
}

/** Every mail of a report, newest first: its send log. */
export async function reportSends(db: Db, reportId: number): Promise<ReportSend[]> {
  return db
    .select({
      id: mailMessages.id,
      recipients: mailMessages.recipients,
      status: mailMessages.status,
      attempts: mailMessages.attempts,
      last_error: mailMessages.lastError,
      created_at: mailMessages.createdAt,
      sent_at: mailMessages.sentAt,
      sent_by: users.name,
    })
    .from(mailMessages)
    .leftJoin(users, eq(users.id, mailMessages.createdBy))
    .where(eq(mailMessages.reportId, reportId))
    .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id));
}

/**
 * Share links' part in a report's moves (reports/report-events.ts, registered by app.ts): a
 * finished report is mailed to its location's recipients, each with a link of their own.
 */
export const reportMailHandlers = (config: Config) => ({
  finished: async (e: { tx: Db; reportId: number }) => {
    await queueReportMails(e.tx, config, e.reportId, { sentBy: null });
  },
});
