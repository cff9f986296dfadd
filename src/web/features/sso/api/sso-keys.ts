import { entityKey } from '@web/lib/query-keys';

/** Every key of the single sign-on feature (decision 0019). */
export const ssoKeys = {
  all: entityKey('sso'),
  settings: () => [...ssoKeys.all, 'settings'] as const,
  loginOptions: () => [...ssoKeys.all, 'login-options'] as const,
};
