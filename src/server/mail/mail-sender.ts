import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type PgBoss from 'pg-boss';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { MailAttachment } from '../db/schema/mail';
import { sendJob } from '../queue/job-queue';
import { PermanentJobError, type QueueWorker, startQueueWorker } from '../queue/queue-worker';
import { markFailed, markSent, orphanMail, retryAt, waitingMail } from './mail-claims';
import type { Attachment } from 'nodemailer/lib/mailer';

export interface ResolvedAttachments {
  attachments: Attachment[];
  /** What was left off and why, for the attempt's line in the delivery log. */
  notes: string[];
}

/**
 * Makes a queued mail's attachments (a finished report's PDF) when it is sent; app.ts gives the
 * reports' own (reports/report-attachments.ts) as `app.mailAttachments`.
 */
export type AttachmentResolver = (wanted: MailAttachment[], maxMb: number) => Promise<ResolvedAttachments>;

/** SMTP's "authentication" answers: the setting is wrong, not the mail; fixed, it goes out. */
const AUTH_CODES = new Set([530, 534, 535, 538]);

/**
 * A refusal of this mail for good, not one to try again: a 5xx answer to its sender, recipients
 * or content, or a mail no server could take (no recipients). A refused login or connection is
 * the server's or the setting's trouble and is tried again.
 */
function permanent(error: unknown): boolean {
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  if (code !== 'EENVELOPE' && code !== 'EMESSAGE') return false;
  if (typeof responseCode !== 'number') return code === 'EENVELOPE';
  return responseCode >= 500 && responseCode < 600 && !AUTH_CODES.has(responseCode);
}

function describe(error: unknown): string {
  const e = error as { responseCode?: number; code?: string; message?: string };
  const prefix = e.responseCode ?? e.code;
  const message = e.message ?? String(error);
  return prefix ? `${prefix} ${message}` : message;
}

/**
 * The `mail` queue's worker in this process (decisions 0032, 0042): sends the mail_messages row a
 * job names through SMTP_URL with its fixed Message-ID and marks it `sent`, or logs the failed try
 * in mail_attempts and leaves the retry to the queue. server.ts starts it only with SMTP_URL set.
 */
export async function startMailSender(opts: {
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'MAIL_ATTACHMENT_MAX_MB'>;
  db: Db;
  attachments: AttachmentResolver;
  boss: PgBoss;
  log: FastifyBaseLogger;
  now?: () => Date;
  pollMs?: number;
  /** Starts polling at once; tests call drain() themselves instead. */
  poll?: boolean;
}): Promise<QueueWorker> {
  const { config, log } = opts;
  if (!config.SMTP_URL) throw new Error('The mail sender needs SMTP_URL');
  const now = opts.now ?? (() => new Date());
  const { db } = opts;
  const transport: Transporter = nodemailer.createTransport({
    url: config.SMTP_URL,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });

  // Waiting mail the queue does not know of gets its job before the first look.
  for (const mailId of await orphanMail(db)) await sendJob(db, 'mail', { mailId });

  const worker = startQueueWorker<{ mailId: number }>({
    boss: opts.boss,
    name: 'mail',
    log,
    poll: opts.poll,
    pollMs: opts.pollMs,
    onRetry: (job, at) => retryAt(db, job.data.mailId, at),
    handle: async ({ data, lastAttempt }) => {
      // Sent already (a try whose end a restart cut off) or taken back to the outbox: done.
      const mail = await waitingMail(db, data.mailId);
      if (!mail) return;
      try {
        const { attachments, notes } = await opts.attachments(
          mail.attachments,
          config.MAIL_ATTACHMENT_MAX_MB,
        );
        const info = (await transport.sendMail({
          from: config.MAIL_FROM,
          to: mail.recipients,
          subject: mail.subject,
          text: mail.textBody,
          ...(mail.htmlBody ? { html: mail.htmlBody } : {}),
          messageId: mail.messageId,
          date: mail.createdAt,
          attachments,
        })) as { response?: string; rejected?: unknown[] };
        const rejected = (info.rejected ?? []).map(String);
        const response = [
          info.response ?? 'accepted',
          ...(rejected.length > 0 ? [`refused: ${rejected.join(', ')}`] : []),
          ...notes,
        ].join('; ');
        await markSent(db, mail.id, now(), response);
      } catch (error) {
        const forGood = permanent(error);
        await markFailed(db, mail.id, now(), describe(error), !forGood && !lastAttempt);
        const message = `mail ${mail.id} not sent: ${describe(error)}`;
        throw forGood ? new PermanentJobError(message) : new Error(message);
      }
    },
  });
  return {
    ...worker,
    stop: async () => {
      await worker.stop();
      transport.close();
    },
  };
}
