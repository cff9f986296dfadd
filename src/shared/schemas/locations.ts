import { z } from 'zod';
import { activeQuery, filterQuery, pageQuery, singleLineText, statusId } from './common';

export const LOCATION_NAME_MAX = 200;
export const LOCATION_ADDRESS_MAX = 500;
export const LATITUDE_LIMIT = 90;
export const LONGITUDE_LIMIT = 180;

export const locationsFilterQuery = z.object({
  filter: filterQuery,
  page: pageQuery,
  active: activeQuery,
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

/** POST /api/locations and PUT /api/locations/{id}. */
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
});
export type LocationBody = z.output<typeof locationBody>;
