import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { Role, Status } from '@shared/constants';
import { type Database, openDatabase } from '../db/client';
import { jobs } from '../db/schema/jobs';
import { users } from '../db/schema/users';
import { visits } from '../db/schema/visits';
import { countAll, queryRows } from '../db/sql-helpers';
import { createTestApp, freshPostgresDatabase } from '../test/test-app';
import { insertGeneratedVisit, insertRecurringJob, visitsOfJob } from './recurrence.fixtures';
import { generateVisits, plannedDays } from './visit-generation';

/**
 * On PostgreSQL the test app and a second pool of its own share one database, as two server
 * processes do; PGlite has one connection (its folder is locked to one process), so both are one.
 */
const onPostgres = process.env.DB_TARGET === 'postgres';
const shared = onPostgres ? await freshPostgresDatabase() : undefined;
const t = await createTestApp({}, { databaseUrl: shared?.url });
const other: Database = shared ? await openDatabase({ url: shared.url, dataDir: '' }) : t.database;
afterAll(async () => {
  if (shared) await other.close();
  await t.close();
  if (shared) await shared.drop();
});

const weekly = (start_date: string) => ({ start_date, frequency: 'weekly' as const });
const totalVisits = async (jobIds: number[]) => {
  const [row] = await t.db.select({ n: countAll() }).from(visits).where(inArray(visits.jobId, jobIds));
  return row!.n;
};

