/** The texts of the `contact.*` codes (issue 19): a location's customer contacts. */
export const CONTACT_ERROR_TEXTS = {
  nameRequired: 'Enter the contact’s name.',
  nameTooLong: 'Use at most 100 characters for the name.',
  emailForReports: 'A contact who receives reports needs an e-mail address.',
  phoneTooLong: 'Use at most 40 characters for the phone number.',
  roleTooLong: 'Use at most 60 characters for the role.',
  tooMany: 'List at most 50 contacts.',
  twice: 'This e-mail address is listed twice.',
} as const;

/** The texts of the `reportMail.*` codes (issue 19): mailing a finished report. */
export const REPORT_MAIL_ERROR_TEXTS = {
  notFinished: 'Only a finished report can be sent.',
  noRecipients:
    'No one receives this location’s reports yet: add a contact who receives reports, or send to another address.',
  toInvalid: 'Enter valid e-mail addresses, one per line or separated by commas.',
  toTooMany: 'Send to at most 10 addresses at once.',
} as const;
