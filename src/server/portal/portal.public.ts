/**
 * What other modules may use of portal/ (decision 0056), each name from the file it lives in. Lint
 * refuses another module's import of any other file here; nothing inside portal/ imports this one.
 */
export { PORTAL_COOKIE } from './portal-auth';
export { queuePortalNotice } from './portal-notices';
