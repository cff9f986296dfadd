import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { diskErrorAnswer, diskErrorCause } from './disk-errors';
import { replyIfDatabaseUnavailable } from './unavailable';

/** An error whose message is safe to show to the user; thrown by routes and repositories. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new HttpError(400, message, errors);
export const forbidden = (message = 'You are not allowed to do this.') => new HttpError(403, message);
export const notFound = (what = 'Item') => new HttpError(404, `${what} not found.`);
export const conflict = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(409, message, undefined, extra);

/** PostgreSQL error codes that mean the input was wrong, not the server. */
const PG_INPUT_ERRORS: Record<string, { status: number; message: string }> = {
  '23505': { status: 409, message: 'This already exists.' },
  '23503': { status: 409, message: 'This refers to something that does not exist or is still in use.' },
  '22P02': { status: 400, message: 'A value has the wrong format.' },
  '22003': { status: 400, message: 'A number is out of range.' },
  '22001': { status: 400, message: 'A value is too long.' },
  '22007': { status: 400, message: 'A date has the wrong format.' },
  '22008': { status: 400, message: 'A date is out of range.' },
  // The schemas refuse control characters first; these stay as a net for any text they miss.
  '22021': { status: 400, message: 'A text holds a character that cannot be stored.' },
  '22P05': { status: 400, message: 'A text holds a character that cannot be stored.' },
};

function pgCode(error: unknown): string | undefined {
  // drizzle wraps driver errors; the PostgreSQL code sits on the error or on its cause.
  for (let e: unknown = error, depth = 0; e && depth < 3; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

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

/** Every error leaves as JSON `{message, errors?}`; no stack trace ever reaches a client. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return reply
      .status(error.statusCode)
      .send({ message: error.message, errors: error.errors, ...error.extra });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: Record<string, string> = {};
    for (const issue of error.validation) {
      const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
      errors[key] ??= issue.message ?? 'Not valid';
    }
    return reply.status(400).send({ message: 'Some values are not valid.', errors });
  }
  const disk = diskErrorAnswer(error);
  if (disk) {
    // The operator needs the folder; the client gets only the cause.
    const where = (error as { path?: string }).path ?? `DATA_DIR ${request.server.config.DATA_DIR}`;
    request.log.error({ err: error }, `could not write a file in ${where}: ${diskErrorCause(error)}`);
    return reply.status(disk.status).send({ message: disk.message, errors: { file: disk.message } });
  }
  const unavailable = replyIfDatabaseUnavailable(error, request, reply);
  if (unavailable) return unavailable;
  const code = pgCode(error);
  const pgError = code ? PG_INPUT_ERRORS[code] : undefined;
  if (pgError) {
    request.log.info({ err: loggableError(error) }, 'database refused the input');
    return reply.status(pgError.status).send({ message: pgError.message });
  }
  if (typeof error.statusCode === 'number' && error.statusCode < 500) {
    return reply.status(error.statusCode).send({ message: error.message });
  }
  request.log.error({ err: loggableError(error) }, 'request failed');
  return reply.status(500).send({ message: 'Something went wrong on the server.' });
}
