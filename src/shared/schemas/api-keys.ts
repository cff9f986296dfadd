import { z } from 'zod';
import { ERROR_TEXTS } from '../error-codes';
import { singleLineText, timestamp } from './common';

/**
 * API keys (issue 36, decision 0043). An area is the tag of the API document's operations; a key
 * reads (GET, HEAD) or writes (any method: write implies read) in each area it names. The areas
 * of sign-in, the account and the keys themselves are never a key's (api-keys/key-scopes.ts).
 */
export const API_KEY_AREAS = [
  'activity',
  'applications',
  'chemicals',
  'company',
  'compliance',
  'corrective-actions',
  'dashboard',
  'devices',
  'export',
  'groups',
  'imports',
  'jobs',
  'locations',
  'mail',
  'queue',
  'reports',
  'search',
  'share-links',
  'templates',
  'trash',
  'users',
  'visits',
  'webhooks',
] as const;
export type ApiKeyArea = (typeof API_KEY_AREAS)[number];
export const API_KEY_ACCESS = ['read', 'write'] as const;
export type ApiKeyAccess = (typeof API_KEY_ACCESS)[number];

/** What every key's secret starts with: `fbk_` then 43 base64url characters. */
export const API_KEY_PREFIX = 'fbk_';
export const API_KEY_DAYS_MAX = 365;
export const API_KEY_RATE_DEFAULT = 120;
export const API_KEY_RATE_MAX = 10_000;
export const API_KEY_IPS_MAX = 50;
export const API_KEY_NAME_MAX = 100;

const TEXTS = ERROR_TEXTS.apiKey;

export const apiKeyScopes = z
  .partialRecord(z.enum(API_KEY_AREAS), z.enum(API_KEY_ACCESS))
  .refine((scopes) => Object.keys(scopes).length > 0, TEXTS.noScopes);
export type ApiKeyScopes = z.infer<typeof apiKeyScopes>;

const ipOrRange = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], { error: TEXTS.badIp });

export const createApiKeyBody = z.object({
  name: singleLineText().trim().min(1).max(API_KEY_NAME_MAX),
  scopes: apiKeyScopes,
  /** Days until the key ends: every key ends, a year at most. */
  days: z.coerce.number().int().min(1).max(API_KEY_DAYS_MAX),
  /** Addresses or CIDR ranges the key may be used from; empty: any. */
  allowed_ips: z.array(z.string().trim().pipe(ipOrRange)).max(API_KEY_IPS_MAX).default([]),
  /** Requests a minute. */
  rate_limit: z.coerce.number().int().min(1).max(API_KEY_RATE_MAX).default(API_KEY_RATE_DEFAULT),
});
export type CreateApiKeyBody = z.input<typeof createApiKeyBody>;

export const API_KEY_STATES = ['active', 'expired', 'revoked'] as const;
export type ApiKeyState = (typeof API_KEY_STATES)[number];

export const apiKeyRow = z.object({
  id: z.number(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.partialRecord(z.enum(API_KEY_AREAS), z.enum(API_KEY_ACCESS)),
  allowed_ips: z.array(z.string()),
  rate_limit: z.number(),
  created_at: timestamp,
  created_by: z.string(),
  expires_at: timestamp,
  last_used_at: timestamp.nullable(),
  revoked_at: timestamp.nullable(),
  state: z.enum(API_KEY_STATES),
});
export type ApiKeyRow = z.infer<typeof apiKeyRow>;
export const apiKeysResponse = z.object({ keys: z.array(apiKeyRow) });
export type ApiKeysResponse = z.infer<typeof apiKeysResponse>;

/** The only answer that holds the secret: only its SHA-256 is kept. */
export const apiKeyCreated = z.object({ key: apiKeyRow, secret: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreated>;
