import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { Role, Status } from '@shared/constants';
import { addDaysTo, dayIn } from '@shared/dates';
import { hashPassword } from '../auth/passwords';
import { type Database, openDatabase } from '../db/client';
import { users } from '../db/schema/users';
import { queryRows } from '../db/sql-helpers';
import { freePort } from '../test/postgres-cluster';
import { type ServerProcess, startServer, stopServer } from '../test/server-process';
import { freshPostgresDatabase } from '../test/test-app';
import { insertRecurringJob } from './recurrence.fixtures';
import { plannedDays } from './visit-generation';

/**
 * Two real server processes (src/server/server.ts) on one PostgreSQL database, as behind a load
 * balancer: both send the visit-planning queue its start's job (decision 0047), the queue keeps
 * one, one process runs it, and the recurring jobs get their visits once. The
 * test cluster's template database is already migrated; the account written first keeps both
 * processes from creating the first Super Admin at once.
 */
const database = await freshPostgresDatabase();
let db: Database | undefined;
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) await stopServer(server);
  await db?.close();
  await database.drop();
});

it(
  'generates the visits of the horizon once, with two server processes starting together',
  { timeout: 120_000 },
  async () => {
    db = await openDatabase({ url: database.url, dataDir: '' });
    const [tech] = await db.db
      .insert(users)
      .values({
        name: 'Process Tech',
        email: 'process-tech@example.com',
        username: 'process-tech',
        passwordHash: await hashPassword('process-password-9'),
        typeId: Role.Technician,
        statusId: Status.Active,
      })
      .returning({ id: users.id });
    // The processes plan from the office's today by their own clock; rules start tomorrow.
    const today = dayIn(new Date(), 'America/New_York');
    const rule = { start_date: addDaysTo(today, 1), frequency: 'weekly' as const };
    const jobIds: number[] = [];
    for (let i = 0; i < 40; i++)
      jobIds.push(await insertRecurringJob(db.db, { rule, assignees: [tech!.id] }));
    const perJob = plannedDays(
      (
        await queryRows<{ r: string }>(db.db, sql`select recurrence as r from jobs where id = ${jobIds[0]!}`)
      )[0]!.r,
      today,
      30,
    ).length;
    const expected = jobIds.length * perJob;

    const env = { DATABASE_URL: database.url, LOG_LEVEL: 'info', VISIT_HORIZON_DAYS: '30' };
    const [portA, portB] = [await freePort(), await freePort()];
    servers.push(...(await Promise.all([startServer(env, portA), startServer(env, portB)])));
    for (const server of servers) expect(server.output()).toContain('Fieldbook is ready');

    const count = async () =>
      (
        await queryRows<{ visits: number; distinct: number; assigned: number }>(
          db!.db,
          sql`select count(*)::int as visits, count(distinct (job_id, occurrence))::int as distinct,
              (select count(*)::int from visit_users) as assigned
            from visits`,
        )
      )[0]!;
    await expect
      .poll(count, { timeout: 30_000 })
      .toEqual({ visits: expected, distinct: expected, assigned: expected });
    // The start's run has ended (it logs its count; a later hour's finds all there and logs nothing).
    const planned = () =>
      servers.flatMap((s) =>
        [...s.output().matchAll(/Recurring service: (\d+) visits planned/g)].map((m) => Number(m[1])),
      );
    await expect.poll(() => planned().reduce((a, b) => a + b, 0), { timeout: 10_000 }).toBe(expected);
    expect(planned()).toHaveLength(1);
    expect(await count()).toEqual({ visits: expected, distinct: expected, assigned: expected });
    for (const server of servers) expect(server.output()).not.toMatch(/visit-planning job \S+ failed/);
    // Each process put the queue's cron in place (one row a queue) and its timekeeper runs quietly.
    const schedules = await queryRows<{ name: string; cron: string; timezone: string }>(
      db.db,
      sql`select name, cron, timezone from pgboss.schedule order by name`,
    );
    expect(schedules).toEqual([
      { name: 'filing-reminders', cron: '0 7 * * *', timezone: 'America/New_York' },
      { name: 'portal-notices', cron: '0 8 * * *', timezone: 'America/New_York' },
      { name: 'portal-sweep', cron: '30 3 * * *', timezone: 'America/New_York' },
      { name: 'visit-planning', cron: '0 * * * *', timezone: 'America/New_York' },
    ]);
    for (const server of servers) expect(server.output()).not.toMatch(/"msg":"job queue"/);

    // Both stop cleanly, the generation (no longer running) holding neither back.
    for (const server of servers) server.child.kill('SIGTERM');
    expect(await Promise.all(servers.map((s) => s.exited))).toEqual([0, 0]);
  },
);
