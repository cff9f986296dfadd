import { z } from 'zod';
import { filterQuery, pageQuery, timestamp, totalEstimated } from './common';
import { MAIL_KINDS, MAIL_STATUS_FILTERS } from '../mail-kinds';
import { sortQuery } from './list-sort';

/** Where a mail is: kept without SMTP_URL, waiting (or in hand), taken by the server, given up. */
export const MAIL_STATUSES = ['outbox', 'queued', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** `GET /api/mail`: the mail log, newest first, 25 a page (issue 19). */
/** The log's columns it sorts by (issue 18); `to` is the recipients as shown. */
export const MAIL_SORTS = ['created', 'to', 'subject', 'kind', 'status', 'attempts'] as const;

export const mailListQuery = z.object({
  page: pageQuery,
  sort: sortQuery(MAIL_SORTS),
  status: z.enum(MAIL_STATUS_FILTERS).optional(),
  kind: z.enum(MAIL_KINDS).optional(),
  /** Text in a recipient's address or in the subject. */
  filter: filterQuery,
});
export type MailListQuery = z.input<typeof mailListQuery>;
export type MailListFilter = z.output<typeof mailListQuery>;

export const mailRow = z.object({
  id: z.number(),
  kind: z.string(),
  recipients: z.array(z.string()),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number(),
  created_at: timestamp,
  sent_at: timestamp.nullable(),
  next_attempt_at: timestamp,
  last_error: z.string().nullable(),
  report_id: z.number().nullable(),
});
export type MailRow = z.infer<typeof mailRow>;

export const mailListResponse = z.object({
  mails: z.array(mailRow),
  total: z.number(),
  total_estimated: totalEstimated,
  /** SMTP_URL is set: new mail is sent. Without it new mail stays in the outbox. */
  sending: z.boolean(),
});
export type MailListResponse = z.infer<typeof mailListResponse>;

/** One try to hand the mail to the SMTP server: the server's answer or the error. */
export const mailAttempt = z.object({
  id: z.number(),
  attempted_at: timestamp,
  ok: z.boolean(),
  response: z.string(),
});

/** `GET /api/mail/{id}`: the whole message and its delivery log. */
export const mailDetail = mailRow.extend({
  text_body: z.string(),
  /**
   * The body's links are withheld: a Super Admin's password reset, read by an Admin, who must not
   * be able to take over that account with it.
   */
  links_withheld: z.boolean(),
  message_id: z.string(),
  attachments: z.array(z.object({ kind: z.string(), report_id: z.number() })),
  created_by: z.object({ id: z.number(), name: z.string() }).nullable(),
  attempt_log: z.array(mailAttempt),
});
export type MailDetail = z.infer<typeof mailDetail>;
