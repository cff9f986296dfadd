/**
 * Every error the API answers, once: a stable code (`family.key`) and its English text (`message`),
 * values in `{{name}}` as `params`. The web translates `errors.<code>` (src/shared/locales/*.json, held
 * to this list by a unit test). Decision record 0020.
 */
import { APPLICATION_ERROR_TEXTS } from './error-codes-application';
import { INTEGRATION_ERROR_TEXTS, SIGN_IN_ERROR_TEXTS } from './error-codes-auth';
import { CHECKLIST_ERROR_TEXTS } from './error-codes-checklist';
import { COMPANY_ERROR_TEXTS, COMPLIANCE_ERROR_TEXTS } from './error-codes-compliance';
import { DATABASE_ERROR_TEXTS, SERVER_ERROR_TEXTS } from './error-codes-database';
import { CORRECTIVE_ACTION_ERROR_TEXTS } from './error-codes-corrective-actions';
import { DEVICE_ERROR_TEXTS } from './error-codes-devices';
import { CONTACT_ERROR_TEXTS, REPORT_MAIL_ERROR_TEXTS } from './error-codes-customers';
import { IMPORT_ERROR_TEXTS } from './error-codes-imports';
import { LABEL_ERROR_TEXTS } from './error-codes-label';
import { PORTAL_ERROR_TEXTS, SHARE_LINK_ERROR_TEXTS } from './error-codes-share-links';
import { DAY_REASSIGNMENT_ERROR_TEXTS, DAY_ROUTE_ERROR_TEXTS, VISIT_ERROR_TEXTS } from './error-codes-visits';

