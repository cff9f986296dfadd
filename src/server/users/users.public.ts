/**
 * What other modules may use of users/ (decision 0056), each name from the file it lives in. Lint
 * refuses another module's import of any other file here; nothing inside users/ imports this one.
 */
export { accountLanguage } from './account.repository';
export { assignableUsers, type AssignableQuery } from './assignable-users';
export { certificationOn, certificationsIn, listExpiring } from './certifications.repository';
export { USERS_KEYSET, selectUsers, usersWhere } from './users.repository';
export { assertMayTouch } from './users.rules';
