/**
 * What other modules may use of corrective-actions/ (decision 0056), each name from the file it lives in. Lint
 * refuses another module's import of any other file here; nothing inside corrective-actions/ imports this one.
 */
export { ACTION_PHOTOS, sendPhoto } from './action-photo.routes';
export { ACTIONS_KEYSET, actionRowsOf, actionsWhere, OPEN_STATUSES } from './corrective-actions.repository';
export { customerUpdateRecord, customerUpdatesOf } from './customer-updates.repository';
