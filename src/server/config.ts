import { z } from 'zod';

const boolFlag = z.enum(['0', '1']).transform((v) => v === '1');

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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
  return { ...parsed.data, SEED_DEMO: demoWanted(parsed.data) };
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

/** A configuration for tests and scripts, with every default filled in. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({}), LOG_LEVEL: 'silent', SEED_DEMO: false, ...overrides };
}
