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
} as const;
