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
