import { z } from 'zod';
import { ERROR_TEXTS } from '../error-codes';
import { isIsoDate } from '../dates';
import { multiLineText, recordId, singleLineText, timestamp } from './common';

/**
 * A contact's request to move an upcoming visit (issue 37 part 3, decision 0049), and what the
 * office reads of it on the visit.
 */
const TEXTS = ERROR_TEXTS.portal;

export const VISIT_REQUEST_NOTE_MAX = 1000;
/** How far ahead a contact may ask for a visit to go (a year, as the schedule plans). */
export const VISIT_REQUEST_DAYS_AHEAD = 366;

/** `POST /api/portal/visits/{id}/change-request`: the day they would rather have, and why. */
export const portalVisitChangeBody = z.object({
  preferred_date: singleLineText({ error: TEXTS.preferredDateInvalid })
    .refine((v) => isIsoDate(v), TEXTS.preferredDateInvalid)
    .meta({ format: 'date' }),
  note: multiLineText()
    .trim()
    .min(1, TEXTS.requestNoteRequired)
    .max(VISIT_REQUEST_NOTE_MAX, TEXTS.requestNoteTooLong),
});
export type PortalVisitChangeBody = z.input<typeof portalVisitChangeBody>;
export const portalVisitParams = z.object({ id: recordId });

/** The contact's own open request on a visit, as the portal lists it with the visit. */
export const ownChangeRequest = z.object({
  id: z.number(),
  preferred_date: z.string(),
  note: z.string(),
  created_at: timestamp,
});
export type OwnChangeRequest = z.infer<typeof ownChangeRequest>;
export const portalVisitChangeAnswer = z.object({ request: ownChangeRequest });

/** A request as the office reads it on the visit. */
export const visitChangeRequest = ownChangeRequest.extend({
  visit_id: z.number(),
  email: z.string(),
  handled_at: timestamp.nullable(),
  handled_by_name: z.string().nullable(),
});
export type VisitChangeRequest = z.infer<typeof visitChangeRequest>;
/** `GET /api/visits/{id}/change-requests`: the open ones, oldest first. */
export const visitChangeRequests = z.object({ requests: z.array(visitChangeRequest) });
export type VisitChangeRequests = z.infer<typeof visitChangeRequests>;

/** What a contact may choose to be mailed (decision 0049, part 3); all off until they turn one on. */
export const portalNotifications = z.object({
  /** The day before each visit at their locations. */
  visit_before: z.boolean(),
  /** When a report at their location is finished. */
  report_finished: z.boolean(),
  /** When applications are recorded at their site. */
  application_recorded: z.boolean(),
});
export type PortalNotifications = z.infer<typeof portalNotifications>;
/** `PUT /api/portal/notifications`: the three choices, each given. */
export const portalNotificationsBody = portalNotifications;
