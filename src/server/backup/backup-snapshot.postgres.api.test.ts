import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, Status } from '@shared/constants';
import { type Database, openDatabase } from '../db/client';
import { users } from '../db/schema/users';
import { queryRows } from '../db/sql-helpers';
import { insertAssignedJob, insertReport, insertTemplate } from '../reports/reports.fixtures';
import { freshPostgresDatabase } from '../test/test-app';
import { createBackup } from './backup';
import { restoreBackup } from './restore';

/**
 * A backup of PostgreSQL runs while the servers keep writing, so it must read ONE snapshot. Tables
 * are read one after another (jobs, then 100,000 login failures, then reports); a job and its report
 * committed together in between would, read table by table, leave a report without its job, and the
 * restore (which checks every foreign key) would refuse the archive.
 */

const NOW = new Date('2026-11-23T09:30:00Z');
let work: string;
let source: { url: string; drop: () => Promise<void> };
let target: { url: string; drop: () => Promise<void> };
let database: Database;

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'fieldbook-snapshot-'));
  source = await freshPostgresDatabase();
  target = await freshPostgresDatabase();
  database = await openDatabase({ url: source.url, dataDir: work });
  await database.db.execute(
    sql`insert into login_failures (login, ip) select 'someone' || g, '10.0.0.1' from generate_series(1, 100000) g`,
  );
});
afterAll(async () => {
  await database.close();
  await source.drop();
  await target.drop();
  await rm(work, { recursive: true, force: true });
});

describe('a backup of PostgreSQL under writes', () => {
  it('reads one snapshot: jobs and reports committed meanwhile come whole or not at all', async () => {
    const { db } = database;
    const [user] = await db
      .insert(users)
      .values({
        name: 'Writer',
        email: 'w@example.com',
        username: 'w',
        passwordHash: 'x',
        typeId: Role.Technician,
        statusId: Status.Active,
      })
      .returning({ id: users.id });
    const template = await insertTemplate(db, { name: 'Snapshot Visit' });
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        await db.transaction(async (tx) => {
          const jobId = await insertAssignedJob(tx, { assignees: [user!.id] });
          await insertReport(tx, { jobId, templateId: template.id, userId: user!.id });
        });
        written += 1;
      }
    })();
    const before = written;
    const { file, manifest } = await createBackup({ DATABASE_URL: source.url, DATA_DIR: work }, work, NOW);
    const during = written - before;
    writing = false;
    await writer;
    expect(during, 'pairs committed while the backup ran').toBeGreaterThan(5);

    await restoreBackup({ DATABASE_URL: target.url, DATA_DIR: path.join(work, 'target') }, file, {
      force: false,
    });
    const rows = (name: string) => manifest.tables.find((t) => t.name === name)!.rows;
    expect(rows('reports')).toBe(rows('jobs'));
    expect(rows('reports')).toBeLessThan(written);
    const restored = await openDatabase({ url: target.url, dataDir: work });
    try {
      const [orphans] = await queryRows<{ n: number }>(
        restored.db,
        sql`select count(*)::int as n from reports r where not exists (select 1 from jobs j where j.id = r.job_id)`,
      );
      expect(orphans!.n).toBe(0);
    } finally {
      await restored.close();
    }
  });
});
