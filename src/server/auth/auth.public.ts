/**
 * What other modules may use of auth/ (decision 0056), each name from the file it lives in. Lint
 * refuses another module's import of any other file here; nothing inside auth/ imports this one.
 */
export {
  accountKey,
  findUserForLogin,
  getAuthUser,
  MAX_WRONG_CURRENT_PASSWORDS,
  passwordCheckKey,
  recentFailures,
  recordFailure,
} from './auth.repository';
export { hashPassword, verifyPassword } from './passwords';
export {
  deleteUserSessions,
  hashToken,
  newToken,
  SESSION_COOKIE,
  type KeyPrincipal,
  type SessionUser,
} from './sessions.repository';
export { startSession } from './start-session';
