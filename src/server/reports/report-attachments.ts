import { and, eq, isNull } from 'drizzle-orm';
import { ReportStatus } from '@shared/constants';
import { reports } from '../db/schema/reports';
import type { MailAttachment } from '../db/schema/mail';
import type { ResolvedAttachments } from '../mail/mail.public';
import { finishedReportPdf, type PdfMaking } from './pdf/finished-report-pdf';
import { SHARED_READER } from './report-detail.repository';

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/**
 * The mail sender's attachments (mail/mail-sender.ts, given it by app.ts: mail does not import
 * reports, decision 0056). A queued mail's attachments as files, made when it is sent so a queued row stays small: a
 * finished report's PDF in the language the mail is written in (the kept one when there is one). A PDF over `maxMb` is left off (the
 * mail's text has the link), as is the PDF of a report deleted or no longer finished meanwhile.
 * Failing to make a PDF throws: the send is tried again later.
 */
export async function resolveReportAttachments(
  making: PdfMaking,
  wanted: MailAttachment[],
  maxMb: number,
): Promise<ResolvedAttachments> {
  const resolved: ResolvedAttachments = { attachments: [], notes: [] };
  for (const item of wanted) {
    if (item.kind !== 'report-pdf') {
      resolved.notes.push(`unknown attachment ${JSON.stringify(item)} left off`);
      continue;
    }
    const [report] = await making.db
      .select()
      .from(reports)
      .where(and(eq(reports.id, item.reportId), isNull(reports.deletedAt)));
    if (!report || report.statusId !== ReportStatus.Finished) {
      resolved.notes.push(`report ${item.reportId} PDF left off: the report is no longer finished`);
      continue;
    }
    const { pdf, fileName } = await finishedReportPdf(making, report, SHARED_READER, item.language ?? 'en');
    if (pdf.length > maxMb * MB) {
      resolved.notes.push(
        `report ${item.reportId} PDF left off: ${megabytes(pdf.length)} is over the ${maxMb} MB limit`,
      );
      continue;
    }
    resolved.attachments.push({ filename: fileName, content: pdf, contentType: 'application/pdf' });
  }
  return resolved;
}
