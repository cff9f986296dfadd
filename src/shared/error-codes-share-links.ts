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
} as const;