export const ERROR_TEXTS = {
  common: {
    notAllowed: 'You are not allowed to do this.',
    invalid: 'Some values are not valid.',
    idMismatch: 'The id in the body is not the id in the address.',
    notFound: 'Not found.',
    badRequest: 'The request is not valid.',
    badJson: 'The request body is not valid JSON.',
    tooLarge: 'The request is too large.',
    unsupportedType: 'This content type is not supported.',
    timeout: 'The request took too long to arrive.',
    headersTooLarge: 'The request’s address or headers are too long.',
    methodNotAllowed: 'This address does not take this method.',
    refused: 'The request was refused.',
    unreachable: 'The server cannot be reached. Check your connection and try again.',
    serverError: 'Something went wrong on the server.',
  },
  /** Logins, sessions and password resets (`auth`), single sign-on (`sso`, decision 0045). */
  ...SIGN_IN_ERROR_TEXTS,
  server: SERVER_ERROR_TEXTS,
  /** An upload the server could not store: the cause, never where (the path goes to the log). */
  storage: {
    diskFull: "The server's disk is full, so the file was not saved. Tell your administrator.",
    readOnly:
      'The server cannot store files at the moment (its storage refuses writes), so the file was not saved. Tell your administrator.',
  },
  /** PostgreSQL refused the input (http/errors.ts): the schemas let something through. */
  database: DATABASE_ERROR_TEXTS,

  /** A request schema refused a value and gave no message of this list: by the kind of problem. */
  validation: {
    controlCharacters: 'Remove the invisible control characters from this text.',
    bidiControls:
      'Remove the invisible direction characters (such as a right-to-left override) from this text: they make it show as something else.',
    required: 'Required',
    invalidType: 'Expected {{expected}}.',
    tooShort: 'Use at least {{minimum}} characters.',
    tooLong: 'Use at most {{maximum}} characters.',
    tooSmall: 'Use {{minimum}} or more.',
    tooBig: 'Use {{maximum}} or less.',
    tooFew: 'Give at least {{minimum}}.',
    tooMany: 'Give at most {{maximum}}.',
    format: 'The format is not valid ({{format}}).',
    choice: 'Choose one of: {{values}}.',
    unknownKeys: 'Unknown fields: {{keys}}.',
    invalid: 'Not valid',
  },
  notFound: {
    item: 'Item not found.',
    verificationCode: 'No record has this code. Check it against the one printed on the record.',
    deletedItem: 'Deleted item not found.',
    user: 'User not found.',
    group: 'Group not found.',
    job: 'Job not found.',
    assignment: 'Assignment not found.',
    location: 'Location not found.',
    template: 'Template not found.',
    task: 'Task not found.',
    field: 'Field not found.',
    chemical: 'Chemical not found.',
    document: 'Document not found.',
    filing: 'Filing not found.',
    application: 'Application record not found.',
    mail: 'Mail not found.',
    queueJob: 'No failed job has this id: it may have been tried again already.',
  },
  user: {
    nameRequired: 'Enter a name.',
    nameTooLong: 'Use at most 100 characters.',
    emailInvalid: 'Enter a valid email address.',
    usernameRule:
      'Use 3 to 40 letters, digits, dots, hyphens or underscores, starting with a letter or digit.',
    passwordRequired: 'Enter a password.',
    passwordTooShort: 'Use at least 10 characters.',
    passwordTooLong: 'Use at most 200 characters.',
    passwordOneKind: 'Mix at least two kinds of characters: lowercase, uppercase, digits, symbols or spaces.',
    passwordIsLogin: 'The password must not be the email address or the username.',
    roleRequired: 'Choose a role.',
    statusRequired: 'Choose a status.',
    emailTaken: 'Another user already has this email address.',
    usernameTaken: 'Another user already has this username.',
    currentPasswordRequired: 'Enter your current password.',
    currentPasswordWrong: 'The current password is not correct.',
    passwordUnchanged: 'The new password must differ from the current one.',
    notYourself: 'You cannot {{verb}} your own account.',
    superAdminOnly: 'Only a Super Admin can {{verb}} a Super Admin.',
    grantSuperAdmin: 'Only a Super Admin can give the Super Admin role.',
    ownRole: 'You cannot change your own role.',
    ownDeactivate: 'You cannot deactivate your own account.',
    lastSuperAdmin: 'The last active Super Admin must stay an active Super Admin.',
    lastSuperAdminDelete: 'The last active Super Admin cannot be deleted.',
    restoreTaken: 'Another user now has this email or username, so this user cannot be restored.',
    idMissing: 'Which user? The id is missing.',
    resetInactive: 'This user is inactive. Make the account active before sending a password reset.',
    capacityInvalid: 'Enter the hours of a working day: 0 to 24, in quarter hours (7.5 is 7 h 30 min).',
  },
  group: {
    nameRequired: 'Enter a name.',
    nameTooLong: 'Use at most 100 characters.',
    nameTaken: 'Another group already has this name.',
    userRequired: 'User is required.',
    alreadyMember: 'This user is already in the group.',
    notMember: 'This user is not in the group.',
    userInactive: 'Only active users can be assigned.',
    restoreTaken: 'Another group now has this name, so this group cannot be restored.',
    idMissing: 'Which group? The id is missing.',
  },
  job: {
    locationMissing: 'This location does not exist.',
    locationInactive: 'This location is inactive. Choose an active location.',
    userRequired: 'User is required.',
    assigneeInvalid: 'Choose an active supervisor or technician.',
    alreadyAssigned: 'This user is already assigned to this job.',
    supervisorOnlyOwn: 'Supervisors can see only the jobs assigned to them.',
    locationDeleted: "This job's location was deleted. Restore the location first, then the job.",
    locationHasReports:
      'This job has submitted or finished reports, which were done at its location, so it cannot move. Create a new job at the other location.',
  },
  company: COMPANY_ERROR_TEXTS,
  certification: {
    stateRequired: 'Choose the state of the certification.',
    idRequired: 'Enter the certification number.',
    idTooLong: 'Use at most 40 characters for the certification number.',
    categoryRequired: 'Enter the category (for example 7A or Structural Pest Control).',
    categoryTooLong: 'Use at most 60 characters for the category.',
    expiryRequired: 'Enter the date the certification expires.',
    twice: 'This certification is listed twice (same state and category).',
    tooMany: 'List at most 20 certifications.',
  },
  label: LABEL_ERROR_TEXTS,
  location: {
    idMissing: 'Which location? The id is missing.',
    poBox: 'A service address must be a street address, not a P.O. box.',
    zipFormat: 'Write the ZIP code as 5 digits, or 5 digits, a hyphen and 4 more.',
    countyUnknown:
      'The state has no county by this name: check the spelling (the county, not the borough or city).',
    stateInvalid: 'Choose the state from the list.',
    emailInvalid: 'Enter a valid e-mail address.',
    hasActiveJob:
      'This location has 1 active job, so it cannot be deleted. Deactivate or delete that job first.',
    hasActiveJobs:
      'This location has {{jobs}} active jobs, so it cannot be deleted. Deactivate or delete those jobs first.',
  },
  contact: CONTACT_ERROR_TEXTS,
  reportMail: REPORT_MAIL_ERROR_TEXTS,
  template: {
    inUse: 'Cannot delete, template in use by {{used}} reports',
    fieldRules: '{{field}}: {{problems}}',
    fieldOtherTask: 'This field belongs to another task.',
    notTheTask: 'Not the task of this field.',
    orderIncomplete: 'The new order must list every field of this task once.',
    orderOtherTask: 'The new order names a field of another task.',
    orderEveryField: 'Every field of the task, once.',
  },
  /** The rules a template field's options and link follow, by its type. */
  field: {
    optionEmpty: 'An option cannot be empty.',
    optionTooLong: 'An option has at most 200 characters.',
    optionDuplicate: 'Each option must be different.',
    radioTwo: 'A radio field takes exactly two options.',
    optionsRequired: 'Add at least one option.',
    optionsTooMany: 'At most 100 options.',
    optionsNotAllowed: 'Only checkbox, dropdown and radio fields take options.',
    linkRequired: 'A link field needs its URL.',
    linkInvalid: 'The link must be a web address starting with http:// or https://.',
    linkNotAllowed: 'Only link fields take a URL.',
  },
  chemical: {
    nameRequired: 'Enter a name.',
    nameTooLong: 'Use at most 200 characters.',
    textTooLong: 'Use at most 500 characters.',
    epaRegNoFormat:
      'Write the EPA registration number as on the label, for example 279-3206 or 70627-24-1677.',
    signalWordInvalid: 'Choose Caution, Warning or Danger.',
    parentMissing: 'The chosen category does not exist any more.',
    parentNotCategory: 'A chemical or category can only be placed under a category.',
    parentCycle: 'A category cannot be placed under itself or under one of its own subcategories.',
    nameTaken: 'There is already a chemical or category with this name here.',
    hasChildren: 'This category still holds chemicals or categories. Move or delete them first.',
    categoryWithChildren:
      'This category still holds chemicals or categories, so it cannot become a chemical.',
    chemicalWithFile: 'Remove the document first: a category has no document.',
    categoryNoFile: 'Categories have no document; only chemicals do.',
    fileMissing: 'Choose a file to upload.',
    fileTooLarge: 'The file is larger than 20 MB.',
    fileEmpty: 'The file is empty.',
    fileType: 'The document must be a PDF or an image (PNG, JPEG, GIF or WebP).',
    fileOne: 'Send one file at a time, in the field named "file".',
    fileBroken: 'The upload did not arrive whole. Try again.',
    kindRequired: 'Choose category or chemical.',
    parentGone: 'The category it was in is deleted or is no longer a category. Restore that category first.',
  },
  report: {
    dateFormat: 'Use a date as YYYY-MM-DD.',
    dateOrder: 'The start date must be on or before the end date.',
    idsRequired: 'Choose at least one report.',
    idsFormat: 'Report ids are whole numbers separated by commas.',
    idsTooMany: 'Delete at most 1000 reports at once.',
    tooManyMatching: 'These filters match more than {{max}} reports. Narrow them and delete again.',
    deleteAllUnconfirmed:
      'No filter is set, so this would delete every report. Confirm deleting all of them, with their number.',
    matchingChanged:
      'These filters now match {{count}} reports, not the {{asked}} you confirmed, so none was deleted. Check the list and delete again.',
    notRestorable: '{{count}} of these reports can no longer be restored, so none was restored.',
    notFound: 'Report not found.',
    notYours: 'You can only open and change your own reports.',
    notAssigned: 'You are not assigned to this job.',
    jobNotFound: 'Job not found.',
    jobInactive: 'This job is not active, so no report can be started for it.',
    templateNotFound: 'Template not found.',
    templateInactive: 'This template is not active.',
    templateEmpty: 'This template has no fields yet.',
    notInProgress: 'This report is not in progress, so its answers cannot change.',
    locked: 'This report is finished and locked.',
    notSubmitted: 'Only a submitted report can be finished or returned.',
    notFinishedPrint: 'Only finished reports can be printed.',
    notFinishedDownload: 'Only finished reports can be downloaded.',
    pdfBusy: 'Many PDFs are being made right now. Try again in a few seconds.',
    reasonRequired: 'Say why the report goes back to the technician.',
    reasonTooLong: 'Use at most 1000 characters.',
    missingRequired: 'Answer the required fields first: {{fields}}.',
    required: 'This field is required.',
    unknownField: 'This field is not part of the report.',
    noAnswer: 'A link field takes no answer.',
    text: 'Enter text of at most 10000 characters.',
    number: 'Enter a number.',
    date: 'Enter a date as YYYY-MM-DD.',
    option: 'Choose one of the options.',
    options: 'Choose from the options, each at most once.',
    signature: 'Draw the signature again.',
    photos: 'Add at most 20 photos of this report.',
    fileNotFound: 'The image was not found; add it again.',
    chemical: 'Choose a chemical from the list.',
    amount: 'Enter the amount as a number of 0 or more.',
    unit: 'Enter the unit (at most 40 characters).',
    targetPest: 'Enter the target pest (at most 200 characters).',
    fileMissing: 'Choose an image.',
    fileType: 'Use a PNG or JPEG image.',
    fileTooLarge: 'The image is larger than 10 MB.',
    fileEmpty: 'The image is empty.',
    fileField: 'Images belong to a signature or photo field of the report.',
    alreadyOpen: 'You already have a report in progress for this job: report #{{id}}.',
    notFoundIds: 'Report not found. ({{ids}})',
    missingIds: '{{ids}}',
    answersInvalid: 'Some answers are not valid.',
    answerConflict:
      'Some answers were changed elsewhere since this device last saw them: choose which version to keep.',
    applicationsInvalid: 'Some application records are incomplete or break the label: see each record.',
  },
  /** An application record (field type 10, issue 14): its parts while typed, then the submit check. */
  application: APPLICATION_ERROR_TEXTS,
  /** State filings (issue 15): what makes a filing wrong, and the Compliance area's refusals. */
  compliance: COMPLIANCE_ERROR_TEXTS,
  shareLink: SHARE_LINK_ERROR_TEXTS,
  portal: PORTAL_ERROR_TEXTS,
  /** API keys (`apiKey`, decision 0043) and webhooks (`webhook`, decision 0044). */
  ...INTEGRATION_ERROR_TEXTS,
  /** Imports of locations and users from CSV or XLSX (issue 20). */
  import: IMPORT_ERROR_TEXTS,
  device: DEVICE_ERROR_TEXTS,
  /** Checklist logic and corrective actions (issue 16); devices (issue 17). */
  checklist: CHECKLIST_ERROR_TEXTS,
  correctiveAction: CORRECTIVE_ACTION_ERROR_TEXTS,
  visit: VISIT_ERROR_TEXTS,
  dayRoute: DAY_ROUTE_ERROR_TEXTS,
  dayReassignment: DAY_REASSIGNMENT_ERROR_TEXTS,
} as const;

