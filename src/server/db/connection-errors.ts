/**
 * Errors that say the database cannot be reached or dropped the connection, as opposed to errors
 * about the statement. They answer 503 (http/errors.ts), and a read that hit one is retried once
 * (pg-pool.ts).
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATE class 08 (connection exception), the shutdown codes a restart or pg_terminate_backend
 * sends (57P01 admin, 57P02 crash, 57P03 "the database system is starting up"), and 53300 (too many
 * connections): all pass without anything wrong in the request.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres reports a dropped socket or a pool that cannot connect in time only by message. */
const DROPPED_MESSAGES =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  // drizzle wraps driver errors (DrizzleQueryError): the driver's error sits on `cause`.
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) {
        return true;
      }
    }
    if (typeof message === 'string' && DROPPED_MESSAGES.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * A log line that names the failure without dumping the error object (pg's client holds its
 * secret key), from the driver's own error: drizzle's wrapper puts the statement and its
 * parameters (session token hashes, what users typed) in its message (issue 31).
 */
export function describeConnectionError(error: unknown): string {
  let driver = error;
  for (let depth = 0; depth < 5; depth++) {
    const cause = (driver as { cause?: unknown } | null | undefined)?.cause;
    if (!cause || typeof cause !== 'object') break;
    driver = cause;
  }
  const { code, message } = (driver ?? {}) as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : String(driver);
  return typeof code === 'string' ? `${code}: ${text}` : text;
}

/** The SQLSTATE of a database error; drizzle wraps driver errors, so it sits on the error or on its cause. */
export function pgCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 3; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
