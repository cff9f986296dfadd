import { z } from 'zod';
import { Role } from '../constants';
import { ERROR_TEXTS } from '../error-codes';
import { passwordText, singleLineText } from './common';

const TEXTS = ERROR_TEXTS.sso;

const ssoRoleId = z
  .number({ error: TEXTS.roleInvalid })
  .int(TEXTS.roleInvalid)
  .min(Role.Admin, TEXTS.roleInvalid)
  .max(Role.Technician, TEXTS.roleInvalid);

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** https, or http on this computer only (the tests' identity provider): decision 0045. */
export function isAllowedIssuer(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.search || url.hash || url.username || url.password) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
}

export const isLoopbackHttp = (issuer: string) => new URL(issuer).protocol === 'http:';

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

const issuerText = singleLineText()
  .trim()
  .max(500, TEXTS.issuerInvalid)
  .refine((v) => v === '' || isAllowedIssuer(v), TEXTS.issuerInvalid);

/** One value of the role claim (a group's or role's name at the provider) and the role it gives. */
export const ssoRoleMapping = z.object({
  value: singleLineText().trim().min(1, ERROR_TEXTS.validation.required).max(200),
  role_id: ssoRoleId,
});
export type SsoRoleMapping = z.output<typeof ssoRoleMapping>;

/**
 * `PUT /api/sso/settings`. The client secret is write-only: absent or empty keeps the one stored.
 * Turned on, it needs the issuer, the client id and a domain (the server checks that a secret is
 * stored or sent).
 */
export const ssoSettingsBody = z
  .object({
    enabled: z.boolean(),
    issuer: issuerText,
    client_id: singleLineText().trim().max(300),
    client_secret: passwordText().max(500).optional(),
    domains: z
      .array(
        singleLineText()
          .trim()
          .toLowerCase()
          .refine((d) => DOMAIN.test(d), TEXTS.domainInvalid),
      )
      .max(20),
    role_claim: singleLineText().trim().max(100),
    role_map: z.array(ssoRoleMapping).max(50),
    /** The role when no value of the claim is mapped; null refuses such a sign-in. */
    default_role_id: ssoRoleId.nullable(),
    /** Password login and resets refused for the domains' accounts, Super Admins excepted. */
    password_login_off: z.boolean(),
  })
  .superRefine((body, ctx) => {
    if (!body.enabled) return;
    if (body.issuer === '') ctx.addIssue({ code: 'custom', path: ['issuer'], message: TEXTS.issuerRequired });
    if (body.client_id === '') {
      ctx.addIssue({ code: 'custom', path: ['client_id'], message: TEXTS.clientIdRequired });
    }
    if (body.domains.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['domains'], message: TEXTS.domainRequired });
    }
  });
export type SsoSettingsBody = z.input<typeof ssoSettingsBody>;

/** `GET /api/sso/settings`: the same without the secret, and whether one is stored. */
export const ssoSettings = z.object({
  enabled: z.boolean(),
  issuer: z.string(),
  client_id: z.string(),
  client_secret_set: z.boolean(),
  domains: z.array(z.string()),
  role_claim: z.string(),
  role_map: z.array(z.object({ value: z.string(), role_id: z.number() })),
  default_role_id: z.number().nullable(),
  password_login_off: z.boolean(),
  /** The address the provider must send people back to: register it as the client's redirect URI. */
  redirect_uri: z.string(),
});
export type SsoSettings = z.infer<typeof ssoSettings>;

/** `GET /api/sso/discovery`: "Test the configuration" fetches the issuer's discovery document. */
export const ssoDiscoveryQuery = z.object({
  issuer: issuerText.refine((v) => v !== '', TEXTS.issuerRequired),
});
export const ssoDiscovery = z.object({ issuer: z.string(), authorization_endpoint: z.string() });
export type SsoDiscovery = z.infer<typeof ssoDiscovery>;

/** `GET /api/sso/login-options`: what the login page offers. */
export const ssoLoginOptions = z.object({ enabled: z.boolean() });
export type SsoLoginOptions = z.infer<typeof ssoLoginOptions>;

/** `GET /api/sso/start`: where to go once signed in (a path of the app). */
export const ssoStartQuery = z.object({ next: z.string().max(2000).optional() });

/** `GET /api/sso/callback`: the provider's answer; openid-client checks it from the whole URL. */
export const ssoCallbackQuery = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  iss: z.string().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
  session_state: z.string().optional(),
});
