import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  recordOfReport,
  type RecordsScene,
  recordsScene,
  reportWithRecord,
} from '../applications/applications.fixtures';
import { applications } from '../db/schema/applications';
import { createTestApp, freshPostgresDatabase, type TestApp } from '../test/test-app';

// Issue 30: `npm run verify-ledger` checks the whole chain of a real database, as an operator runs
// it beside the servers (PostgreSQL: the API suite's cluster), and names the first broken link.
const STARTED = new Date('2027-03-10T14:00:00Z');
let t: TestApp;
let scene: RecordsScene;
let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
let dataDir: string;

beforeAll(async () => {
  database = await freshPostgresDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'fieldbook-ledger-'));
  t = await createTestApp(
    { APP_TIMEZONE: 'America/New_York', DATA_DIR: dataDir },
    { clock: () => new Date('2027-03-10T17:00:00Z'), databaseUrl: database.url },
  );
  scene = await recordsScene(t);
});
afterAll(async () => {
  await t.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const verifyLedgerCommand = () =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/verify-ledger.ts'], {
    env: { PATH: process.env.PATH, DATABASE_URL: database.url, DATA_DIR: dataDir },
  }).then(
    ({ stdout }) => ({ code: 0, out: stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      out: error.stdout + error.stderr,
    }),
  );

describe('npm run verify-ledger', () => {
  it('says the chain holds, then names the record changed in SQL after it was issued', async () => {
    const reportId = await reportWithRecord(t, scene, STARTED, { date: '2027-03-10', start_time: '09:30' });
    expect(
      (await t.request(scene.tech, { method: 'POST', url: `/api/reports/${reportId}/submit` })).statusCode,
    ).toBe(200);
    expect(
      (await t.request(scene.admin, { method: 'POST', url: `/api/reports/${reportId}/finish` })).statusCode,
    ).toBe(200);
    const recordId = await recordOfReport(t.db, reportId);

    const holding = await verifyLedgerCommand();
    expect(holding.out).toContain(
      'The ledger holds: 2 entries, each chained to the one before, and 2 records',
    );
    expect(holding.code).toBe(0);

    await t.db.execute(sql`update ${applications} set amount = 15 where ${applications.id} = ${recordId}`);
    const broken = await verifyLedgerCommand();
    expect(broken.code).toBe(1);
    expect(broken.out).toMatch(
      new RegExp(`The application ${recordId} \\(entry \\d+, code [0-9A-Z-]{14}, issued `),
    );
    expect(broken.out).toContain('was changed after it was issued');
    const [row] = await t.db.select().from(applications).where(eq(applications.id, recordId));
    expect(row!.amount).toBe(15);
  });
});
