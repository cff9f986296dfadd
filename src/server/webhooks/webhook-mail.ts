import type { Language } from '@shared/languages';
import { mailDocument, mailTexts } from '../texts/mail-text';

/**
 * The Admins' mail of a subscription disabled after a day of failures, in their `language`
 * (decision 0070): its address and description as typed and the receiver's last answer, isolated.
 */
export function webhookDisabledMail(
  language: Language,
  sub: { url: string; description: string | null },
  last: string,
): { subject: string; text: string; html: string } {
  const m = mailTexts(language);
  const subject = m.text('outgoingMail.webhookDisabled.subject', { url: sub.url });
  const [key, values] = sub.description
    ? [
        'outgoingMail.webhookDisabled.stoppedDescribed',
        { url: sub.url, description: sub.description, answer: last },
      ]
    : ['outgoingMail.webhookDisabled.stopped', { url: sub.url, answer: last }];
  const text = `${m.text(key, values)}\n\n${m.text('outgoingMail.webhookDisabled.fix')}\n`;
  const html = mailDocument(
    language,
    subject,
    `<p>${m.html(key, values)}</p>\n<p>${m.html('outgoingMail.webhookDisabled.fix')}</p>`,
  );
  return { subject, text, html };
}
