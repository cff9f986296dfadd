/**
 * What other modules may use of sso/ (decision 0056), each name from the file it lives in. Lint
 * refuses another module's import of any other file here; nothing inside sso/ imports this one.
 */
export { passwordLoginOff } from './sso.repository';
