/**
 * The mail log's filters, apart from its schemas (schemas/mail.ts): the list's filters need
 * them, not zod (decision 0067).
 */

/** What the list filters by: `queued` also finds the mail being sent at that moment. */
export const MAIL_STATUS_FILTERS = ['outbox', 'queued', 'sent', 'failed'] as const;
export const MAIL_KINDS = [
  'report',
  'password-reset',
  'test',
  'webhook',
  'filing-reminder',
  'portal-sign-in',
  'visit-change-request',
  'portal-notice',
] as const;
