import { z } from 'zod';
import { isIsoDate } from '../dates';
import { ERROR_TEXTS } from '../error-codes';
import { LANGUAGES } from '../languages';
import { US_STATE_CODES } from '../us-states';
import { multiLineText, singleLineText } from './common';

/** A wall-clock time of the office's day, 'HH:MM'. */
const workTime = z.string({ error: ERROR_TEXTS.company.workDayInvalid }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
  error: ERROR_TEXTS.company.workDayInvalid,
});
/** The office's working hours: the schedule's day view opens on them (decision 0059). */
export const WORK_DAY_DEFAULT = { start: '07:00', end: '18:00' } as const;

const TEXTS = ERROR_TEXTS.company;

/**
 * One licence or registration of the business in a state (docs/compliance.md): the Texas TPCL
 * number, the New York business registration number, the California operator id, …
 */
export const companyLicence = z.object({
  state: z.enum(US_STATE_CODES, { error: TEXTS.stateRequired }),
  number: singleLineText({ error: TEXTS.licenceNumberRequired })
    .trim()
    .min(1, TEXTS.licenceNumberRequired)
    .max(40, TEXTS.licenceNumberTooLong),
  expires_on: z
    .string({ error: TEXTS.expiryRequired })
    .refine(isIsoDate, TEXTS.expiryRequired)
    .meta({ format: 'date' }),
});
export type CompanyLicence = z.output<typeof companyLicence>;

/** `PUT /api/company`: the business as records and state filings name it, with every licence. */
export const companyBody = z
  .object({
    business_name: singleLineText().trim().max(200, TEXTS.businessNameTooLong),
    address: multiLineText().trim().max(500, TEXTS.addressTooLong),
    phone: singleLineText().trim().max(40, TEXTS.phoneTooLong),
    licences: z
      .array(companyLicence)
      .max(60, TEXTS.tooManyLicences)
      .refine((list) => new Set(list.map((l) => l.state)).size === list.length, TEXTS.stateTwice),
    /** Application records also hold wind and temperature (Maryland asks; decision 0025). Absent: kept. */
    record_weather: z.boolean().optional(),
    /** A rate above the label warns and asks for a reason instead of refusing the submit. Absent: kept. */
    rate_check_warn_only: z.boolean().optional(),
    /** Admins and Super Admins sign in with a second factor (decision 0046). Absent: kept. */
    admins_require_two_factor: z.boolean().optional(),
    /** How many days a customer's device stays signed in to the portal (decision 0048). Absent: kept. */
    portal_remember_days: z
      .number({ error: ERROR_TEXTS.portal.rememberDaysInvalid })
      .int(ERROR_TEXTS.portal.rememberDaysInvalid)
      .min(1, ERROR_TEXTS.portal.rememberDaysInvalid)
      .max(365, ERROR_TEXTS.portal.rememberDaysInvalid)
      .optional(),
    /** Both or neither; absent: kept. */
    work_day_start: workTime.optional(),
    work_day_end: workTime.optional(),
    /** Mail to a person or contact without a language of their own is written in it (decision 0070). Absent: kept. */
    default_language: z.enum(LANGUAGES).optional(),
  })
  .refine(
    (v) =>
      (v.work_day_start === undefined) === (v.work_day_end === undefined) &&
      (v.work_day_start === undefined || v.work_day_end! > v.work_day_start),
    { message: TEXTS.workDayInvalid, path: ['work_day_end'] },
  );
export type CompanyBody = z.input<typeof companyBody>;

/** `GET /api/company`: the same, licences sorted by state, and when it was last changed. */
export const companySettings = z.object({
  business_name: z.string(),
  address: z.string(),
  phone: z.string(),
  licences: z.array(companyLicence),
  record_weather: z.boolean(),
  rate_check_warn_only: z.boolean(),
  admins_require_two_factor: z.boolean(),
  portal_remember_days: z.number().int(),
  work_day_start: z.string(),
  work_day_end: z.string(),
  default_language: z.enum(LANGUAGES),
  updated_at: z.date().or(z.string()),
});
export type CompanySettings = z.infer<typeof companySettings>;
