/**
 * Devices (issue 17, decision 0035): the contract of `/api/device-types`, a location's devices and
 * site plans, the Device inspection answer (field type 12) and the trends. Server and web build on
 * these shapes.
 */
import { z } from 'zod';
import { isIsoDate } from '../dates';
import { ERROR_TEXTS } from '../error-codes';
import { dayText, multiLineText, recordId, singleLineText } from './common';
import { pdfLanguageQuery } from './pdf-language';
import {
  ACTIVITY_LEVELS,
  ACTIVITY_MODES,
  CAPTURES_MAX,
  DEVICE_ACTIONS,
  DEVICE_CONDITIONS,
  INSPECTION_NOTE_MAX,
} from './device-values';

const T = ERROR_TEXTS.device;

export const DEVICE_NUMBER_MAX = 99_999;
/** A site plan's image: what the server takes, and the form checks first to spare an upload it would refuse. */
export const SITE_PLAN_TYPES = ['image/png', 'image/jpeg'] as const;
export type SitePlanType = (typeof SITE_PLAN_TYPES)[number];
export const SITE_PLAN_MAX_BYTES = 20 * 1024 * 1024;
export const BULK_ADD_MAX = 500;
export const DEVICE_PESTS_MAX = 20;
// The answer's choices and limits live zod-free beside this file, for the report form's first screen.
export {
  ACTIVITY_LEVELS,
  ACTIVITY_MODES,
  CAPTURES_MAX,
  codeOfQrText,
  DEVICE_ACTIONS,
  DEVICE_CONDITIONS,
  DEVICE_QR_PREFIX,
  deviceQrText,
  INSPECTION_NOTE_MAX,
  type ActivityMode,
  type DeviceAction,
  type DeviceCondition,
} from './device-values';

const isoDate = singleLineText()
  .refine((v) => isIsoDate(v), T.date)
  .meta({ format: 'date' });
const pestName = singleLineText().trim().min(1, T.typePests).max(60, T.typePests);

// ---- Device types: GET /api/device-types (any user), POST/PATCH/DELETE (Admins) ----

const deviceTypeFields = {
  name: singleLineText({ error: T.typeNameRequired })
    .trim()
    .min(1, T.typeNameRequired)
    .max(100, T.typeNameTooLong),
  activity: z.enum(ACTIVITY_MODES, { error: T.typeActivity }),
  pests: z
    .array(pestName)
    .max(DEVICE_PESTS_MAX, T.typePests)
    .refine((p) => new Set(p.map((x) => x.toLowerCase())).size === p.length, T.typePests),
  bait: z.boolean(),
};
export const deviceTypeBody = z.object({
  ...deviceTypeFields,
  pests: deviceTypeFields.pests.default([]),
  bait: deviceTypeFields.bait.default(false),
});
/** PATCH: only the parts given (`deviceTypeBody.partial()` would fill the defaults in and clear pests). */
export const deviceTypeUpdateBody = z.object(deviceTypeFields).partial();
export type DeviceTypeBody = z.input<typeof deviceTypeBody>;
export const deviceTypeRow = z.object({
  id: z.number(),
  name: z.string(),
  activity: z.enum(ACTIVITY_MODES),
  pests: z.array(z.string()),
  bait: z.boolean(),
  /** How many devices (in place or removed) are of this type; a used type cannot be deleted. */
  device_count: z.number(),
});
export type DeviceTypeRow = z.infer<typeof deviceTypeRow>;
export const deviceTypesResponse = z.object({ types: z.array(deviceTypeRow) });

// ---- Devices of a location: /api/locations/{id}/devices (read: staff; change: Admins) ----

const deviceNumber = z.coerce
  .number({ error: T.number })
  .int(T.number)
  .min(1, T.number)
  .max(DEVICE_NUMBER_MAX, T.number);
const zone = singleLineText().trim().max(100, T.zoneTooLong);
const placement = multiLineText().trim().max(500, T.placementTooLong);

