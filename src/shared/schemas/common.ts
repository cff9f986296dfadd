import { z } from 'zod';
import { Status } from '../constants';
import { ERROR_CODES, ERROR_TEXTS } from '../error-codes';
import { ID_MAX } from '../route-id';

/**
 * Control characters: C0 (NUL, escape, …), DEL and C1. PostgreSQL cannot store NUL at all (a
 * NUL used to reach the database and answer 500), and the others are invisible in a report
 * that is a legal record, so every text the API takes is refused with them. A multi-line text
 * (paragraph answers, reasons) keeps tab, line feed and carriage return.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_SINGLE_LINE = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export const CONTROL_CHARACTERS_MESSAGE = ERROR_TEXTS.validation.controlCharacters;

export const hasControlCharacters = (text: string, multiLine = false) =>
  (multiLine ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE).test(text);

/**
 * Direction embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): a name holding
 * U+202E shows its letters in another order, so a file or a contact reads as something else in
 * lists, exports and mails (issue 31). Refused on one line. The marks (LRM, RLM, ALM) and the
 * zero-width non-joiner that Persian and Arabic typing puts in stay: they reorder nothing
 * (decision 0039).
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;
export const BIDI_CONTROLS_MESSAGE = ERROR_TEXTS.validation.bidiControls;
export const hasBidiControls = (text: string) => BIDI_CONTROLS.test(text);

type StringParams = Parameters<typeof z.string>[0];

/**
 * The one building block of every text the API takes (names, filters, logins, answers): a string
 * on one line without control characters or direction overrides. Chain `.trim()`, `.min()`, `.max()` as on `z.string()`.
 */
export const singleLineText = (params?: StringParams) =>
  z
    .string(params)
    .refine((v) => !hasControlCharacters(v), CONTROL_CHARACTERS_MESSAGE)
    .refine((v) => !hasBidiControls(v), BIDI_CONTROLS_MESSAGE);

/**
 * A password: one line, no control characters. Direction characters are left alone: a password is
 * never shown, and one chosen before they were refused must still log in.
 */
export const passwordText = (params?: StringParams) =>
  z.string(params).refine((v) => !hasControlCharacters(v), CONTROL_CHARACTERS_MESSAGE);

/** The same for texts that may span lines: tab, line feed and carriage return are kept. */
export const multiLineText = (params?: StringParams) =>
  z.string(params).refine((v) => !hasControlCharacters(v, true), CONTROL_CHARACTERS_MESSAGE);

/**
 * The one rule for a row's id wherever it comes as text (a route's `:id`, a query, a legacy body):
 * a whole number from 1 up to PostgreSQL's integer maximum, so a larger one is a 400, not a
 * database error.
 */
export const recordId = z.coerce.number().int().positive().max(ID_MAX);
export const idParam = z.object({ id: recordId });

/** The answer to a GET whose `If-None-Match` names the current version: no body. */
export const notModified = z.null().describe('Not modified: the version named in If-None-Match is current');

/**
 * What the API answers for a moment (a Date, or the database's text of one) and for a calendar
 * day (`YYYY-MM-DD`): `date-time` and `date` in its document. Answers are not validated again on
 * their way out; the contract test holds every answer of the API suite to these formats.
 */
export const timestamp = z.date().or(z.string()).meta({ format: 'date-time' });
export const instantText = z.string().meta({ format: 'date-time' });
export const dayText = z.string().meta({ format: 'date' });

export const STATUS_REQUIRED_MESSAGE = 'Choose a status.';

/** The status of users, groups, locations, jobs and templates: Active or Inactive. */
export const statusId = z.union([z.literal(Status.Active), z.literal(Status.Inactive)], {
  error: STATUS_REQUIRED_MESSAGE,
});

/**
 * Present (true) on a list's answer when `total` is the database's estimate: more than 10,000
 * rows match, where an exact count would be slow (decision 0023). Paging still reaches every row.
 */
export const totalEstimated = z.literal(true).optional();

/** `?page=` of the paginated lists; 1-based. */
export const pageQuery = z.coerce.number().int().min(1).max(1_000_000).default(1);

/**
 * The legacy client sends `filter=null` for an empty filter box; both that and an empty string
 * mean "no filter".
 */
export const filterQuery = singleLineText()
  .max(200)
  .optional()
  .transform((v) => {
    const t = v?.trim();
    return !t || t === 'null' ? undefined : t;
  });

export const activeQuery = z.enum(['active', 'inactive']).optional();

/**
 * The spec's delete calls carry the id as `{params: {id}}`, as `{id}`, or as `?id=`
 * (docs/product.md section 7); the server accepts all three. A `?id=` call may have no body at all,
 * which Fastify validates as `null`, hence nullish.
 */
export const legacyDeleteBody = z
  .object({
    id: recordId.optional(),
    params: z.object({ id: recordId }).optional(),
  })
  .nullish();
export const legacyDeleteQuery = z.object({ id: recordId.optional() });

export const codedError = z.object({
  // Every code the API can answer, listed in its document (a client can switch on them); the
  // contract test holds every error answer to the list.
  code: z.string().meta({ enum: [...ERROR_CODES] }),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/** Every error answer (src/shared/error-codes.ts, decision 0020); `Error` in the API's document. */
export const errorResponse = z
  .object({
    ...codedError.shape,
    message: z.string(),
    errors: z.record(z.string(), z.string()).optional(),
    fieldCodes: z.record(z.string(), codedError).optional(),
  })
  .meta({ id: 'Error' });

/**
 * `?search=&page=` of the assign screens' user select: one page of the users who may still be
 * picked, searched by name or email (decision 0023).
 */
export const assignableQuery = z.object({ search: filterQuery, page: pageQuery });
