/**
 * What other modules may use of locations/ (decision 0056), each name from the file it lives in. Lint
 * refuses another module's import of any other file here; nothing inside locations/ imports this one.
 */
export { contactLanguage, reportRecipients } from './location-contacts.repository';
export {
  LOCATIONS_KEYSET,
  createLocation,
  locationsWhere,
  selectLocationRows,
  updateLocation,
} from './locations.repository';
