import escapeHtml from 'escape-html';
import type { Language } from '@shared/languages';
import { type Config, publicUrl } from '../config';
import { mailDocument, mailTexts } from '../texts/mail-text';

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
