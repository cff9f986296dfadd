/** The texts of the `import.*` codes (issue 20): an uploaded file, its rows, an import's undo. */
export const IMPORT_ERROR_TEXTS = {
  fileMissing: 'Choose a CSV or XLSX file to upload.',
  fileTooLarge: 'The file is larger than 10 MB. Split it into smaller files.',
  fileUnreadable: 'This file cannot be read as CSV or XLSX.',
  encodingUnknown:
    'The letters of this file cannot be read. In your spreadsheet program, save it as “CSV UTF-8 (Comma delimited)” and upload it again.',
  fileEmpty: 'The file has no heading row or no rows under it.',
  unpacksTooLarge:
    'This XLSX file unpacks to more than {{megabytes}} MB, far more than an import needs. Check that it is the right file, or save it as CSV.',
  tooManyRows: 'The file has more than {{maximum}} rows. Split it into smaller files.',
  fileExpired: 'The uploaded file is no longer kept. Upload it again.',
  fieldNotMapped: 'Choose the column for {{field}}.',
  columnUnknown: 'The file has no column “{{column}}”.',
  rowsRefused: 'Nothing was imported: rows {{lines}} are refused. Fix them in the file and upload it again.',
  duplicateInFile: 'The same record is already on line {{line}} of this file.',
  unknownRole: 'No role is named “{{value}}”. Use Super Admin, Admin, Supervisor or Technician.',
  unknownStatus: 'No status is named “{{value}}”. Use Active or Inactive.',
  unknownCategory:
    'No category has the path “{{value}}”. Write it as in the chemicals tree, such as Insecticides / Gels, or create the category first.',
  notYesNo: 'Write yes or no, not “{{value}}”.',
  unknownState: 'No US state has the code “{{value}}”. Use the two-letter code, such as NY.',
  usernameTaken: 'Another user already has this username.',
  superAdminOnly: 'Only a Super Admin can import or change a Super Admin.',
  notYourself: 'This row would change your own account; change it on your account page.',
  notFound: 'Import not found.',
  alreadyUndone: 'This import was already undone.',
  undoTooLate: 'An import can be undone for 30 days; this one is older.',
  undoInUse:
    'This import cannot be undone: {{name}} has been used since (it has jobs or reports). Delete or move those first.',
} as const;
