import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  type CodedError,
  type ERROR_TEXTS,
  type ErrorCode,
  type ErrorParams,
  errorText,
} from '@shared/error-codes';
import { pgCode } from '../db/connection-errors';
import { diskErrorAnswer, diskErrorCause } from '../db/disk-errors';
import { codeOfIssue, fastifyErrorCode } from './error-codes-of';
import { replyIfDatabaseUnavailable } from './unavailable';

/** An error a user should read: a code of src/shared/error-codes.ts, answered with its English text. */
export class HttpError extends Error {
  readonly code: ErrorCode;
  readonly params?: ErrorParams;
  /** Response headers that go with the refusal (Retry-After on a 503). */
  headers?: Record<string, string>;
  /** Per payload field: what is wrong with it. */
  readonly fields?: Record<string, CodedError>;

  constructor(
    readonly statusCode: number,
    error: ErrorCode | CodedError,
    fields?: FieldErrors,
    readonly extra?: Record<string, unknown>,
  ) {
    const coded = typeof error === 'string' ? { code: error } : error;
    super(errorText(coded.code, coded.params));
    this.code = coded.code;
    this.params = coded.params;
    if (fields) {
      this.fields = Object.fromEntries(
        Object.entries(fields).map(([field, e]) => [field, typeof e === 'string' ? { code: e } : e]),
      );
    }
  }
}

export type FieldErrors = Record<string, ErrorCode | CodedError>;

export const badRequest = (error: ErrorCode | CodedError, fields?: FieldErrors) =>
  new HttpError(400, error, fields);
export const forbidden = (error: ErrorCode | CodedError = 'common.notAllowed') => new HttpError(403, error);
export const notFound = (what: keyof (typeof ERROR_TEXTS)['notFound'] = 'item') =>
  new HttpError(404, `notFound.${what}`);
export const conflict = (error: ErrorCode | CodedError, extra?: Record<string, unknown>) =>
  new HttpError(409, error, undefined, extra);
/** A refusal that is about one payload field: the same code as the answer's and on the field. */
export const fieldError = (statusCode: number, error: ErrorCode, field: string) =>
  new HttpError(statusCode, error, { [field]: error });

/**
 * The answer's JSON: `code` (and `params`) beside the English `message`, and for field errors
 * `errors` (field → English text, as before codes) with `fieldCodes` (field → code and params).
 */
export function errorBody(
  error: CodedError,
  fields?: Record<string, CodedError & { message?: string }>,
  extra?: Record<string, unknown>,
) {
  const body: Record<string, unknown> = { code: error.code, message: errorText(error.code, error.params) };
  if (error.params) body.params = error.params;
  if (fields && Object.keys(fields).length > 0) {
    body.errors = Object.fromEntries(
      Object.entries(fields).map(([f, e]) => [f, e.message ?? errorText(e.code, e.params)]),
    );
    body.fieldCodes = Object.fromEntries(
      Object.entries(fields).map(([f, e]) => [
        f,
        e.params ? { code: e.code, params: e.params } : { code: e.code },
      ]),
    );
  }
  return { ...body, ...extra };
}

/** PostgreSQL error codes that mean the input was wrong, not the server. */
const PG_INPUT_ERRORS: Record<string, { status: number; code: ErrorCode }> = {
  '23505': { status: 409, code: 'database.duplicate' },
  '23503': { status: 409, code: 'database.reference' },
  '22P02': { status: 400, code: 'database.format' },
  '22003': { status: 400, code: 'database.numberRange' },
  '22001': { status: 400, code: 'database.tooLong' },
  '22007': { status: 400, code: 'database.dateFormat' },
  '22008': { status: 400, code: 'database.dateRange' },
  // The schemas refuse control characters first; these stay as a net for any text they miss.
  '22021': { status: 400, code: 'database.character' },
  '22P05': { status: 400, code: 'database.character' },
};

/** The error itself and its causes, as far as drizzle and the drivers nest them. */
function* chain(error: unknown) {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    yield e as { query?: unknown; params?: unknown; cause?: unknown };
    e = (e as { cause?: unknown }).cause;
  }
}

/**
 * What the log may hold of an error. A failed query's message and fields carry its parameters
 * (one log line once held a password hash) and PostgreSQL's `detail` repeats values, so a
 * database error is logged as its type, code, SQL text (placeholders only) and stack frames.
 */
export function loggableError(error: unknown): unknown {
  const links = [...chain(error)];
  const fromDatabase = pgCode(error) !== undefined || links.some((e) => 'params' in e);
  if (!fromDatabase) return error;
  const query = links.map((e) => e.query).find((q): q is string => typeof q === 'string');
  const stack = (error as { stack?: unknown }).stack;
  return {
    type: (error as object).constructor.name,
    code: pgCode(error),
    query,
    stack: typeof stack === 'string' ? stack.split('\n').filter((l) => /^\s+at /.test(l)) : undefined,
  };
}

/** Every error leaves as JSON `{code, params?, message, errors?, fieldCodes?}`; never a stack trace. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    const { code, params } = error;
    if (error.headers) reply.headers(error.headers);
    return reply.status(error.statusCode).send(errorBody({ code, params }, error.fields, error.extra));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, CodedError & { message: string }> = {};
    for (const issue of error.validation) {
      const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
      fields[key] ??= { ...codeOfIssue(issue), message: issue.message ?? 'Not valid' };
    }
    return reply.status(400).send(errorBody({ code: 'common.invalid' }, fields));
  }
  const disk = diskErrorAnswer(error);
  if (disk) {
    // The operator needs the folder; the client gets only the cause.
    const where = (error as { path?: string }).path ?? `DATA_DIR ${request.server.config.DATA_DIR}`;
    request.log.error({ err: error }, `could not write a file in ${where}: ${diskErrorCause(error)}`);
    return reply.status(disk.status).send(errorBody({ code: disk.code }, { file: { code: disk.code } }));
  }
  const unavailable = replyIfDatabaseUnavailable(error, request, reply);
  if (unavailable) return unavailable;
  const code = pgCode(error);
  const pgError = code ? PG_INPUT_ERRORS[code] : undefined;
  if (pgError) {
    request.log.info({ err: loggableError(error) }, 'database refused the input');
    return reply.status(pgError.status).send(errorBody({ code: pgError.code }));
  }
  if (typeof error.statusCode === 'number' && error.statusCode < 500) {
    // Fastify's own refusals (bad JSON, too large, …): their English text stays the message.
    return reply
      .status(error.statusCode)
      .send({ ...errorBody({ code: fastifyErrorCode(error) }), message: error.message });
  }
  request.log.error({ err: loggableError(error) }, 'request failed');
  return reply.status(500).send(errorBody({ code: 'common.serverError' }));
}
