import { z } from 'zod';
import { checksCounties, countyOf } from '../counties';
import { sortQuery } from './list-sort';
import { isPoBox, ZIP } from '../addresses';
import { ERROR_TEXTS } from '../error-codes';
import { US_STATE_CODES } from '../us-states';
import { activeQuery, filterQuery, multiLineText, pageQuery, singleLineText, statusId } from './common';

const TEXTS = ERROR_TEXTS.location;

export const LOCATION_NAME_MAX = 200;
export const LOCATION_ADDRESS_MAX = 500;
export const LOCATION_NOTES_MAX = 2000;
export const LATITUDE_LIMIT = 90;
export const LONGITUDE_LIMIT = 180;

/** The locations list's sortable columns (issue 18): `?sort=name`, `?sort=-created_at`. */
export const LOCATION_SORTS = ['name', 'latitude', 'longitude', 'status', 'job_count', 'created_at'] as const;

export const locationsFilterQuery = z.object({
  filter: filterQuery,
  page: pageQuery,
  sort: sortQuery(LOCATION_SORTS),
  active: activeQuery,
  /**
   * Issue 33, decision 0061: one customer's locations, the customer's page. A customer is the name on
   * its locations, matched whole without case or the spaces around it.
   */
  customer: filterQuery,
});
export type LocationsFilterQuery = z.input<typeof locationsFilterQuery>;

/** A row of the locations list (spec section 3, "Location"); also what GET /api/locations/{id} answers. */
export const locationRow = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  status_id: z.number(),
  status: z.object({ status: z.string() }),
  customer: z.object({
    name: z.string(),
    billing_address: z.string(),
    phone: z.string(),
    email: z.string(),
  }),
  service_address: z.object({
    street: z.string().nullable(),
    municipality: z.string().nullable(),
    county: z.string().nullable(),
    state: z.string().nullable(),
    zip: z.string().nullable(),
  }),
  /** The service address lacks a part a state filing needs (street, municipality, county, state, ZIP). */
  address_incomplete: z.boolean(),
  /** What a technician should know before arriving: gate code, a dog, where to park (issue 32). */
  notes: z.string(),
  jobcount: z.number(),
  created_at: z.date().or(z.string()),
});
export type LocationRow = z.infer<typeof locationRow>;

/**
 * A latitude or longitude: a JSON number, or a numeric string as an HTML form would send it.
 * An empty string is "missing", never 0 (which is a real place off the coast of Africa).
 */
function coordinate(label: string, limit: number) {
  const range = `${label} must be between -${limit} and ${limit}.`;
  return z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      const text = v.trim();
      if (text === '') return undefined;
      // Decimal notation only: Number() would also read "0x1f", "1e2" and "Infinity".
      return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
    },
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? `${label} is required.` : `${label} must be a number.`,
      })
      .min(-limit, range)
      .max(limit, range),
  );
}

/** A text that may be left blank (stored as ''). */
const optionalText = (max: number) => singleLineText().trim().max(max).default('');
/** A part of the service address; blank is "not known yet" (null). */
const addressPart = (max: number) =>
  singleLineText()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

/** For whom the work is done: the customer as records and invoices name it (issue 14). */
export const locationCustomer = z.object({
  name: optionalText(200),
  billing_address: multiLineText().trim().max(500).default(''),
  phone: optionalText(40),
  email: singleLineText()
    .trim()
    .max(254)
    .default('')
    .refine((v) => v === '' || z.email().safeParse(v).success, TEXTS.emailInvalid),
});
export type LocationCustomer = z.output<typeof locationCustomer>;

export const serviceAddress = z
  .object({
    street: addressPart(200).refine((v) => v === null || !isPoBox(v), TEXTS.poBox),
    municipality: addressPart(100),
    county: addressPart(100),
    state: z
      .enum(US_STATE_CODES, { error: TEXTS.stateInvalid })
      .nullish()
      .transform((v) => v ?? null),
    zip: addressPart(10).refine((v) => v === null || ZIP.test(v), TEXTS.zipFormat),
  })
  // A county the state's filing would not know is caught where it is typed (issue 30), not when
  // the year's file is made: "Brooklyn" is New York's Kings County.
  .superRefine((a, ctx) => {
    if (a.state && a.county && checksCounties(a.state) && countyOf(a.state, a.county) === null) {
      ctx.addIssue({ code: 'custom', path: ['county'], message: TEXTS.countyUnknown });
    }
  });

/**
 * POST /api/locations and PUT /api/locations/{id}. With `service_address`, the one-line `address`
 * is made from it; a client that sends only `address` (the spec's contract) still works, and the
 * location is then marked as having an address to complete. Without `customer`, the customer
 * stays as it was.
 */
export const locationBody = z.object({
  name: singleLineText({ error: 'Name is required.' })
    .trim()
    .min(1, 'Name is required.')
    .max(LOCATION_NAME_MAX, `Name can be at most ${LOCATION_NAME_MAX} characters.`),
  address: singleLineText()
    .trim()
    .max(LOCATION_ADDRESS_MAX, `Address can be at most ${LOCATION_ADDRESS_MAX} characters.`)
    .default(''),
  latitude: coordinate('Latitude', LATITUDE_LIMIT),
  longitude: coordinate('Longitude', LONGITUDE_LIMIT),
  status_id: statusId,
  customer: locationCustomer.optional(),
  service_address: serviceAddress.optional(),
  /** Without it, the notes stay as they were (a client of the spec's contract does not know them). */
  notes: multiLineText()
    .trim()
    .max(LOCATION_NOTES_MAX, `Notes can be at most ${LOCATION_NOTES_MAX} characters.`)
    .optional(),
});
export type LocationBody = z.output<typeof locationBody>;

/** `GET /api/locations/zip-county`: the county a service address's ZIP is usually in (issue 30). */
export const zipCountyQuery = z.object({
  state: z.enum(US_STATE_CODES, { error: TEXTS.stateInvalid }),
  zip: singleLineText().refine((v) => ZIP.test(v), TEXTS.zipFormat),
});
export const zipCounty = z.object({
  /** In the state's own spelling where its filing names counties; null: the ZIP is not one the Census maps there. */
  county: z.string().nullable(),
});
export type ZipCounty = z.infer<typeof zipCounty>;
