import { z } from 'zod';
import { isIsoDate } from '../dates';
import { ERROR_TEXTS } from '../error-codes';
import { SITE_CODES } from '../site-codes';
import { AMOUNT_UNITS, AREA_UNITS, MIX_UNITS } from '../unit-names';
import { US_STATE_CODES } from '../us-states';
import { APPLICATION_NUMBER_MAX, APPLICATIONS_MAX, WIND_DIRECTIONS } from './application-values';
import { dayText, filterQuery, pageQuery, singleLineText, totalEstimated } from './common';
import { sortQuery } from './list-sort';

const TEXTS = ERROR_TEXTS.application;

/** A time of day as a record holds it. */
export const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

const amount = (message: string) =>
  z.number({ error: message }).min(0, message).max(APPLICATION_NUMBER_MAX, message);
const positive = (message: string) =>
  z.number({ error: message }).positive(message).max(APPLICATION_NUMBER_MAX, message);
const text = (max: number, message: string) =>
  singleLineText({ error: message })
    .max(max * 2, message)
    .transform((v) => v.replace(/\s+/g, ' ').trim())
    .refine((v) => v.length <= max, message)
    .optional()
    .default('');
/** Absent and null are one: not entered yet. */
const maybe = <T extends z.ZodType>(schema: T) =>
  schema.nullish().transform((v) => (v ?? null) as z.output<T> | null);

/** A diluted product: so much product per so much finished mix. */
export const mixRate = z.object({
  amount: positive(TEXTS.mixRate),
  unit: z.enum(AMOUNT_UNITS, { error: TEXTS.mixRate }),
  per_quantity: positive(TEXTS.mixRate),
  per_unit: z.enum(MIX_UNITS, { error: TEXTS.mixRate }),
});
export type MixRate = z.output<typeof mixRate>;
export const totalMix = z.object({
  amount: positive(TEXTS.totalMix),
  unit: z.enum(MIX_UNITS, { error: TEXTS.totalMix }),
});

/**
 * One application of one product (issue 14, decision 0025): what the federal rule, California,
 * New York and Texas ask a record to hold (docs/compliance.md). While the report is in progress
 * any part may be missing: autosave checks each part's shape only; submitting checks that the
 * record is complete and within the label (server/applications/application-check.ts).
 */
export const applicationRecord = z
  .object({
    chemical_id: maybe(z.number({ error: TEXTS.chemical }).int(TEXTS.chemical).positive(TEXTS.chemical)),
    lot: text(40, TEXTS.lot),
    /** Undiluted product as sold, in a unit of the fixed list. */
    amount: maybe(amount(TEXTS.amount)),
    unit: maybe(z.enum(AMOUNT_UNITS, { error: TEXTS.unit })),
    mix_rate: maybe(mixRate),
    total_mix: maybe(totalMix),
    area: maybe(positive(TEXTS.area)),
    area_unit: maybe(z.enum(AREA_UNITS, { error: TEXTS.areaUnit })),
    site_code: maybe(
      z.union(
        SITE_CODES.map((c) => z.literal(c)),
        { error: TEXTS.siteCode },
      ),
    ),
    place: text(200, TEXTS.place),
    method: text(200, TEXTS.method),
    target_pests: text(200, TEXTS.targetPests),
    date: maybe(z.string({ error: TEXTS.date }).refine(isIsoDate, TEXTS.date).meta({ format: 'date' })),
    start_time: maybe(z.string({ error: TEXTS.time }).regex(HH_MM, TEXTS.time)),
    end_time: maybe(z.string({ error: TEXTS.time }).regex(HH_MM, TEXTS.time)),
    /** Who applied; null on a new record means the report's user (the form fills it in). */
    applicator_id: maybe(z.number({ error: TEXTS.person }).int(TEXTS.person).positive(TEXTS.person)),
    supervisor_id: maybe(z.number({ error: TEXTS.person }).int(TEXTS.person).positive(TEXTS.person)),
    wind_speed_mph: maybe(z.number({ error: TEXTS.wind }).min(0, TEXTS.wind).max(200, TEXTS.wind)),
    wind_direction: maybe(z.enum(WIND_DIRECTIONS, { error: TEXTS.wind })),
    temperature_f: maybe(
      z.number({ error: TEXTS.temperature }).min(-80, TEXTS.temperature).max(160, TEXTS.temperature),
    ),
    /** Why a rate above the label was used, where the company lets the check warn instead. */
    rate_reason: text(1000, TEXTS.rateReason),
  })
  .refine((r) => !r.start_time || !r.end_time || r.end_time >= r.start_time, {
    message: TEXTS.endBeforeStart,
    path: ['end_time'],
  });
export type ApplicationRecord = z.output<typeof applicationRecord>;
export type ApplicationRecordInput = z.input<typeof applicationRecord>;

/** The answer of a Chemical application field: its records, in the order entered. */
export const applicationsValue = z
  .array(applicationRecord, { error: TEXTS.shape })
  .max(APPLICATIONS_MAX, TEXTS.tooMany);

/** A certification as the record keeps it: the one valid on the day of the application. */
export const frozenCertification = z.object({
  state: z.string(),
  certification_id: z.string(),
  category: z.string(),
  expires_on: dayText,
});
export type FrozenCertification = z.infer<typeof frozenCertification>;

/**
 * An application as submitted, with what it referred to copied in (product and label, customer and
 * address, people and their certifications): what the report view, the PDF, the Applications list
 * and the state filings read, unchanged when the product or a certification changes later.
 */