export const devicePlace = z.object({
  plan_id: recordId,
  x: z.number().min(0, T.planPosition).max(1, T.planPosition),
  y: z.number().min(0, T.planPosition).max(1, T.planPosition),
});
export type DevicePlace = z.infer<typeof devicePlace>;

export const deviceCreateBody = z.object({
  number: deviceNumber,
  type_id: recordId,
  zone: zone.default(''),
  placement: placement.default(''),
  installed_on: isoDate.nullish().transform((v) => v ?? null),
  place: devicePlace.nullish().transform((v) => v ?? null),
});
export type DeviceCreateBody = z.input<typeof deviceCreateBody>;

/** PATCH: any part; the number never changes (it is never reused either). `place: null` takes it off the plan. */
export const deviceUpdateBody = z.object({
  type_id: recordId.optional(),
  zone: zone.optional(),
  placement: placement.optional(),
  installed_on: isoDate.nullable().optional(),
  place: devicePlace.nullable().optional(),
});
export type DeviceUpdateBody = z.input<typeof deviceUpdateBody>;

/** POST …/devices/{deviceId}/remove: out of service from that day; it keeps its number and history. */
export const deviceRemoveBody = z.object({ removed_on: isoDate });

/** POST …/devices/bulk: "stations 1 to 40, bait station, exterior", all or none. */
export const deviceBulkBody = z
  .object({
    from: deviceNumber,
    to: deviceNumber,
    type_id: recordId,
    zone: zone.default(''),
    placement: placement.default(''),
    installed_on: isoDate.nullish().transform((v) => v ?? null),
  })
  .refine((b) => b.to >= b.from && b.to - b.from < BULK_ADD_MAX, { message: T.bulkRange, path: ['to'] });
export type DeviceBulkBody = z.input<typeof deviceBulkBody>;

export const deviceRow = z.object({
  id: z.number(),
  location_id: z.number(),
  number: z.number(),
  type_id: z.number(),
  type_name: z.string(),
  zone: z.string(),
  placement: z.string(),
  place: devicePlace.nullable(),
  installed_on: dayText.nullable(),
  removed_on: dayText.nullable(),
  active: z.boolean(),
  /** What the QR label carries: `FB-D:<code>`. */
  code: z.string(),
});
export type DeviceRow = z.infer<typeof deviceRow>;

/** GET …/devices: every device of the location by number (500 at most a program; no paging). */
export const devicesQuery = z.object({ active: z.enum(['active', 'removed', 'all']).default('all') });
export const devicesResponse = z.object({ devices: z.array(deviceRow) });

/** GET …/device-labels.pdf?ids=1,2: those devices of the location; without ids, those in place. */
export const deviceLabelsQuery = z.object({
  /** The sheet's title's language (issue 35); without it the user's own, else English. */
  lang: pdfLanguageQuery.shape.lang,
  ids: z
    .string()
    .regex(/^\d+(,\d+){0,499}$/, T.notFound)
    .transform((v) => [...new Set(v.split(',').map(Number))])
    .optional(),
});

// ---- Site plans: /api/locations/{id}/site-plans ----

export const sitePlanRow = z.object({
  id: z.number(),
  location_id: z.number(),
  name: z.string(),
  width: z.number(),
  height: z.number(),
  /** GET returns the image bytes. */
  url: z.string(),
});
export type SitePlanRow = z.infer<typeof sitePlanRow>;
export const sitePlansResponse = z.object({ plans: z.array(sitePlanRow) });
/** GET /api/site-plans/{id}/image: the copy for screens (default), or the image as uploaded. */
export const sitePlanImageQuery = z.object({ size: z.enum(['screen', 'original']).default('screen') });
export const sitePlanUpdateBody = z.object({
  name: singleLineText({ error: T.planNameRequired })
    .trim()
    .min(1, T.planNameRequired)
    .max(100, T.planNameTooLong),
});

