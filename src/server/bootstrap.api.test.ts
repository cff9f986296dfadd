import { eq, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyPassword } from './auth/passwords';
import { bootstrap } from './bootstrap';
import { loadConfig } from './config';
import type { Database } from './db/client';
import { users } from './db/schema/users';
import { freshPostgresDatabase } from './test/test-app';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The first start as `npm start` makes it: the environment read by loadConfig, nothing else set. */
async function firstStart(env: NodeJS.ProcessEnv) {
  const lines: string[] = [];
  const log = { info: (m: string) => lines.push(m), warn: (m: string) => lines.push(m) };
  const database: Database = await bootstrap(
    loadConfig({ LOG_LEVEL: 'silent', ...env }),
    log,
    new Date('2026-11-23T14:00:00Z'),
  );
  cleanups.push(() => database.close());
  return { database, lines };
}

/** The password every demo account had, published in the README until it was generated per database. */
const KNOWN = ['fieldbook-demo'];

async function accountsWithAKnownPassword(database: Database): Promise<string[]> {
  const all = await database.db.select({ email: users.email, hash: users.passwordHash }).from(users);
  // The demo accounts share one hash (seedDemo hashes once); scrypt runs once per distinct hash.
  const knownHashes = new Map<string, boolean>();
  const isKnown = async (hash: string) => {
    if (!knownHashes.has(hash)) {
      let found = false;
      for (const p of KNOWN) found ||= await verifyPassword(p, hash);
      knownHashes.set(hash, found);
    }
    return knownHashes.get(hash);
  };
  const known: string[] = [];
  for (const u of all) if (await isKnown(u.hash)) known.push(u.email);
  return known;
}

describe('the first start', { timeout: 120_000 }, () => {
  if (process.env.DB_TARGET === 'postgres') {
    it('on PostgreSQL (DATABASE_URL) creates only the Super Admin, with a password nobody knows', async () => {
      const { url, drop } = await freshPostgresDatabase();
      cleanups.push(drop);
      const { database, lines } = await firstStart({ DATABASE_URL: url });
      const all = await database.db.select().from(users);
      expect(all.map((u) => u.email)).toEqual(['admin@example.com']);
      expect(await accountsWithAKnownPassword(database)).toEqual([]);
      expect(lines.join('\n')).not.toMatch(/demo/i);
      expect(lines.some((l) => l.includes('generated password'))).toBe(true);
    });
  } else {
    it('on the embedded database loads the demo, its accounts with a generated password, and says so', async () => {
      const { database, lines } = await firstStart({ DATA_DIR: 'memory://' });
      const demo = await database.db.select().from(users).where(like(users.email, '%@greenleaf.example'));
      expect(demo.length).toBeGreaterThan(20);
      expect(await accountsWithAKnownPassword(database)).toEqual([]);
      const printed = /generated password: (\S+)$/.exec(
        lines.find((l) => l.includes('Every demo')) ?? '',
      )?.[1];
      const [someone] = await database.db
        .select()
        .from(users)
        .where(eq(users.email, 'luis.ortega@greenleaf.example'));
      expect(await verifyPassword(printed!, someone!.passwordHash)).toBe(true);
      expect(lines.some((l) => l.startsWith('WARNING:'))).toBe(true);
    });
  }
});
