/**
 * What other modules may use of applications/ (decision 0056), each name from the file it lives in. Lint
 * refuses another module's import of any other file here; nothing inside applications/ imports this one.
 */
export { NY_UNIT_CODES } from './application-check';
export { withCorrections } from './application-correction.repository';
export {
  APPLICATIONS_KEYSET,
  applicationsWhere,
  selectApplicationRows,
} from './applications-list.repository';
export { checkAndFreezeApplications, frozen, reportApplications } from './applications.repository';
