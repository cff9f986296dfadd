import { randomUUID } from 'node:crypto';
import type { MAIL_KINDS } from '@shared/mail-kinds';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { type MailAttachment, mailMessages } from '../db/schema/mail';
import { sendJob } from '../queue/job-queue';

export type MailKind = (typeof MAIL_KINDS)[number];

export interface NewMail {
  kind: MailKind;
  to: string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  reportId?: number;
  userId?: number;
  createdBy?: number | null;
}

/**
 * Queues a mail in the caller's transaction, so it exists exactly when what it tells of does.
 * With SMTP_URL a job of the `mail` queue sends it (mail-sender.ts); without, it goes to the
 * outbox, where Admins read what would have been sent.
 */
export async function queueMail(
  db: Db,
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>,
  mail: NewMail,
): Promise<{ id: number }> {
  const domain = /@([^>\s]+)/.exec(config.MAIL_FROM)?.[1] ?? 'localhost';
  const [row] = await db
    .insert(mailMessages)
    .values({
      kind: mail.kind,
      recipients: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html ?? null,
      attachments: mail.attachments ?? [],
      status: config.SMTP_URL ? 'queued' : 'outbox',
      messageId: `<${randomUUID()}@${domain}>`,
      reportId: mail.reportId ?? null,
      userId: mail.userId ?? null,
      createdBy: mail.createdBy ?? null,
    })
    .returning({ id: mailMessages.id });
  if (config.SMTP_URL) await sendJob(db, 'mail', { mailId: row!.id });
  return { id: row!.id };
}
