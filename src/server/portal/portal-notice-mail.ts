import escapeHtml from 'escape-html';
import type { Language } from '@shared/languages';
import { mailDocument, mailTexts } from '../texts/mail-text';

type Mail = { subject: string; text: string; html: string };
type Notice = 'report-finished' | 'application-recorded';

/** A notice's sentence, its subject and the portal's footer, as both parts of one mail. */
function noticeMail(
  language: Language,
  portalUrl: string,
  lines: { subject: string; line: (part: 'text' | 'html') => string },
): Mail {
  const m = mailTexts(language);
  const text = [
    lines.line('text'),
    '',
    m.text('outgoingMail.portalNotice.open'),
    portalUrl,
    '',
    m.text('outgoingMail.portalNotice.why'),
  ].join('\n');
  const html = mailDocument(
    language,
    lines.subject,
    `<p>${lines.line('html')}</p>
<p>${m.html('outgoingMail.portalNotice.open')}<br><a href="${escapeHtml(portalUrl)}" dir="ltr">${escapeHtml(portalUrl)}</a></p>
<p>${m.html('outgoingMail.portalNotice.why')}</p>`,
  );
  return { subject: lines.subject, text, html };
}

/**
 * A report finished, or applications recorded with it, told to a contact who asked, in the
 * contact's language (decision 0070): the place and job as recorded, isolated.
 */
export function reportNoticeMail(
  language: Language,
  kind: Notice,
  report: { location: string; job: string },
  portalUrl: string,
): Mail {
  const m = mailTexts(language);
  const values = { location: report.location, job: report.job };
  const [subjectKey, lineKey] =
    kind === 'report-finished'
      ? ['outgoingMail.portalNotice.reportSubject', 'outgoingMail.portalNotice.report']
      : ['outgoingMail.portalNotice.applicationsSubject', 'outgoingMail.portalNotice.applications'];
  return noticeMail(language, portalUrl, {
    subject: m.text(subjectKey, { location: report.location }),
    line: (part) => m[part](lineKey, values),
  });
}

/**
 * Tomorrow's visit told to a contact who asked, in their language: the day 'YYYY-MM-DD' and the
 * start time 'HH:MM' (when the visit has one) in the language's order and own digits (decision
 * 0074; MM/DD/YYYY in English). A contact chooses no digits or calendar.
 */
export function visitReminderMail(
  language: Language,
  visit: { location: string; address: string; job: string; day: string; time: string | null },
  portalUrl: string,
): Mail {
  const m = mailTexts(language);
  const { location, address, job } = visit;
  const day = m.day(visit.day);
  const time = visit.time === null ? null : m.time(visit.time);
  const line = (part: 'text' | 'html') =>
    time === null
      ? m[part]('outgoingMail.portalNotice.visit', { location, address, day, job })
      : m[part]('outgoingMail.portalNotice.visitAt', { location, address, day, time, job });
  return noticeMail(language, portalUrl, {
    subject: m.text('outgoingMail.portalNotice.visitSubject', { location }),
    line,
  });
}
