/**
 * What other modules may use of export/ (decision 0056), each name from the file it lives in. Lint
 * refuses another module's import of any other file here; nothing inside export/ imports this one.
 */
export { spreadsheetText } from './spreadsheet-text';
