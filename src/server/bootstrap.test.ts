import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, isNull, like } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { ReportStatus, Role } from '@shared/constants';
import { verifyPassword } from './auth/passwords';
import { ADMIN_PASSWORD_IGNORED, bootstrap } from './bootstrap';
import { testConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { dataMigrations } from './db/schema/data-migrations';
import { reports } from './db/schema/reports';
import { insertAssignedJob, insertReports, insertTemplate } from './reports/reports.fixtures';
import { jobs } from './db/schema/jobs';
import { users } from './db/schema/users';
import { openFromSnapshot } from './test/pglite-snapshot';

const opened: Database[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const d of opened.splice(0)) await d.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function logger() {
  const lines: string[] = [];
  return { lines, log: { info: (m: string) => lines.push(m), warn: (m: string) => lines.push(m) } };
}

/**
 * An in-memory database starts from a migrated copy made once (PGlite's initdb takes seconds each
 * time); a DATA_DIR starts empty, so the migrations from nothing are run there.
 */
const open = openFromSnapshot();

async function start(overrides: Parameters<typeof testConfig>[0]) {
  const { lines, log } = logger();
  const database = await bootstrap(testConfig(overrides), log, new Date('2026-11-23T14:00:00Z'), open);
  opened.push(database);
  return { database, lines };
}

// Each case opens a real PGlite (WebAssembly start-up of seconds on a busy machine).
describe('bootstrap', { timeout: 60_000 }, () => {
  it('creates the first Super Admin from ADMIN_EMAIL / ADMIN_PASSWORD and prints no password', async () => {
    const { database, lines } = await start({
      DATA_DIR: 'memory://',
      ADMIN_EMAIL: 'boss@example.com',
      ADMIN_PASSWORD: 'chosen-password-1',
    });
    const [admin] = await database.db.select().from(users);
    expect(admin).toMatchObject({ email: 'boss@example.com', typeId: Role.SuperAdmin, statusId: 1 });
    expect(await verifyPassword('chosen-password-1', admin!.passwordHash)).toBe(true);
    expect(lines.join('\n')).not.toContain('chosen-password-1');
    expect(lines.join('\n')).not.toMatch(/generated password/);
  });

  it('prints a generated password once when ADMIN_PASSWORD is unset, and it works', async () => {
    const { database, lines } = await start({ DATA_DIR: 'memory://' });
    const line = lines.find((l) => l.includes('generated password'));
    const password = /password is: (\S+)/.exec(line ?? '')?.[1];
    expect(password).toBeTruthy();
    const [admin] = await database.db.select().from(users).where(eq(users.email, 'admin@example.com'));
    expect(await verifyPassword(password!, admin!.passwordHash)).toBe(true);
  });

  it('loads no demo data with SEED_DEMO=0', async () => {
    const { database } = await start({
      DATA_DIR: 'memory://',
      SEED_DEMO: false,
      ADMIN_PASSWORD: 'x-password-1',
    });
    const [u] = await database.db.select({ n: count() }).from(users);
    const [j] = await database.db.select({ n: count() }).from(jobs);
    expect(u!.n).toBe(1);
    expect(j!.n).toBe(0);
  });

  // One DATA_DIR seeded once for both claims: a demo seed is the costliest start there is.
  it('gives the demo accounts a generated password, printed once, warns on every start, and keeps the data in DATA_DIR, doing nothing twice on the next start', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'fieldbook-boot-'));
    dirs.push(dir);
    const first = await start({ DATA_DIR: dir, SEED_DEMO: true, ADMIN_PASSWORD: 'x-password-1' });
    const line = first.lines.find((l) => l.includes('Every demo account'));
    const password = /generated password: (\S+)$/.exec(line ?? '')?.[1];
    expect(password).toMatch(/^[\w-]{16}$/);
    const demoAdmins = await first.database.db
      .select()
      .from(users)
      .where(and(eq(users.typeId, Role.Admin), like(users.email, '%@greenleaf.example')));
    expect(demoAdmins.length).toBeGreaterThan(0);
    for (const admin of demoAdmins) {
      expect(await verifyPassword(password!, admin.passwordHash)).toBe(true);
      expect(await verifyPassword('fieldbook-demo', admin.passwordHash)).toBe(false);
    }
    expect(first.lines.filter((l) => l.startsWith('WARNING:'))).toHaveLength(1);
    // The demo's reports got their visits before the app serves it: its upgrades are done.
    const db = first.database.db;
    expect((await db.select({ n: count() }).from(reports).where(isNull(reports.visitId)))[0]!.n).toBe(0);
    const upgrades = await db.select().from(dataMigrations);
    expect(upgrades.map((u) => u.name).sort()).toEqual([
      'audit-action-index',
      'dashboard-counts-applications',
      'dashboard-counts-jobs',
      'dashboard-counts-reports',
      'history-names',
      'jobs-deleted-index',
      'report-sites',
      'report-visits',
      'reports-template-index',
      'schedule-days',
      'schedule-days-assignments-index',
      'schedule-days-unassigned-index',
      'visit-day-bounds',
      'visit-job-states',
    ]);
    expect(upgrades.every((u) => u.finishedAt !== null)).toBe(true);
    const [before] = await first.database.db.select({ n: count() }).from(users);
    expect(before!.n).toBeGreaterThan(10);
    await opened.pop()!.close();

    const second = await start({ DATA_DIR: dir, SEED_DEMO: true, ADMIN_PASSWORD: 'x-password-1' });
    expect(second.lines.join('\n')).not.toContain(password);
    expect(second.lines.find((l) => l.startsWith('WARNING:'))).toMatch(
      /^WARNING: \d+ demo accounts \(…@greenleaf\.example, Admins among them\) can log in with one shared password/,
    );
    const [after] = await second.database.db.select({ n: count() }).from(users);
    expect(after!.n).toBe(before!.n);
    expect(second.lines.join('\n')).not.toContain('Created the first Super Admin');
  });

  it('uses DEMO_PASSWORD when set, and prints no demo password then', async () => {
    const { database, lines } = await start({
      DATA_DIR: 'memory://',
      SEED_DEMO: true,
      ADMIN_PASSWORD: 'x-password-1',
      DEMO_PASSWORD: 'chosen-demo-pass',
    });
    const [tech] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'marcus.johnson@greenleaf.example'));
    expect(await verifyPassword('chosen-demo-pass', tech!.passwordHash)).toBe(true);
    expect(lines.join('\n')).not.toContain('chosen-demo-pass');
    expect(lines.join('\n')).not.toContain('Every demo account');
  });

  it('says on a later start that ADMIN_PASSWORD was ignored, and how to reset a password', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'fieldbook-boot-'));
    dirs.push(dir);
    await start({ DATA_DIR: dir, SEED_DEMO: false, ADMIN_PASSWORD: 'first-password-1' });
    await opened.pop()!.close();

    // A database from before an upgrade of stored rows: a report without a visit, nothing recorded.
    const old = await openDatabase({ dataDir: dir });
    const template = await insertTemplate(old.db, {
      tasks: [{ task: 'Visit', fields: [{ name: 'Note', type: 1 }] }],
    });
    const job = await insertAssignedJob(old.db);
    const [admin0] = await old.db.select().from(users);
    await insertReports(old.db, [
      { jobId: job, templateId: template.id, userId: admin0!.id, statusId: ReportStatus.Finished },
    ]);
    await old.db.delete(dataMigrations);
    await old.close();

    const second = await start({ DATA_DIR: dir, SEED_DEMO: false, ADMIN_PASSWORD: 'other-password-2' });
    // The start does not rewrite stored rows (at a million reports that took minutes before the
    // app listened): the running app does, in batches (server.ts, data-migrations/).
    const db = second.database.db;
    expect((await db.select({ n: count() }).from(reports).where(isNull(reports.visitId)))[0]!.n).toBe(1);
    expect(await db.select().from(dataMigrations)).toEqual([]);
    expect(second.lines).toContain(ADMIN_PASSWORD_IGNORED);
    expect(ADMIN_PASSWORD_IGNORED).toMatch(/^ADMIN_PASSWORD was ignored: the database already has accounts/);
    expect(ADMIN_PASSWORD_IGNORED).toContain('"Forgot password?" on the login page');
    expect(ADMIN_PASSWORD_IGNORED).toContain('"Send password reset"');
    expect(second.lines.join('\n')).not.toContain('other-password-2');
    const [admin] = await second.database.db.select().from(users);
    expect(await verifyPassword('first-password-1', admin!.passwordHash)).toBe(true);
    expect(await verifyPassword('other-password-2', admin!.passwordHash)).toBe(false);
    await opened.pop()!.close();

    const third = await start({ DATA_DIR: dir, SEED_DEMO: false });
    expect(third.lines).not.toContain(ADMIN_PASSWORD_IGNORED);
  });
});
