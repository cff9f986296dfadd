/**
 * The texts of the `compliance.*` codes (issue 15, decision 0030): what makes a state filing
 * wrong, each said of one application record, and the refusals of the Compliance area.
 */
export const COMPLIANCE_ERROR_TEXTS = {
  siteCode: 'California needs the use/site code of every application: choose it.',
  targetPests: 'Texas needs the target pest or purpose of every application: enter it.',
  zip: 'The ZIP code, {{zip}}, is not five digits.',
  unitRefused: '{{state}} does not accept the unit "{{unit}}": give the amount in another unit.',
  amountZero: 'The amount, {{amount}}, is 0 as the state file writes it: correct the amount applied.',
  diluted:
    'The amount, {{amount}}, is not less than the total mix applied: enter the undiluted product, not the mix.',
  county: '{{state}} has no county "{{county}}": correct the county.',
  poBox: 'The service address is a P.O. box: enter the street address where the product was applied.',
  certification: '{{name}} holds no certification number for {{state}}: record it on their certifications.',
  registration: 'The EPA registration number, "{{number}}", is not one: correct it.',
  licenceExpired:
    "The company's {{state}} business licence {{number}} had expired on {{day}}, before this application.",
  period: 'Choose a whole month for California and a whole year for New York.',
  problemsRemain: '{{count}} problems would make this filing wrong: fix them, or file anyway.',
  cannotFile:
    "Application record {{id}} has a value the state's file cannot hold (see its problem in the list): correct it first. Filing anyway does not write it.",
  notLicensed: 'The company holds no licence in {{state}}: add it on the Company page first.',
  kind: 'That file is not made for {{state}}.',
  note: 'Say why the record is corrected (1 to 500 characters).',
  nothingChanged: 'Change at least one part of the record.',
  notListed: 'Only records of finished reports are corrected here.',
} as const;

/** The texts of the `company.*` codes: the business's settings and licences (decision 0024). */
export const COMPANY_ERROR_TEXTS = {
  businessNameTooLong: 'Use at most 200 characters for the business name.',
  addressTooLong: 'Use at most 500 characters for the address.',
  phoneTooLong: 'Use at most 40 characters for the phone number.',
  stateRequired: 'Choose the state of the licence.',
  licenceNumberRequired: 'Enter the licence or registration number.',
  licenceNumberTooLong: 'Use at most 40 characters for the licence number.',
  expiryRequired: 'Enter the date the licence expires.',
  stateTwice: 'Each state has one licence: a state is listed twice.',
  tooManyLicences: 'List at most 60 licences.',
  workDayInvalid: 'Enter the working hours as HH:MM, the end after the start.',
};
