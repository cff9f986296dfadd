/**
 * The texts of the `shareLink.*` codes (issue 19): links that open a finished report, or a
 * location's finished reports, without an account.
 */
export const SHARE_LINK_ERROR_TEXTS = {
  notFound: 'Link not found.',
  gone: 'This link is no longer available. Ask the sender for a new one.',
  reportNotFinished: 'Only a finished report can be shared.',
} as const;

/**
 * The texts of the `portal.*` codes (issue 37, decision 0048): the customer portal, where a
 * location's contacts sign in with a link mailed to them.
 */
export const PORTAL_ERROR_TEXTS = {
  signInRequired: 'Please sign in to the customer portal.',
  emailInvalid: 'Enter the e-mail address your service company has for you.',
  linkInvalid: 'This sign-in link has expired or was already used. Ask for a new one.',
  tooManyLinks: 'Too many sign-in links were asked for. Wait 15 minutes and try again.',
  notFound: 'Not found.',
  /** The company's "remember a customer's device" setting. */
  rememberDaysInvalid: 'Enter a number of days from 1 to 365.',
  /** Corrective actions the customer is to do (decision 0049). */
  noteRequired: 'Write a comment.',
  noteTooLong: 'Keep it to 4000 characters.',
  actionClosed: 'This action is already verified by your service company.',
  /** The audit pack's period (decision 0049). */
  packRange: 'Choose a period of at most 366 days, its start before its end.',
  /** A request to move a visit (decision 0049, part 3). */
  preferredDateInvalid: 'Choose a day from today to a year ahead.',
  requestNoteRequired: 'Say why, or what time suits you.',
  requestNoteTooLong: 'Keep it to 1000 characters.',
  visitClosed: 'This visit can no longer be changed: it is past, under way, done or skipped.',
} as const;
