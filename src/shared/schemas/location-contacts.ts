import { z } from 'zod';
import { ERROR_TEXTS } from '../error-codes';
import { LANGUAGES } from '../languages';
import { singleLineText } from './common';

const TEXTS = ERROR_TEXTS.contact;
/** The same rule and text as the customer's e-mail on the location. */
const EMAIL_INVALID = ERROR_TEXTS.location.emailInvalid;
export const CONTACTS_MAX = 50;

/** A person at a location's customer (issue 19): who to call, and who receives finished reports. */
export const locationContact = z
  .object({
    name: singleLineText({ error: TEXTS.nameRequired })
      .trim()
      .min(1, TEXTS.nameRequired)
      .max(100, TEXTS.nameTooLong),
    email: singleLineText({ error: EMAIL_INVALID })
      .trim()
      .max(254, EMAIL_INVALID)
      .refine((v) => v === '' || z.email().safeParse(v).success, EMAIL_INVALID)
      .default(''),
    phone: singleLineText().trim().max(40, TEXTS.phoneTooLong).default(''),
    role: singleLineText().trim().max(60, TEXTS.roleTooLong).default(''),
    receives_reports: z.boolean().default(false),
    /** The language their mail is written in; null or absent: the company's default (decision 0070). */
    language: z.enum(LANGUAGES).nullable().default(null),
  })
  .superRefine((c, ctx) => {
    if (c.receives_reports && c.email === '') {
      ctx.addIssue({ code: 'custom', path: ['email'], message: TEXTS.emailForReports });
    }
  });
export type LocationContact = z.output<typeof locationContact>;

/** `PUT /api/locations/{id}/contacts`: all of the location's contacts, as the page edits them. */
export const locationContactsBody = z.object({
  contacts: z
    .array(locationContact)
    .max(CONTACTS_MAX, TEXTS.tooMany)
    .refine((list) => {
      const emails = list.map((c) => c.email.toLowerCase()).filter(Boolean);
      return new Set(emails).size === emails.length;
    }, TEXTS.twice),
});
export type LocationContactsBody = z.input<typeof locationContactsBody>;

export const locationContactRow = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.string(),
  receives_reports: z.boolean(),
  language: z.enum(LANGUAGES).nullable(),
});
export type LocationContactRow = z.infer<typeof locationContactRow>;
export const locationContactsResponse = z.object({ contacts: z.array(locationContactRow) });
export type LocationContactsResponse = z.infer<typeof locationContactsResponse>;