describe('generating visits', () => {
  it('adds the horizon’s occurrences with the window and the active Technician assignees, once', async () => {
    const tech = await t.createUser({ typeId: Role.Technician });
    const supervisor = await t.createUser({ typeId: Role.Supervisor });
    const inactiveTech = await t.createUser({ typeId: Role.Technician, statusId: Status.Inactive });
    const deletedTech = await t.createUser({ typeId: Role.Technician });
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deletedTech));
    const jobId = await insertRecurringJob(t.db, {
      rule: { ...weekly('2031-03-04'), exceptions: ['2031-03-18'], until: '2031-04-01' },
      startTime: '09:00',
      endTime: '10:30',
      assignees: [tech, supervisor, inactiveTech, deletedTech],
    });
    const first = await generateVisits(t.db, { today: '2031-03-01', horizonDays: 90, jobIds: [jobId] });
    expect(first).toEqual({ added: 4, skipped: false, unreadable: [] });
    const rows = await visitsOfJob(t.db, jobId);
    expect(rows.map((v) => v.date)).toEqual(['2031-03-04', '2031-03-11', '2031-03-25', '2031-04-01']);
    for (const v of rows) {
      expect(v).toMatchObject({ occurrence: v.date, status: 'scheduled', moved: false, technicians: [tech] });
      expect([v.startTime, v.endTime]).toEqual(['09:00:00', '10:30:00']);
    }
    const again = await generateVisits(t.db, { today: '2031-03-01', horizonDays: 90, jobIds: [jobId] });
    expect(again.added).toBe(0);
    expect(await visitsOfJob(t.db, jobId)).toEqual(rows);
  });

  it('rolls the horizon forward day by day and never refills the past', async () => {
    const jobId = await insertRecurringJob(t.db, { rule: weekly('2031-05-05') });
    await generateVisits(t.db, { today: '2031-05-10', horizonDays: 14, jobIds: [jobId] });
    expect((await visitsOfJob(t.db, jobId)).map((v) => v.date)).toEqual(['2031-05-12', '2031-05-19']);
    const next = await generateVisits(t.db, { today: '2031-05-17', horizonDays: 14, jobIds: [jobId] });
    expect(next.added).toBe(1);
    expect((await visitsOfJob(t.db, jobId)).map((v) => v.date)).toEqual([
      '2031-05-12',
      '2031-05-19',
      '2031-05-26',
    ]);
  });

  it('leaves a job without assignees unassigned, and skips inactive, deleted and rule-less jobs', async () => {
    const plain = await insertRecurringJob(t.db, { rule: weekly('2031-06-02') });
    const inactive = await insertRecurringJob(t.db, {
      rule: weekly('2031-06-02'),
      statusId: Status.Inactive,
    });
    const deleted = await insertRecurringJob(t.db, { rule: weekly('2031-06-02') });
    await t.db.update(jobs).set({ deletedAt: new Date() }).where(eq(jobs.id, deleted));
    const ruleless = await insertRecurringJob(t.db, { rule: weekly('2031-06-02') });
    await t.db.update(jobs).set({ recurrence: null }).where(eq(jobs.id, ruleless));
    const ids = [plain, inactive, deleted, ruleless];
    const result = await generateVisits(t.db, { today: '2031-06-01', horizonDays: 7, jobIds: ids });
    expect(result.added).toBe(1);
    expect(await visitsOfJob(t.db, plain)).toMatchObject([{ date: '2031-06-02', technicians: [] }]);
    expect(await totalVisits([inactive, deleted, ruleless])).toBe(0);
  });

  it('keeps a visit moved, skipped or done by hand and does not add its occurrence again', async () => {
    const jobId = await insertRecurringJob(t.db, { rule: weekly('2031-07-07') });
    await insertGeneratedVisit(t.db, { jobId, day: '2031-07-07', date: '2031-07-09', moved: true });
    await insertGeneratedVisit(t.db, { jobId, day: '2031-07-14', status: 'skipped' });
    const result = await generateVisits(t.db, { today: '2031-07-01', horizonDays: 14, jobIds: [jobId] });
    expect(result.added).toBe(0);
    expect((await visitsOfJob(t.db, jobId)).map((v) => [v.date, v.occurrence, v.status])).toEqual([
      ['2031-07-09', '2031-07-07', 'scheduled'],
      ['2031-07-14', '2031-07-14', 'skipped'],
    ]);
  });

  it('reports a stored rule it cannot read and still plans the others', async () => {
    const broken = await insertRecurringJob(t.db, { rule: weekly('2031-08-04') });
    await t.db.update(jobs).set({ recurrence: 'RRULE:FREQ=NEVER' }).where(eq(jobs.id, broken));
    const fine = await insertRecurringJob(t.db, { rule: weekly('2031-08-04') });
    const result = await generateVisits(t.db, {
      today: '2031-08-01',
      horizonDays: 7,
      jobIds: [broken, fine],
    });
    expect(result).toEqual({ added: 1, skipped: false, unreadable: [broken] });
    await t.db.update(jobs).set({ recurrence: null }).where(eq(jobs.id, broken));
  });

  it('copes with many recurring jobs in batches (all of them when no ids are given)', async () => {
    const tech = await t.createUser({ typeId: Role.Technician });
    const ids: number[] = [];
    // More than one batch of jobs (500); the rules end soon so that later tests' runs stay small.
    const rule = { ...weekly('2032-01-05'), until: '2032-03-01' };
    for (let i = 0; i < 520; i++) ids.push(await insertRecurringJob(t.db, { rule, assignees: [tech] }));
    const expected = ids.length * plannedDays((await ruleOf(ids[0]!))!, '2032-01-01', 30).length;
    const result = await generateVisits(t.db, { today: '2032-01-01', horizonDays: 30 });
    expect(result.added).toBeGreaterThanOrEqual(expected);
    expect(await totalVisits(ids)).toBe(expected);
    const [assigned] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from visit_users vu join visits v on v.id = vu.visit_id
          where vu.user_id = ${tech}`,
    );
    expect(assigned!.n).toBe(expected);
    expect((await generateVisits(t.db, { today: '2032-01-01', horizonDays: 30 })).added).toBe(0);
  });
});

async function ruleOf(jobId: number) {
  const [row] = await t.db.select({ rule: jobs.recurrence }).from(jobs).where(eq(jobs.id, jobId));
  return row?.rule;
}

describe('two generators at once on one database', () => {
  it('add each occurrence once; on PostgreSQL one of them skips while the other holds the lock', async () => {
    const ids: number[] = [];
    const rule = { ...weekly('2033-02-01'), until: '2033-06-01' };
    for (let i = 0; i < 150; i++) ids.push(await insertRecurringJob(t.db, { rule }));
    const opts = { today: '2033-01-30', horizonDays: 90, jobIds: ids };
    const results = await Promise.all([generateVisits(t.db, opts), generateVisits(other.db, opts)]);
    const total = await totalVisits(ids);
    expect(total).toBe(ids.length * 13);
    expect(results[0].added + results[1].added).toBe(total);
    // One did all the work: the other either found the lock taken or came after and found nothing.
    expect(results.filter((r) => r.skipped || r.added === 0)).toHaveLength(1);
    const [dupes] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from (select job_id, occurrence from visits
          where occurrence is not null group by 1, 2 having count(*) > 1) d`,
    );
    expect(dupes!.n).toBe(0);

    if (onPostgres) {
      const late = await insertRecurringJob(t.db, { rule });
      const lateOpts = { ...opts, jobIds: [late] };
      // While one run's transaction holds the lock, the other process's run skips at once.
      await t.db.transaction(async (tx) => {
        expect((await generateVisits(tx, lateOpts)).added).toBe(13);
        expect(await generateVisits(other.db, lateOpts)).toEqual({ added: 0, skipped: true, unreadable: [] });
      });
      expect(await totalVisits([late])).toBe(13);
    }
  });
});
