import { z } from 'zod';
import { reportScore } from './checklist-logic';
import { frozenApplication, recordCorrection } from './applications';
import { pageQuery, recordId, singleLineText, timestamp } from './common';
import { reportDeviceRow, sitePlanRow } from './devices';
import { reportField } from './reports';

/**
 * Share links (issue 19): a link opens one finished report, or one location's finished reports,
 * without an account. Staff make, list and revoke them; the public routes read through the token.
 */

export const SHARE_LINK_DAYS_MAX = 3650;
export const SHARE_LINK_LABEL_MAX = 200;

export const createShareLinkBody = z.object({
  /** Days until it ends; the server's SHARE_LINK_DAYS when left out. */
  days: z.coerce.number().int().min(1).max(SHARE_LINK_DAYS_MAX).optional(),
  /** Who it is for, shown in the list of links. */
  label: singleLineText().trim().max(SHARE_LINK_LABEL_MAX).default(''),
});
export type CreateShareLinkBody = z.input<typeof createShareLinkBody>;

/** The only answer that holds the link's address: only its hash is kept. */
export const shareLinkCreated = z.object({ id: z.number(), url: z.string(), expires_at: timestamp });
export type ShareLinkCreated = z.infer<typeof shareLinkCreated>;

export const SHARE_LINK_STATES = ['active', 'expired', 'revoked'] as const;
export type ShareLinkState = (typeof SHARE_LINK_STATES)[number];

export const shareLinkRow = z.object({
  id: z.number(),
  label: z.string(),
  created_at: timestamp,
  created_by: z.string().nullable(),
  expires_at: timestamp,
  revoked_at: timestamp.nullable(),
  state: z.enum(SHARE_LINK_STATES),
  openings: z.number(),
  last_opened_at: timestamp.nullable(),
});
export type ShareLinkRow = z.infer<typeof shareLinkRow>;
export const shareLinksResponse = z.object({ links: z.array(shareLinkRow) });
export type ShareLinksResponse = z.infer<typeof shareLinksResponse>;

export const shareLinkOpeningsQuery = z.object({ page: pageQuery });
export const shareLinkOpening = z.object({
  opened_at: timestamp,
  ip: z.string(),
  user_agent: z.string().nullable(),
  what: z.string(),
});
export type ShareLinkOpening = z.infer<typeof shareLinkOpening>;
export const shareLinkOpeningsResponse = z.object({ openings: z.array(shareLinkOpening), total: z.number() });
export type ShareLinkOpeningsResponse = z.infer<typeof shareLinkOpeningsResponse>;

// ---------------------------------------------------------------------------------------------
// What a link opens, with nothing editable or internal: no user ids or e-mails, no history.
// ---------------------------------------------------------------------------------------------

/** Tokens are 32 random bytes in base64url (43 characters); anything else is not a link. */
export const sharedTokenParams = z.object({ token: z.string().regex(/^[\w-]{20,100}$/) });
export const sharedReportParams = sharedTokenParams.extend({ reportId: recordId });
export const sharedFileParams = sharedTokenParams.extend({ fileId: recordId });
export const sharedDocumentParams = sharedTokenParams.extend({ chemicalId: recordId });
export const sharedPlanParams = sharedReportParams.extend({ planId: recordId });
export const sharedPageQuery = z.object({ page: pageQuery });
/** A file or document under a location's link names the report it is shown in. */
export const sharedItemQuery = z.object({ report: recordId.optional() });

const sharedPerson = z.object({ name: z.string() });

/** A record as the customer's copy shows it: people by name only, corrections included (issue 30). */
export const sharedApplication = frozenApplication
  .omit({ report_id: true, location_id: true, applicator: true, supervisor: true })
  .extend({
    applicator: sharedPerson,
    supervisor: sharedPerson.nullable(),
    corrections: z.array(recordCorrection.extend({ by: sharedPerson })),
  });
export type SharedApplication = z.infer<typeof sharedApplication>;

export const sharedChemical = z.object({
  id: z.number(),
  name: z.string(),
  epa_reg_no: z.string().nullable(),
  active_ingredient: z.string().nullable(),
  /** The safety document's file name, or null when the chemical has none. */
  document: z.string().nullable(),
});
export type SharedChemical = z.infer<typeof sharedChemical>;

export const sharedDevice = reportDeviceRow.omit({ code: true });
export type SharedDevice = z.infer<typeof sharedDevice>;

export const sharedReport = z.object({
  id: z.number(),
  status: z.string(),
  start_date: timestamp,
  submitted_at: timestamp.nullable(),
  finished_at: timestamp.nullable(),
  job: z.object({
    name: z.string(),
    category: z.string(),
    location: z.object({ name: z.string(), address: z.string() }),
  }),
  template: z.object({ name: z.string(), company_name: z.string() }),
  technician: sharedPerson,
  tasks: z.array(
    z.object({
      id: z.number(),
      task: z.string(),
      fields: z.array(reportField.omit({ required: true, weight: true })),
    }),
  ),
  applications: z.array(sharedApplication),
  chemicals: z.array(sharedChemical),
  /** As the report view shows it (issue 16); absent when nothing is scored or flagged. */
  score: reportScore.optional(),
  /**
   * With a Device inspection field (issue 17), as the report detail has them, without the devices'
   * QR codes (a public page must not let anyone print a device's label); empty otherwise.
   */
  devices: z.array(sharedDevice),
  /** The location's site plans; `url` is the shared image route under this link. */
  site_plans: z.array(sitePlanRow),
});
export type SharedReport = z.infer<typeof sharedReport>;

export const sharedReportRow = z.object({
  id: z.number(),
  finished_at: timestamp.nullable(),
  start_date: timestamp,
  template: z.string(),
  job: z.string(),
});
export type SharedReportRow = z.infer<typeof sharedReportRow>;

export const sharedView = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('report'), company: z.string(), report: sharedReport }),
  z.object({
    kind: z.literal('location'),
    company: z.string(),
    location: z.object({ name: z.string(), address: z.string() }),
    reports: z.array(sharedReportRow),
    total: z.number(),
  }),
]);
export type SharedView = z.infer<typeof sharedView>;
