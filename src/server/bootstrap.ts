import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { Role, Status } from '@shared/constants';
import { hashPassword } from './auth/passwords';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import { users } from './db/schema/users';
import { seedDemo } from './seed/demo';

export interface Logger {
  info(msg: string): void;
  warn(msg: string): void;
}

/**
 * Opens and migrates the database; on an empty one creates the first Super Admin and, unless
 * SEED_DEMO=0, the demo company.
 */
export async function bootstrap(config: Config, log: Logger): Promise<Database> {
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  const [row] = await database.db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return database;

  const password = config.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
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
    if (config.SEED_DEMO) await seedDemo(tx);
  });
  log.info(`Created the first Super Admin: ${config.ADMIN_EMAIL}`);
  if (!config.ADMIN_PASSWORD) {
    // Printed once, on purpose: there is no other way to learn it.
    log.warn(`Its generated password is: ${password}  (set ADMIN_PASSWORD to choose one)`);
  }
  if (config.SEED_DEMO) log.info('Loaded the demo company.');
  return database;
}
