import { z } from 'zod';
import { isIsoDate } from '../dates';
import { ERROR_TEXTS } from '../error-codes';
import { US_STATE_CODES } from '../us-states';
import { dayText, pageQuery, singleLineText } from './common';
import { sortQuery } from './list-sort';

const TEXTS = ERROR_TEXTS.certification;

/** An applicator's certification in a state (docs/compliance.md): its number, category and expiry. */
export const certification = z.object({
  state: z.enum(US_STATE_CODES, { error: TEXTS.stateRequired }),
  certification_id: singleLineText({ error: TEXTS.idRequired })
    .trim()
    .min(1, TEXTS.idRequired)
    .max(40, TEXTS.idTooLong),
  category: singleLineText({ error: TEXTS.categoryRequired })
    .trim()
    .min(1, TEXTS.categoryRequired)
    .max(60, TEXTS.categoryTooLong),
  expires_on: z
    .string({ error: TEXTS.expiryRequired })
    .refine(isIsoDate, TEXTS.expiryRequired)
    .meta({ format: 'date' }),
});
export type Certification = z.output<typeof certification>;

/** `PUT /api/users/{id}/certifications`: the user's certifications, all of them, as the page edits them. */
export const certificationsBody = z.object({
  certifications: z
    .array(certification)
    .max(20, TEXTS.tooMany)
    .refine(
      (list) => new Set(list.map((c) => `${c.state} ${c.category.toLowerCase()}`)).size === list.length,
      TEXTS.twice,
    ),
});
export type CertificationsBody = z.input<typeof certificationsBody>;
export const certificationsResponse = z.object({ certifications: z.array(certification) });
export type CertificationsResponse = z.infer<typeof certificationsResponse>;

/** `GET /api/expiring`: what expires within `days` (60 by default) of today, soonest first. */
/** The list's columns it sorts by (issue 18); `whose` is the user's name, the business last. */
export const EXPIRING_SORTS = ['expires', 'whose', 'state', 'number', 'category'] as const;

export const expiringQuery = z.object({
  days: z.coerce.number().int().min(1).max(366).default(60),
  page: pageQuery,
  sort: sortQuery(EXPIRING_SORTS),
});
export type ExpiringFilter = z.output<typeof expiringQuery>;
export type ExpiringQuery = z.input<typeof expiringQuery>;

export const expiringRow = z.object({
  kind: z.enum(['certification', 'licence']),
  /** The certification's or the licence's id: unique with `kind`. */
  id: z.number(),
  state: z.string(),
  /** The certification number, or the business's licence number. */
  number: z.string(),
  category: z.string().nullable(),
  expires_on: dayText,
  /** Whose certification; null for the business's licence. */
  user: z.object({ id: z.number(), name: z.string() }).nullable(),
});
export type ExpiringRow = z.infer<typeof expiringRow>;
export const expiringResponse = z.object({
  rows: z.array(expiringRow),
  total: z.number(),
  today: dayText,
});
export type ExpiringResponse = z.infer<typeof expiringResponse>;
