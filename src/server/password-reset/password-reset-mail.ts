import escapeHtml from 'escape-html';
import type { Language } from '@shared/languages';
import { type Config, publicUrl } from '../config';
import { mailDocument, mailTexts } from '../texts/mail-text';

/** Who asked for a reset link: the account's owner on the login page, or an Admin by name. */
export type ResetAskedBy = { kind: 'login-page' } | { kind: 'admin'; name: string };

/**
 * The reset mail, in the account's language (decision 0070): who asked, the link, that it works
 * once within the hour, and what to do when nobody meant to ask. The token appears only in the link.
 */
export function passwordResetMail(
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>,
  input: { name: string; email: string; token: string; askedBy: ResetAskedBy; language: Language },
): { subject: string; text: string; html: string } {
  const m = mailTexts(input.language);
  const link = publicUrl(config, `/reset-password?token=${encodeURIComponent(input.token)}`);
  const { askedBy } = input;
  const byAdmin = askedBy.kind === 'admin';
  const who: [string, Record<string, string>] =
    askedBy.kind === 'admin'
      ? ['outgoingMail.passwordReset.askedByAdmin', { admin: askedBy.name, email: input.email }]
      : ['outgoingMail.passwordReset.askedOnLoginPage', { email: input.email }];
  const notYou = byAdmin
    ? 'outgoingMail.passwordReset.notYouAdmin'
    : 'outgoingMail.passwordReset.notYouLoginPage';
  const hello = { name: input.name };
  const subject = m.text('outgoingMail.passwordReset.subject');
  const text = [
    m.text('outgoingMail.passwordReset.hello', hello),
    '',
    m.text(...who),
    '',
    m.text('outgoingMail.passwordReset.open'),
    link,
    '',
    m.text('outgoingMail.passwordReset.once'),
    m.text('outgoingMail.passwordReset.expired'),
    '',
    m.text(notYou),
  ].join('\n');
  const html = mailDocument(
    input.language,
    subject,
    `<p>${m.html('outgoingMail.passwordReset.hello', hello)}</p>
<p>${m.html(...who)}</p>
<p>${m.html('outgoingMail.passwordReset.open')}<br><a href="${escapeHtml(link)}" dir="ltr">${escapeHtml(link)}</a></p>
<p>${m.html('outgoingMail.passwordReset.once')} ${m.html('outgoingMail.passwordReset.expired')}</p>
<p>${m.html(notYou)}</p>`,
  );
  return { subject, text, html };
}
