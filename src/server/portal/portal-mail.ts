import escapeHtml from 'escape-html';
import type { Language } from '@shared/languages';
import { type Config, publicUrl } from '../config';
import { type MailReader, mailDocument, mailTexts } from '../texts/mail-text';

/**
 * The portal's sign-in mail, in the contact's language (decision 0070): the link, that it works
 * once within 15 minutes, and what to do when nobody meant to ask. The token appears only in the link.
 */
export function portalSignInMail(
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>,
  input: {
    names: string[];
    email: string;
    token: string;
    companyName: string;
    minutes: number;
    language: Language;
  },
): { subject: string; text: string; html: string } {
  const m = mailTexts(input.language);
  const link = publicUrl(config, `/portal/sign-in/${encodeURIComponent(input.token)}`);
  const company = input.companyName || m.text('outgoingMail.portalSignIn.someCompany');
  const [name] = input.names;
  const hello: [string, Record<string, string>] =
    name === undefined
      ? ['outgoingMail.portalSignIn.helloNoName', {}]
      : ['outgoingMail.portalSignIn.hello', { name }];
  const asked = { company, email: input.email };
  const once = { count: input.minutes };
  const subject = m.text('outgoingMail.portalSignIn.subject', { company });
  const text = [
    m.text(...hello),
    '',
    m.text('outgoingMail.portalSignIn.asked', asked),
    m.text('outgoingMail.portalSignIn.there'),
    '',
    m.text('outgoingMail.portalSignIn.open'),
    link,
    '',
    m.text('outgoingMail.portalSignIn.once', once),
    '',
    m.text('outgoingMail.portalSignIn.notYou'),
  ].join('\n');
  const html = mailDocument(
    input.language,
    subject,
    `<p>${m.html(...hello)}</p>
<p>${m.html('outgoingMail.portalSignIn.asked', asked)} ${m.html('outgoingMail.portalSignIn.there')}</p>
<p>${m.html('outgoingMail.portalSignIn.open')}<br><a href="${escapeHtml(link)}" dir="ltr">${escapeHtml(link)}</a></p>
<p>${m.html('outgoingMail.portalSignIn.once', once)}</p>
<p>${m.html('outgoingMail.portalSignIn.notYou')}</p>`,
  );
  return { subject, text, html };
}

/**
 * A contact's request to move a visit, to the Admins who read it alike (decisions 0070, 0074):
 * who asks, which visit, the day they want and their note (as typed), and the visit's link; both
 * days in the Admins' language, digits and calendar (MM/DD/YYYY in English).
 */
export function visitRequestMail(
  reader: Language | MailReader,
  input: {
    visit: { date: string; jobName: string; locationName: string };
    email: string;
    preferred: string;
    note: string;
    link: string;
  },
): { subject: string; text: string; html: string } {
  const m = mailTexts(reader);
  const { visit, email } = input;
  const date = m.day(visit.date);
  const subject = m.text('outgoingMail.visitRequest.subject', { location: visit.locationName, date });
  const asks = { email, date, job: visit.jobName, location: visit.locationName };
  const wants = { email, preferred: m.day(input.preferred), note: input.note };
  const text = [
    m.text('outgoingMail.visitRequest.asks', asks),
    '',
    m.text('outgoingMail.visitRequest.wants', wants),
    '',
    m.text('outgoingMail.visitRequest.open'),
    input.link,
  ].join('\n');
  const html = mailDocument(
    m.language,
    subject,
    `<p>${m.html('outgoingMail.visitRequest.asks', asks)}</p>
<p>${m.html('outgoingMail.visitRequest.wants', wants)}</p>
<p>${m.html('outgoingMail.visitRequest.open')}<br><a href="${escapeHtml(input.link)}" dir="ltr">${escapeHtml(input.link)}</a></p>`,
  );
  return { subject, text, html };
}