export const frozenApplication = z.object({
  id: z.number(),
  report_id: z.number(),
  field_id: z.number(),
  position: z.number(),
  applied_on: dayText,
  start_time: z.string(),
  end_time: z.string().nullable(),
  customer_name: z.string(),
  customer_address: z.string(),
  customer_phone: z.string(),
  location_id: z.number(),
  location_name: z.string(),
  street: z.string(),
  municipality: z.string(),
  county: z.string(),
  state: z.string(),
  zip: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  chemical_id: z.number(),
  product_name: z.string(),
  epa_reg_no: z.string(),
  state_reg_no: z.string().nullable(),
  restricted_use: z.boolean(),
  rei_hours: z.number().nullable(),
  lot: z.string(),
  amount: z.number(),
  unit: z.enum(AMOUNT_UNITS),
  mix_rate: mixRate.nullable(),
  total_mix: totalMix.nullable(),
  area: z.number(),
  area_unit: z.enum(AREA_UNITS),
  site_code: z.number().nullable(),
  place: z.string(),
  method: z.string(),
  target_pests: z.string(),
  applicator: z.object({ id: z.number(), name: z.string() }),
  applicator_certification: frozenCertification.nullable(),
  supervisor: z.object({ id: z.number(), name: z.string() }).nullable(),
  supervisor_certification: frozenCertification.nullable(),
  business_licence: z.string().nullable(),
  /** The day the business licence ran out, when the application came after it (issue 30); else null. */
  business_licence_expired_on: dayText.nullable(),
  wind_speed_mph: z.number().nullable(),
  wind_direction: z.string().nullable(),
  temperature_f: z.number().nullable(),
  rate_over_label: z.boolean(),
  rate_reason: z.string(),
});
export type FrozenApplication = z.infer<typeof frozenApplication>;

/** The parts of a finished record an Admin may correct for a filing, in the order they are shown. */
export const CORRECTABLE_PARTS = [
  'street',
  'municipality',
  'county',
  'zip',
  'amount',
  'unit',
  'epa_reg_no',
  'site_code',
  'target_pests',
  'applied_on',
  'start_time',
] as const;
export type CorrectablePart = (typeof CORRECTABLE_PARTS)[number];

/**
 * One correction of a finished record (issue 30): each part it changed, from what to what, who,
 * when and why. Kept apart from the record and never changed, so a record shows every correction.
 */
export const recordCorrection = z.object({
  at: z.string(),
  by: z.object({ id: z.number().nullable(), name: z.string() }),
  note: z.string(),
  changes: z.array(
    z.object({
      part: z.enum(CORRECTABLE_PARTS),
      from: z.union([z.string(), z.number(), z.null()]),
      to: z.union([z.string(), z.number(), z.null()]),
    }),
  ),
});
export type RecordCorrection = z.infer<typeof recordCorrection>;

/** A record as its report shows it: as submitted, with its corrections since, oldest first. */
export const reportApplication = frozenApplication.extend({ corrections: z.array(recordCorrection) });
export type ReportApplication = z.infer<typeof reportApplication>;

const dateQuery = singleLineText()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))
  .refine((v) => v === undefined || isIsoDate(v), TEXTS.date);
const idQuery = z.coerce.number().int().positive().max(2_147_483_647).optional();

/** The list's columns it sorts by (issue 18); `job` is the report's job. */
export const APPLICATION_SORTS = ['date', 'product', 'amount', 'area', 'where', 'applicator', 'job'] as const;

/** `GET /api/applications`: applications of finished reports, newest first or sorted, filtered. */
export const applicationsQuery = z
  .object({
    page: pageQuery,
    sort: sortQuery(APPLICATION_SORTS),
    start_date: dateQuery,
    end_date: dateQuery,
    state: z.enum(US_STATE_CODES, { error: TEXTS.stateFilter }).optional(),
    county: filterQuery,
    chemical_id: idQuery,
    applicator_id: idQuery,
    /** Issue 18: the applications of one job's reports (the job page). */
    job_id: idQuery,
    restricted: z
      .enum(['0', '1'])
      .optional()
      .transform((v) => v === '1'),
  })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
    message: TEXTS.dateOrder,
    path: ['end_date'],
  });
export type ApplicationsQuery = z.input<typeof applicationsQuery>;
export type ApplicationsFilter = z.output<typeof applicationsQuery>;

export const applicationsResponse = z.object({
  applications: z.array(frozenApplication.extend({ job_id: z.number(), job_name: z.string() })),
  total: z.number(),
  total_estimated: totalEstimated,
});
export type ApplicationsResponse = z.infer<typeof applicationsResponse>;

/** `GET /api/applications/products`: a page of the products the list's filter offers. */
export const applicationProductsResponse = z.object({
  products: z.array(z.object({ id: z.number(), name: z.string(), epa_reg_no: z.string().nullable() })),
  products_more: z.boolean(),
});
export type ApplicationProductsResponse = z.infer<typeof applicationProductsResponse>;

/** `GET /api/applications/applicators`: a page of the people with listed records, for the filter. */
export const applicationApplicatorsResponse = z.object({
  users: z.array(z.object({ id: z.number(), name: z.string() })),
  users_more: z.boolean(),
});
export type ApplicationApplicatorsResponse = z.infer<typeof applicationApplicatorsResponse>;
