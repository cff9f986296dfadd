import type { FastifyError } from 'fastify';
import { type CodedError, codeOfText, type ErrorCode } from '@shared/error-codes';

/** One refusal of a request schema, as fastify-type-provider-zod hands it over (zod's issue inside). */
interface ValidationEntry {
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

const SIZE_CODES: Record<string, { small: ErrorCode; big: ErrorCode }> = {
  string: { small: 'validation.tooShort', big: 'validation.tooLong' },
  array: { small: 'validation.tooFew', big: 'validation.tooMany' },
  set: { small: 'validation.tooFew', big: 'validation.tooMany' },
};

const asParam = (value: unknown) =>
  Array.isArray(value) ? value.map(String).join(', ') : typeof value === 'number' ? value : String(value);

/**
 * The code of a schema's refusal: the schema's own rule when it worded it with a text of the shared
 * list, else the kind of problem (too short, wrong type, …) with the values it names.
 */
export function codeOfIssue(entry: ValidationEntry): CodedError {
  const own = entry.message === undefined ? undefined : codeOfText(entry.message);
  if (own) return { code: own };
  const p = entry.params;
  switch (entry.keyword) {
    case 'invalid_type':
      // zod words a missing value "…, received undefined"; only its text tells it from a wrong one.
      return entry.message?.endsWith('received undefined')
        ? { code: 'validation.required' }
        : { code: 'validation.invalidType', params: { expected: asParam(p.expected) } };
    case 'too_small':
      return {
        code: SIZE_CODES[String(p.origin)]?.small ?? 'validation.tooSmall',
        params: { minimum: asParam(p.minimum) },
      };
    case 'too_big':
      return {
        code: SIZE_CODES[String(p.origin)]?.big ?? 'validation.tooBig',
        params: { maximum: asParam(p.maximum) },
      };
    case 'invalid_format':
      return { code: 'validation.format', params: { format: asParam(p.format) } };
    case 'invalid_value':
      return { code: 'validation.choice', params: { values: asParam(p.values) } };
    case 'unrecognized_keys':
      return { code: 'validation.unknownKeys', params: { keys: asParam(p.keys) } };
    default:
      return { code: 'validation.invalid' };
  }
}

/** Fastify's own refusals, before any route runs, by their error code. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'common.badJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'common.badJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'common.tooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'common.unsupportedType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'common.badRequest',
  FST_REQ_FILE_TOO_LARGE: 'common.tooLarge',
};

export function fastifyErrorCode(error: FastifyError): ErrorCode {
  const known = FASTIFY_CODES[error.code];
  if (known) return known;
  if (error.statusCode === 413) return 'common.tooLarge';
  if (error.statusCode === 415) return 'common.unsupportedType';
  if (error.statusCode === 408) return 'common.timeout';
  if (error.statusCode === 400) return 'common.badRequest';
  return 'common.refused';
}
