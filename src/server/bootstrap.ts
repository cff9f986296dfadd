import { randomBytes } from 'node:crypto';
import { and, count, eq, isNull, like } from 'drizzle-orm';
import { Role, Status } from '@shared/constants';
import { hashPassword } from './auth/passwords';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import { users } from './db/schema/users';
import { seedDemo } from './seed/demo';
import { type DemoFile, storeDemoFilesFor } from './seed/demo-devices';
import { DEMO_DOMAIN } from './seed/demo-people';
import { demoBaseDate } from './seed/demo-random';
import { dataMigrationList } from './data-migration-list';
import { runDataMigrations } from './data-migrations/data-migrations';
import { enterDemoInLedger } from './ledger/ledger-backfill';

export interface Logger {
  info(msg: string): void;
  warn(msg: string): void;
}

/**
 * ADMIN_PASSWORD sets the first Super Admin's password on an empty database only. Said on every
 * start that sets it later, so nobody believes it changed a password, with the ways that do.
 */
export const ADMIN_PASSWORD_IGNORED =
  'ADMIN_PASSWORD was ignored: the database already has accounts, and it only sets the first Super ' +
  'Admin\'s password on an empty database. To reset a password, use "Forgot password?" on the login ' +
  'page (the mail goes out through SMTP_URL; without it, it waits in the outbox Admins read in the app), ' +
  'or have an Admin use "Send password reset" on the Users page. Then remove ADMIN_PASSWORD.';

const generatedPassword = () => randomBytes(12).toString('base64url');

/**
 * Opens and migrates the database; on an empty one creates the first Super Admin and, when the
 * configuration wants it (config.ts: embedded database only), the demo company. `now` dates the demo,
 * so a start on any calendar day plans the same kind of company. `open` is for tests that start
 * many in-memory databases (src/server/test/pglite-snapshot.ts).
 */
export async function bootstrap(
  config: Config,
  log: Logger,
  now: Date,
  open: typeof openDatabase = openDatabase,
): Promise<Database> {
  const database = await open({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, log });
  // Upgrades of stored rows are not run here: they run in batches once the app serves (server.ts,
  // decision 0051), so a start takes seconds at any size.
  await database.migrate();
  const [row] = await database.db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) {
    if (config.ADMIN_PASSWORD) log.warn(ADMIN_PASSWORD_IGNORED);
    await warnAboutDemoAccounts(database, log);
    return database;
  }

  const password = config.ADMIN_PASSWORD ?? generatedPassword();
  const demoPassword = config.DEMO_PASSWORD ?? generatedPassword();
  const passwordHash = await hashPassword(password);
  let demoFiles: DemoFile[] = [];
  // One transaction: a failed seed leaves the database empty, so the next start tries again.
  await database.db.transaction(async (tx) => {
    await tx.insert(users).values({
      name: 'Administrator',
      email: config.ADMIN_EMAIL,
      username: 'admin',
      passwordHash,
      typeId: Role.SuperAdmin,
      statusId: Status.Active,
    });
    if (config.SEED_DEMO)
      demoFiles = await seedDemo(tx, demoBaseDate(now, config.APP_TIMEZONE), demoPassword);
  });
  await storeDemoFilesFor(config, demoFiles);
  // The demo's finished reports and filings carry their codes from the first page (decision 0040).
  if (config.SEED_DEMO) await enterDemoInLedger(config, database.db, now);
  // The demo's reports were written without visits; they get theirs as any older report does, here
  // and at once, since there are few and the demo is shown as soon as the app serves.
  await runDataMigrations(database.db, dataMigrationList(config.APP_TIMEZONE), {
    now: () => now,
    log: { info: (m) => log.info(m), error: (m) => log.warn(m) },
  });
  log.info(`Created the first Super Admin: ${config.ADMIN_EMAIL}`);
  if (!config.ADMIN_PASSWORD) {
    // Printed once, on purpose: there is no other way to learn it.
    log.warn(`Its generated password is: ${password}  (set ADMIN_PASSWORD to choose one)`);
  }
  if (config.SEED_DEMO) {
    log.info('Loaded the demo company.');
    if (!config.DEMO_PASSWORD) {
      log.warn(`Every demo account (…@${DEMO_DOMAIN}) has the generated password: ${demoPassword}`);
    }
    await warnAboutDemoAccounts(database, log);
  }
  return database;
}

/** On every start, so nobody mistakes a demo database, with its shared password, for a real one. */
async function warnAboutDemoAccounts(database: Database, log: Logger): Promise<void> {
  const [demo] = await database.db
    .select({ n: count() })
    .from(users)
    .where(
      and(like(users.email, `%@${DEMO_DOMAIN}`), eq(users.statusId, Status.Active), isNull(users.deletedAt)),
    );
  const n = demo?.n ?? 0;
  if (n === 0) return;
  log.warn(
    `WARNING: ${n} demo accounts (…@${DEMO_DOMAIN}, Admins among them) can log in with one shared password. ` +
      'This database is for trying Fieldbook: use a fresh DATA_DIR or PostgreSQL (DATABASE_URL) for real work.',
  );
}
