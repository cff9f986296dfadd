import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { type Config, publicUrl } from '../config';
import type { PdfMaking } from '../reports/pdf/finished-report-pdf';
import { type ClaimedMail, claimDueMail, markFailed, markSent } from './mail-claims';
import { resolveAttachments } from './mail-attachments';

/** How the sender retries (decision 0032); tests shorten the waits and bring their own clock. */
export interface MailSenderTiming {
  now: () => Date;
  /** The wait after the first failed try; it doubles after each one, up to `backoffMaxMs`. */
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** Tries before a mail is `failed` for good. */
  maxAttempts: number;
  /** How often the queue is looked at without a wake (another process's mail, retries). */
  pollMs: number;
  /** How long a claimed mail is held; a sender that died holding it loses it after this. */
  lockMs: number;
  /**
   * Mails claimed at once. One by default: each is held only while it is sent, so `lockMs` need
   * cover one send (the connection's timeouts, a PDF), never a batch's.
   */
  batch: number;
}

export const DEFAULT_TIMING: MailSenderTiming = {
  now: () => new Date(),
  backoffBaseMs: 30_000,
  backoffMaxMs: 3_600_000,
  maxAttempts: 12,
  pollMs: 5_000,
  lockMs: 300_000,
  batch: 1,
};

export interface MailSender {
  /** Looks at the queue now (a mail was queued in this process). */
  wake(): void;
  /** Sends what is due until nothing is; resolves with how many mails were tried. */
  drain(): Promise<number>;
  /** Stops polling and waits for the mail in hand to be finished. */
  stop(): Promise<void>;
}

/** The wait before try `attempt + 1` after `attempt` tries failed: base, doubling, capped. */
export function backoffMs(attempt: number, timing: Pick<MailSenderTiming, 'backoffBaseMs' | 'backoffMaxMs'>) {
  return Math.min(timing.backoffBaseMs * 2 ** Math.max(0, attempt - 1), timing.backoffMaxMs);
}

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

const running = new Set<MailSender>();

/**
 * Tells this process's senders that a mail was queued; call after the queueing transaction has
 * committed (before, the sender cannot see the row yet and finds it at its next poll instead).
 */
export function wakeMailSender(): void {
  for (const sender of running) sender.wake();
}

/**
 * The queue's worker inside the server process (issue 19): claims due rows of mail_messages, sends
 * each through SMTP_URL with its fixed Message-ID and marks it `sent`, or schedules the next try
 * with backoff and logs every try in mail_attempts. server.ts starts it only with SMTP_URL set.
 */
export function startMailSender(opts: {
  config: Pick<
    Config,
    'SMTP_URL' | 'MAIL_FROM' | 'MAIL_ATTACHMENT_MAX_MB' | 'APP_TIMEZONE' | 'PUBLIC_URL' | 'PORT'
  >;
  making: Omit<PdfMaking, 'timezone' | 'log' | 'publicUrl'>;
  log: FastifyBaseLogger;
  timing?: Partial<MailSenderTiming>;
  /** Starts polling at once; tests call drain() themselves instead. */
  poll?: boolean;
}): MailSender {
  const { config, log } = opts;
  if (!config.SMTP_URL) throw new Error('The mail sender needs SMTP_URL');
  const timing = { ...DEFAULT_TIMING, ...opts.timing };
  const making: PdfMaking = {
    ...opts.making,
    timezone: config.APP_TIMEZONE,
    log,
    publicUrl: (path) => publicUrl(config, path),
  };
  const transport: Transporter = nodemailer.createTransport({
    url: config.SMTP_URL,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<number> | null = null;
  let again = false;

  async function sendOne(mail: ClaimedMail): Promise<void> {
    const started = timing.now();
    try {
      const { attachments, notes } = await resolveAttachments(
        making,
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
      await markSent(making.db, mail.id, timing.now(), response);
    } catch (error) {
      const tries = mail.attempts + 1;
      const retry = !permanent(error) && tries < timing.maxAttempts;
      const retryAt = retry ? new Date(started.getTime() + backoffMs(tries, timing)) : null;
      log.warn({ mailId: mail.id, tries, retry }, `mail ${mail.id} not sent: ${describe(error)}`);
      await markFailed(making.db, mail.id, timing.now(), describe(error), retryAt);
    }
  }

  async function drainOnce(): Promise<number> {
    let tried = 0;
    for (;;) {
      if (stopped) return tried;
      const now = timing.now();
      const claimed = await claimDueMail(
        making.db,
        now,
        new Date(now.getTime() + timing.lockMs),
        timing.batch,
      );
      if (claimed.length === 0) return tried;
      // One at a time: a small office's mail, and one SMTP connection is kind to the server.
      for (const mail of claimed) await sendOne(mail);
      tried += claimed.length;
    }
  }

  /** One pass at a time; a wake during a pass runs one more after it. */
  function drain(): Promise<number> {
    if (pass) {
      again = true;
      return pass;
    }
    pass = (async () => {
      let tried = 0;
      do {
        again = false;
        tried += await drainOnce();
      } while (again && !stopped);
      return tried;
    })().finally(() => {
      pass = null;
      // Woken between the pass's last look and its end: look once more.
      if (again && !stopped) tick();
    });
    return pass;
  }

  function schedule() {
    if (stopped || !opts.poll) return;
    clearTimeout(timer);
    timer = setTimeout(tick, timing.pollMs);
    // The poll never keeps the process alive on its own; server.ts stops the sender on shutdown.
    timer.unref();
  }

  function tick() {
    drain()
      .catch((error: unknown) => log.error({ err: error }, 'mail sender: the queue could not be read'))
      .finally(schedule);
  }

  const sender: MailSender = {
    wake: () => {
      if (!stopped) tick();
    },
    drain,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      running.delete(sender);
      await pass?.catch(() => undefined);
      transport.close();
    },
  };
  running.add(sender);
  if (opts.poll) tick();
  return sender;
}
