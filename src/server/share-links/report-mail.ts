import escapeHtml from 'escape-html';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { formatDateTime } from '@shared/dates';
import { ReportStatus } from '@shared/constants';
import type { ReportSend } from '@shared/schemas/report-mail';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { applications } from '../db/schema/applications';
import { companySettings } from '../db/schema/company';
import { mailMessages } from '../db/schema/mail';
import { reports } from '../db/schema/reports';
import { users } from '../db/schema/users';
import { conflict, HttpError } from '../http/errors';
import { reportRecipients } from '../locations/locations.public';
import { queueMail } from '../mail/mail.public';
import { createShareLink } from './share-links.repository';
import { siteOf } from '../reports/reports.public';

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
 * The mail itself, in English like the PDF (the server does not know the reader's language): the
 * company, the job and place, the day, a summary and the link.
 */
export function reportMailText(facts: ReportMailFacts, link: { url: string; expiresAt: Date }, tz: string) {
  const when = formatDateTime(facts.finishedAt, tz);
  const summary: [string, string][] = [
    ['Location', facts.location],
    ['Job', facts.job],
    ['Service', facts.template],
    ['Technician', facts.technician],
    ['Finished', when],
    ['Products applied', facts.products.length > 0 ? facts.products.join(', ') : 'None'],
  ];
  const expires = formatDateTime(link.expiresAt, tz);
  const subject = `${facts.company}: service report for ${facts.location}, ${when.slice(0, 10)}`;
  const text = [
    `${facts.company} finished a service report for ${facts.location}.`,
    '',
    ...summary.map(([k, v]) => `${k}: ${v}`),
    '',
    `Open the report and the safety data sheets of the products applied: ${link.url}`,
    `The link works until ${expires}. The report's PDF is attached when it is small enough.`,
  ].join('\n');
  const html = `<p>${escapeHtml(facts.company)} finished a service report for ${escapeHtml(facts.location)}.</p>
<table>${summary.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>
<p><a href="${escapeHtml(link.url)}">Open the report and the safety data sheets</a></p>
<p>The link works until ${escapeHtml(expires)}.</p>`;
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
  const to = opts.to ?? (await reportRecipients(tx, facts.locationId));
  // The same address twice (in any case) gets one mail, as first written.
  const addresses = to.filter((a, i) => to.findIndex((b) => b.toLowerCase() === a.toLowerCase()) === i);
  for (const address of addresses) {
    const link = await createShareLink(tx, config, { reportId, label: address, createdBy: opts.sentBy });
    await queueMail(tx, config, {
      kind: 'report',
      to: [address],
      ...reportMailText(facts, link, config.APP_TIMEZONE),
      attachments: [{ kind: 'report-pdf', reportId }],
      reportId,
      createdBy: opts.sentBy,
    });
  }
  return addresses.length;
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
