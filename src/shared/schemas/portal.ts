import { z } from 'zod';
import { ERROR_TEXTS } from '../error-codes';
import { recordId, singleLineText } from './common';
import { VISIT_STATUSES } from '../visit-statuses';
import { ownChangeRequest } from './portal-requests';

/**
 * The customer portal (issue 37, decision 0048): what a location's contact sends and reads. The
 * later parts (applications, devices, corrective actions, the audit pack) add their answers here.
 */
const TEXTS = ERROR_TEXTS.portal;

/** A sign-in link works this long after it is mailed. */
export const PORTAL_LINK_MINUTES = 15;
/** The company's "remember a customer's device" setting: its default and bounds, in days. */
export const PORTAL_REMEMBER_DAYS = { default: 30, min: 1, max: 365 } as const;

/** `POST /api/portal/sign-in`: the address the contact types. */
export const portalSignInBody = z.object({
  email: singleLineText({ error: TEXTS.emailInvalid })
    .trim()
    .max(254, TEXTS.emailInvalid)
    .refine((v) => z.email().safeParse(v).success, TEXTS.emailInvalid),
});
export type PortalSignInBody = z.input<typeof portalSignInBody>;

/** `POST /api/portal/sessions`: the token of the mailed link. */
export const portalSessionBody = z.object({ token: singleLineText().min(1).max(200) });
export type PortalSessionBody = z.input<typeof portalSessionBody>;

/** The same answer to every sign-in request, whether a link was mailed or not. */
export const portalSignInAnswer = z.object({ status: z.literal('accepted') });
export const portalDone = z.object({ status: z.literal('success') });

export const portalLocation = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  customer_name: z.string(),
});
export type PortalLocation = z.infer<typeof portalLocation>;

/** `GET /api/portal/me`: who is signed in, and every live location they are a contact of. */
export const portalMe = z.object({
  email: z.string(),
  /** The names the contact has at their locations (one person may be named differently at each). */
  names: z.array(z.string()),
  company_name: z.string(),
  locations: z.array(portalLocation),
});
export type PortalMe = z.infer<typeof portalMe>;

export const portalLocationParams = z.object({ id: recordId });
export const portalReportParams = z.object({ id: recordId });

export const portalVisit = z.object({
  id: z.number().int(),
  /** A calendar day (YYYY-MM-DD) in the company's time zone. */
  date: z.string(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  job_name: z.string(),
  status: z.enum(VISIT_STATUSES),
  /** The contact's own request to move it, until the office marks it handled (decision 0049). */
  change_request: ownChangeRequest.nullable(),
});
export type PortalVisit = z.infer<typeof portalVisit>;
/** `GET /api/portal/locations/{id}/visits`: the open visits from today on, soonest first. */
export const portalVisits = z.object({ visits: z.array(portalVisit) });
export type PortalVisits = z.infer<typeof portalVisits>;

export const portalReport = z.object({
  id: z.number().int(),
  finished_at: z.date().or(z.string()),
  template_name: z.string(),
  job_name: z.string(),
  technician_name: z.string(),
});
export type PortalReport = z.infer<typeof portalReport>;
/** `GET /api/portal/locations/{id}/reports`: finished reports, newest first. */
export const portalReports = z.object({ reports: z.array(portalReport) });
export type PortalReports = z.infer<typeof portalReports>;

/** How many of each a location's lists answer (the later parts page them). */
export const PORTAL_LIST_LIMIT = 50;
