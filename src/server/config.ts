import { isIP } from 'node:net';
import { z } from 'zod';
import { parseAllowedNetworks } from './network/webhook-address';

const boolFlag = z.enum(['0', '1']).transform((v) => v === '1');

/** proxy-addr's names for address ranges, as Fastify's trustProxy takes them. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies may tell the client's address and protocol (X-Forwarded-For, -Proto): a number
 * of hops, or addresses and CIDR ranges. Trusting every sender is refused: anyone reaching the
 * port directly could then claim any address and escape the login limits.
 */
const trustProxy = z
  .string()
  .transform((v, ctx): number | string[] => {
    const text = v.trim();
    if (/^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= 10) return Number(text);
    const entries = text.split(',').map((e) => e.trim());
    if (entries.every((e) => e !== '' && isAddressOrRange(e))) return entries;
    ctx.addIssue({
      code: 'custom',
      message:
        'must be a number of proxy hops (1-10) or a comma-separated list of addresses or CIDR ranges, such as 10.0.0.1 or 10.0.0.0/8',
    });
    return z.NEVER;
  })
  .optional();

const configSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  ADMIN_EMAIL: z.email().default('admin@example.com'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  /** Unset: the demo company on the first start of an embedded database, never on PostgreSQL. */
  SEED_DEMO: boolFlag.optional(),
  /** The demo accounts' shared password; generated and printed once when unset. */
  DEMO_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  NODE_ENV: z.string().optional(),
  LOGIN_FIELD: z.enum(['email', 'username']).default('email'),
  APP_TIMEZONE: z
    .string()
    .refine(isTimeZone, 'must be an IANA time zone such as America/New_York')
    .default('America/New_York'),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 365)
    .default(12),
  TRUST_PROXY: trustProxy,
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  /** Report PDFs made at once, and how many more may wait; beyond that a download gets 503. */
  PDF_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  PDF_QUEUE: z.coerce.number().int().min(0).max(1000).default(20),
  // Outgoing mail (issue 19, decision 0032). Unset SMTP_URL: mail waits in the outbox Admins read.
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      error: 'must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.com:587',
    })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Fieldbook <fieldbook@localhost>'),
  /** The address people open Fieldbook at, for links in mail; unset: http://localhost:PORT. */
  PUBLIC_URL: z
    .url({
      protocol: /^https?$/,
      error: 'must be an http:// or https:// URL such as https://fieldbook.example.com',
    })
    .optional(),
  /** A finished report's PDF is attached to its mail up to this size; larger, the link alone. */
  MAIL_ATTACHMENT_MAX_MB: z.coerce.number().min(0).max(50).default(10),
  /** Days a report's share link works unless its maker chose otherwise. */
  SHARE_LINK_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /**
   * Networks webhooks may be sent to although they are not public (decision 0044): CIDRs or
   * addresses, comma-separated, such as 10.20.0.0/16 for a receiver on the office network.
   */
  WEBHOOK_ALLOWED_NETWORKS: z
    .string()
    .refine(
      (v) => {
        try {
          return parseAllowedNetworks(v).length > 0;
        } catch {
          return false;
        }
      },
      { error: 'must be CIDRs or addresses separated by commas, such as 10.20.0.0/16,192.168.1.5' },
    )
    .optional(),
  /** Days ahead that recurring jobs have their visits planned (issue 18's rolling horizon). */
  VISIT_HORIZON_DAYS: z.coerce.number().int().min(7).max(730).default(90),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Uploaded files in an S3-compatible bucket instead of DATA_DIR/files (decision 0018).
  S3_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL such as http://minio:9000' })
    .optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3-63 lowercase letters, digits, dots and dashes',
    )
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'must be a region such as us-east-1 (or auto for Cloudflare R2)')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: boolFlag.optional(),
});

export type Config = Omit<z.infer<typeof configSchema>, 'SEED_DEMO'> & { SEED_DEMO: boolean };

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export class ConfigError extends Error {}

/** Reads the environment; empty strings count as unset so `PORT= npm start` behaves like no PORT. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(
    Object.keys(configSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  checkS3(parsed.data);
  return { ...parsed.data, SEED_DEMO: demoWanted(parsed.data) };
}

/** The S3 settings come as a set: a half-configured bucket must not fall back to local files. */
function checkS3(config: z.infer<typeof configSchema>) {
  const problems: string[] = [];
  const others = (
    ['S3_URL', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const
  ).filter((key) => config[key] !== undefined);
  if (!config.S3_BUCKET && others.length > 0) {
    problems.push(
      `  S3_BUCKET: must be set to use S3 storage (${others.join(', ')} ${others.length > 1 ? 'are' : 'is'} set)`,
    );
  }
  if (config.S3_ACCESS_KEY_ID && !config.S3_SECRET_ACCESS_KEY) {
    problems.push('  S3_SECRET_ACCESS_KEY: must be set with S3_ACCESS_KEY_ID');
  }
  if (config.S3_SECRET_ACCESS_KEY && !config.S3_ACCESS_KEY_ID) {
    problems.push('  S3_ACCESS_KEY_ID: must be set with S3_SECRET_ACCESS_KEY');
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
}

/**
 * Demo accounts are for trying Fieldbook on the embedded database: a real server (DATABASE_URL) or a
 * production deployment never gets them, and asking for them there is a mistake worth stopping for.
 */
function demoWanted(config: z.infer<typeof configSchema>): boolean {
  const realDeployment = config.DATABASE_URL
    ? 'DATABASE_URL is set'
    : config.NODE_ENV === 'production'
      ? 'NODE_ENV=production'
      : undefined;
  if (realDeployment && config.SEED_DEMO) {
    throw new ConfigError(
      `Invalid configuration:\n  SEED_DEMO: the demo company is for the embedded database only, and ${realDeployment}`,
    );
  }
  return config.SEED_DEMO ?? !realDeployment;
}

/** An absolute link into the app for mail: PUBLIC_URL (without its trailing slash) + path. */
export function publicUrl(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>, path: string): string {
  const base = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
  return `${base}${path}`;
}

/** A configuration for tests and scripts, with every default filled in. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({}), LOG_LEVEL: 'silent', SEED_DEMO: false, ...overrides };
}
