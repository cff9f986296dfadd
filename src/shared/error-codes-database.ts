/**
 * The texts of the `database.*` codes: PostgreSQL refused the input (server/http/errors.ts), so
 * a request schema let something through. Kept apart from error-codes.ts for its size.
 */
export const DATABASE_ERROR_TEXTS = {
  duplicate: 'This already exists.',
  reference: 'This refers to something that does not exist or is still in use.',
  format: 'A value has the wrong format.',
  numberRange: 'A number is out of range.',
  tooLong: 'A value is too long.',
  dateFormat: 'A date has the wrong format.',
  dateRange: 'A date is out of range.',
  character: 'A text holds a character that cannot be stored.',
} as const;

/** The database is down, or the server is draining (http/unavailable.ts): the two 503s. */
export const SERVER_ERROR_TEXTS = {
  databaseUnavailable: 'The database is unavailable. Try again in a moment.',
  shuttingDown: 'The server is restarting. Try again in a moment.',
} as const;