type Texts = typeof ERROR_TEXTS;
/** `family.key` for every entry of ERROR_TEXTS. */
export type ErrorCode = { [F in keyof Texts]: `${F & string}.${keyof Texts[F] & string}` }[keyof Texts];
export type ErrorParams = Record<string, string | number>;
/** A code with the values its text names; what the API answers for an error and for each field. */
export interface CodedError {
  code: ErrorCode;
  params?: ErrorParams;
}

export const ERROR_CODES: readonly ErrorCode[] = Object.entries(ERROR_TEXTS).flatMap(([family, texts]) =>
  Object.keys(texts).map((key) => `${family}.${key}` as ErrorCode),
);

const KNOWN = new Set<string>(ERROR_CODES);
export const isErrorCode = (value: unknown): value is ErrorCode => KNOWN.has(value as string);

/** The English text of a code; `{{name}}` placeholders filled from params (kept when missing). */
export function errorText(code: ErrorCode, params?: ErrorParams): string {
  const [family, key] = code.split('.') as [keyof Texts, string];
  const template = (ERROR_TEXTS[family] as Record<string, string>)[key] ?? code;
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    params?.[name] === undefined ? whole : String(params[name]),
  );
}

/**
 * The code of a fixed text of this list. The request schemas in src/shared/schemas word their rules
 * with these texts (zod keeps only a message), so the server and the web app find the code of a
 * schema's refusal here. A text used by several codes is the first one's; a unit test holds such
 * codes to one translation in every language.
 */
const CODE_OF_TEXT = new Map<string, ErrorCode>();
for (const code of ERROR_CODES) {
  const text = errorText(code);
  if (!text.includes('{{') && !CODE_OF_TEXT.has(text)) CODE_OF_TEXT.set(text, code);
}
export const codeOfText = (text: string): ErrorCode | undefined => CODE_OF_TEXT.get(text);
