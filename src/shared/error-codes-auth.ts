/** The texts of the `auth.*` codes: logins, sessions and password resets (issue 19). */
export const AUTH_ERROR_TEXTS = {
  loginRequired: 'Please log in.',
  csrf: 'The security token is missing or out of date. Reload the page and try again.',
  wrongLogin: 'The login or password is not correct.',
  tooManyLogins: 'Too many failed logins. Wait 15 minutes and try again.',
  tooManyPasswords: 'Too many wrong passwords. Wait 15 minutes and try again.',
  loginMissing: 'Enter your email or username.',
  passwordMissing: 'Enter your password.',
  resetLinkInvalid: 'This reset link has expired or was already used. Ask for a new one.',
  tooManyResets: 'Too many password reset requests from this address. Wait 15 minutes and try again.',
} as const;

/** The texts of the `sso.*` codes: single sign-on with OpenID Connect (issue 36, decision 0045). */
export const SSO_ERROR_TEXTS = {
  issuerRequired: 'Enter the address of the identity provider (its issuer).',
  issuerInvalid:
    'Enter the issuer as an https:// address (http:// only for an identity provider on this computer).',
  clientIdRequired: 'Enter the client id the identity provider gave Fieldbook.',
  secretRequired: 'Enter the client secret the identity provider gave Fieldbook.',
  domainRequired: 'Enter at least one e-mail domain that signs in with single sign-on.',
  domainInvalid: 'Enter a domain such as example.com.',
  roleInvalid: 'Single sign-on gives the Admin, Supervisor or Technician role, never Super Admin.',
  issuerUnreachable:
    'The identity provider at this address cannot be reached or does not answer as an OpenID Connect issuer.',
  notEnabled: 'Single sign-on is not turned on.',
  failed: 'Single sign-on did not complete. Try again.',
  emailUnverified:
    'Your identity provider has not confirmed your e-mail address, so Fieldbook cannot sign you in with it.',
  domainNotServed:
    'Single sign-on does not serve the domain of your e-mail address. Log in with your password.',
  noRole: 'Your identity provider gives you no role in Fieldbook. Ask your administrator.',
  accountInactive: 'Your Fieldbook account is deactivated or deleted. Ask your administrator.',
  passwordLoginOff: 'Your company signs in with single sign-on. Use “Sign in with single sign-on”.',
} as const;

/** The sign-in families of ERROR_TEXTS (error-codes.ts). */
export const SIGN_IN_ERROR_TEXTS = { auth: AUTH_ERROR_TEXTS, sso: SSO_ERROR_TEXTS } as const;
