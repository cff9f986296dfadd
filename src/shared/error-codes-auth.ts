import { WEBHOOK_ERROR_TEXTS } from './error-codes-webhooks';

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
  wrongCode: 'The code is not correct.',
  loginTicketExpired: 'This sign-in has expired. Log in again.',
  twoFactorSetupRequired: 'Your company requires two-factor sign-in. Set it up on your account page first.',
  twoFactorRequired:
    'Your company requires a second factor for Admins: add another one before removing this one.',
  totpNotStarted: 'No authenticator app is waiting to be confirmed. Start the setup again.',
  passkeyNotVerified: 'The passkey could not be verified. Try again.',
  totpAlreadyOn: 'An authenticator app is already on. Turn it off first to set up another.',
  noSecondFactor: 'Turn on an authenticator app first.',
} as const;

/**
 * The texts of the `apiKey.*` codes (issue 36, decision 0043): keys that scripts call the API with
 * (`Authorization: Bearer fbk_…`), and the form Admins make them with.
 */
export const API_KEY_ERROR_TEXTS = {
  unknown: 'This API key is not valid. Check that the whole key was copied.',
  expired: 'This API key has expired. Ask an Admin for a new one.',
  revoked: 'This API key has been revoked. Ask an Admin for a new one.',
  ownerNotAllowed:
    'The person who created this API key is no longer an active Admin, so the key no longer works.',
  ipNotAllowed: 'This API key may not be used from this address ({{ip}}).',
  scopeMissing: 'This API key may not {{access}} in the area “{{area}}”.',
  notForKeys: 'This call cannot be made with an API key: sign in to the app instead.',
  rateLimited: 'This API key has made too many requests. Try again in {{seconds}} seconds.',
  notFound: 'API key not found.',
  noScopes: 'Give the key read or write access to at least one area.',
  badIp: 'Enter one IP address or CIDR range a line, such as 203.0.113.7 or 10.0.0.0/8.',
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

/** The integration families of ERROR_TEXTS: API keys and webhooks (issue 36). */
export const INTEGRATION_ERROR_TEXTS = { apiKey: API_KEY_ERROR_TEXTS, webhook: WEBHOOK_ERROR_TEXTS } as const;
