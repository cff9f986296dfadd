import { z } from 'zod';
import { pdfLanguageQuery } from './pdf-language';
import { ERROR_TEXTS } from '../error-codes';
import { isIsoDate } from '../dates';
import { trendsResponse } from './devices';
import { multiLineText, recordId, singleLineText, timestamp } from './common';
import { ACTION_PRIORITIES, ACTION_STATUSES } from '../action-statuses';
import { ACTION_TEXT_MAX, CUSTOMER_UPDATE_KINDS, customerUpdate } from './corrective-actions';

/**
 * The customer portal's corrective actions (issue 37 part 2, decision 0049): the actions the office
 * marked as the customer's to do, and what the contact says on them.
 */
const TEXTS = ERROR_TEXTS.portal;

export const portalAction = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  status: z.enum(ACTION_STATUSES),
  priority: z.enum(ACTION_PRIORITIES),
  due_date: z.string().nullable(),
  customer_status: z.enum(['acknowledged', 'fixed']).nullable(),
  created_at: timestamp,
  closed_at: timestamp.nullable(),
  updates: z.array(customerUpdate),
});
export type PortalAction = z.infer<typeof portalAction>;

/** `GET /api/portal/locations/{id}/actions`: open ones, and those closed in the last 90 days. */
export const portalActions = z.object({ actions: z.array(portalAction) });
export type PortalActions = z.infer<typeof portalActions>;
/** Closed actions stay in the portal's list this long. */
export const PORTAL_RECENT_ACTION_DAYS = 90;

/** `POST /api/portal/actions/{id}/updates`: acknowledged, a comment (its note required), or fixed. */
export const portalActionUpdateBody = z
  .object({
    kind: z.enum(CUSTOMER_UPDATE_KINDS),
    note: multiLineText().trim().max(ACTION_TEXT_MAX, TEXTS.noteTooLong).default(''),
  })
  .refine((b) => b.kind !== 'comment' || b.note.length > 0, { message: TEXTS.noteRequired, path: ['note'] });
export type PortalActionUpdateBody = z.input<typeof portalActionUpdateBody>;

export const portalActionParams = z.object({ id: recordId });
export const portalUpdateParams = z.object({ id: recordId });

/** The audit pack covers at most this many days (a year, a leap year's too). */
export const AUDIT_PACK_DAYS_MAX = 366;
const DAY_MS = 86_400_000;
const packDay = singleLineText()
  .refine((v) => isIsoDate(v), TEXTS.packRange)
  .meta({ format: 'date' });

/** `GET /api/portal/locations/{id}/audit-pack?from=&to=`: a period of days, both included. */
/** `lang`: the PDF's language (issue 35); without it the contact's, else the company's. */
export const portalAuditPackQuery = z
  .object({ from: packDay, to: packDay, lang: pdfLanguageQuery.shape.lang })
  .refine(
    (q) => {
      const days = (Date.parse(q.to) - Date.parse(q.from)) / DAY_MS;
      return days >= 0 && days < AUDIT_PACK_DAYS_MAX;
    },
    { message: TEXTS.packRange, path: ['to'] },
  );
export type PortalAuditPackQuery = z.input<typeof portalAuditPackQuery>;

/** An application record at the contact's location: what was applied, and its product's document. */
export const portalApplication = z.object({
  id: z.number(),
  applied_on: z.string(),
  start_time: z.string(),
  product_name: z.string(),
  epa_reg_no: z.string(),
  amount: z.number(),
  unit: z.string(),
  place: z.string(),
  target_pests: z.string(),
  applicator_name: z.string(),
  chemical_id: z.number(),
  /** The product's label / safety data sheet can be downloaded (right-to-know). */
  has_document: z.boolean(),
});
export type PortalApplication = z.infer<typeof portalApplication>;
/** `GET /api/portal/locations/{id}/applications`: newest first (at most 50). */
export const portalApplications = z.object({ applications: z.array(portalApplication) });
export type PortalApplications = z.infer<typeof portalApplications>;
export const portalChemicalParams = z.object({ id: recordId });

/** A location's site plan as the portal shows it, with where each device is on it. */
export const portalPlan = z.object({
  id: z.number(),
  name: z.string(),
  width: z.number(),
  height: z.number(),
  places: z.array(z.object({ device_id: z.number(), x: z.number(), y: z.number() })),
});
/** `GET /api/portal/locations/{id}/devices`: the past 12 months' trends, and the site plans. */
export const portalDevices = z.object({ trends: trendsResponse, plans: z.array(portalPlan) });
export type PortalDevices = z.infer<typeof portalDevices>;
export const portalPlanParams = z.object({ id: recordId });
