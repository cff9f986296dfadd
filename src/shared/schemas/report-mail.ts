import { z } from 'zod';
import { ERROR_TEXTS } from '../error-codes';

const TEXTS = ERROR_TEXTS.reportMail;
export const SEND_TO_MAX = 10;

/**
 * `POST /api/reports/{id}/send`: without `to`, the location's report recipients (a re-send); with
 * it, those addresses instead. Each address gets its own mail and its own link.
 */
export const sendReportBody = z
  .object({
    to: z
      .array(z.string().trim().max(254, TEXTS.toInvalid).pipe(z.email(TEXTS.toInvalid)), {
        error: TEXTS.toInvalid,
      })
      .min(1, TEXTS.toInvalid)
      .max(SEND_TO_MAX, TEXTS.toTooMany)
      .optional(),
  })
  .nullish();
export type SendReportBody = z.input<typeof sendReportBody>;

/** One mail of a report, as its send log shows it. */
export const reportSend = z.object({
  id: z.number(),
  recipients: z.array(z.string()),
  /** outbox (no mail server set up), queued, sending, sent, failed */
  status: z.string(),
  attempts: z.number(),
  last_error: z.string().nullable(),
  created_at: z.date().or(z.string()),
  sent_at: z.date().or(z.string()).nullable(),
  /** Who sent it; null when it went by itself when the report was finished. */
  sent_by: z.string().nullable(),
});
export type ReportSend = z.infer<typeof reportSend>;
export const reportSendsResponse = z.object({ sends: z.array(reportSend) });
export type ReportSendsResponse = z.infer<typeof reportSendsResponse>;