// ---- The Device inspection answer (field type 12) ----

/**
 * One device's findings. `activity` for a level type, `captures` (pest → count, the type's pests)
 * for a count type; `bait` when the type records bait. `inaccessible` needs a `note` saying why.
 * `scanned_at` is when its QR code was scanned (null when picked from the list); `at` when the
 * findings were recorded on the phone.
 */
export const deviceInspection = z.object({
  device_id: recordId,
  at: z.iso.datetime({ offset: true }),
  scanned_at: z.iso.datetime({ offset: true }).nullable().default(null),
  activity: z.enum(ACTIVITY_LEVELS).nullable().default(null),
  captures: z.record(z.string(), z.number().int().min(0).max(CAPTURES_MAX)).nullable().default(null),
  bait: z.number().int().min(0).max(100).nullable().default(null),
  condition: z.enum(DEVICE_CONDITIONS),
  action: z.enum(DEVICE_ACTIONS).nullable().default(null),
  note: multiLineText().trim().max(INSPECTION_NOTE_MAX).default(''),
  photo_file_id: recordId.nullable().default(null),
});
export type DeviceInspection = z.infer<typeof deviceInspection>;
export type DeviceInspectionInput = z.input<typeof deviceInspection>;
/** The answer: one entry per inspected device, in the order they were recorded. */
export const deviceInspectionsValue = z.array(deviceInspection).max(DEVICE_NUMBER_MAX);

/** What the report form and views need of each device of the report's location (GET /api/reports/{id}/devices). */
export const reportDeviceRow = z.object({
  id: z.number(),
  number: z.number(),
  code: z.string(),
  zone: z.string(),
  placement: z.string(),
  type: deviceTypeRow.omit({ device_count: true }),
  place: devicePlace.nullable(),
  active: z.boolean(),
});
export type ReportDeviceRow = z.infer<typeof reportDeviceRow>;
export const reportDevicesResponse = z.object({
  devices: z.array(reportDeviceRow),
  plans: z.array(sitePlanRow),
});

// ---- Trends: GET /api/locations/{id}/device-trends?from&to&threshold (staff) ----

const trendsRange = z.object({
  from: isoDate,
  to: isoDate,
  /** A visit's activity at or above this marks the device (levels: 3 = high; counts: captures). */
  threshold: z.coerce.number().int().min(1).max(CAPTURES_MAX).default(3),
});
const fromBeforeTo = (q: { from: string; to: string }) => q.from <= q.to;
export const trendsQuery = trendsRange.refine(fromBeforeTo, { message: T.trendRange, path: ['to'] });
export type TrendsQuery = z.input<typeof trendsQuery>;
/** The trend report PDF's: the same range, and the language it is written in (issue 35). */
export const trendReportQuery = trendsRange
  .extend(pdfLanguageQuery.shape)
  .refine(fromBeforeTo, { message: T.trendRange, path: ['to'] });

/** Months are `YYYY-MM` in APP_TIMEZONE; `activity` sums the visits' activity in that month. */
export const trendPoint = z.object({ month: z.string(), activity: z.number(), inspections: z.number() });
export const trendsResponse = z.object({
  from: z.string(),
  to: z.string(),
  threshold: z.number(),
  months: z.array(z.string()),
  devices: z.array(
    z.object({
      device_id: z.number(),
      number: z.number(),
      zone: z.string(),
      type_name: z.string(),
      total: z.number(),
      /** Highest activity of one visit in the range. */
      peak: z.number(),
      above_threshold: z.boolean(),
      points: z.array(trendPoint),
    }),
  ),
  zones: z.array(z.object({ zone: z.string(), points: z.array(trendPoint) })),
  pests: z.array(z.object({ pest: z.string(), points: z.array(trendPoint) })),
  conditions: z.array(z.object({ condition: z.enum(DEVICE_CONDITIONS), count: z.number() })),
});
export type TrendsResponse = z.infer<typeof trendsResponse>;
