import type { ErrorCode } from './error-codes';

/**
 * The two 503s balancers and scripts read (README, "Stopping and load balancers"); the web app
 * retries on the first. Apart from error-codes.ts, whose texts (11 KB on the wire) the web app's
 * API client would otherwise bring to every first screen (decision 0067).
 */
export const DATABASE_UNAVAILABLE = 'server.databaseUnavailable' satisfies ErrorCode;
export const SHUTTING_DOWN = 'server.shuttingDown' satisfies ErrorCode;
