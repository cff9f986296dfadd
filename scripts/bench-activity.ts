/**
 * The Activity page and a record's History at a million audit rows (issue 20).
 *
 *   npx tsx scripts/bench-activity.ts                 # 1,000,000 rows on a throwaway cluster
 *   npx tsx scripts/bench-activity.ts --rows 100000   # a quicker run
 *
 * Fills audit_log with generate_series (200 people, every audited kind, every action, three
 * years of times), runs ANALYZE, then times the first page of each filter as the API reads it
 * (listActivity / recordHistory: the page's ids, its rows, names for ids, the capped count), and
 * prints p50 and p99 in milliseconds with each answer's total. No thresholds: figures to read.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { AUDITED_ENTITIES } from '../src/shared/audit-fields';
import { Role } from '../src/shared/constants';
import { addDaysTo, dayIn } from '../src/shared/dates';
import { listActivity } from '../src/server/activity/activity.repository';
import { recordHistory } from '../src/server/activity/history.repository';
import { openDatabase } from '../src/server/db/client';
import { queryRows } from '../src/server/db/sql-helpers';
import { findPgBin, startCluster } from '../src/server/test/postgres-cluster';
import { activityQuery } from '../src/shared/schemas/activity';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? undefined : process.argv[i + 1];
};
const ROWS = Number(arg('rows') ?? 1_000_000);
const PEOPLE = 200;
const TZ = 'America/New_York';

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN;

async function sample(fn: () => Promise<{ total: number; total_estimated?: boolean }>) {
  let last = await fn();
  const times: number[] = [];
  for (let i = 0; i < 30; i += 1) {
    const start = performance.now();
    last = await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return {
    p50: pct(times, 0.5),
    p99: pct(times, 0.99),
    total: `${last.total_estimated ? '~' : ''}${last.total}`,
  };
}

async function main() {
  const bin = findPgBin();
  if (!bin) throw new Error('PostgreSQL is not installed (no initdb/pg_ctl).');
  const cluster = await startCluster(bin);
  try {
    const admin = new pg.Client({ connectionString: cluster.url('postgres') });
    await admin.connect();
    await admin.query('create database bench');
    await admin.end();
    const database = await openDatabase({ url: cluster.url('bench'), dataDir: '' });
    await database.migrate();
    const { db } = database;
    const entities = `{${AUDITED_ENTITIES.join(',')}}`;
    let start = performance.now();
    await db.execute(sql`
      insert into users (name, email, username, password_hash, type_id, status_id)
      select 'Person ' || g, 'p' || g || '@example.com', 'p' || g, 'x', ${Role.Admin}, 1
      from generate_series(1, ${PEOPLE}) g`);
    await db.execute(sql`
      insert into audit_log (user_id, action, entity, entity_id, before, after, created_at)
      select case when g % 50 = 0 then null else 1 + g % ${PEOPLE} end,
             (array['insert','update','update','update','delete','restore','purge'])[1 + g % 7],
             (${entities}::text[])[1 + (g / 7) % ${AUDITED_ENTITIES.length}],
             (g % 5000)::text,
             jsonb_build_object('name', 'Before ' || g, 'status_id', 1, 'user_id', 1 + g % ${PEOPLE}),
             jsonb_build_object('name', 'After ' || g, 'status_id', 2, 'user_id', 1 + (g + 1) % ${PEOPLE}),
             now() - make_interval(secs => (g::double precision / ${ROWS}) * 3 * 365 * 86400)
      from generate_series(1, ${ROWS}) g`);
    await db.execute(sql`analyze audit_log`);
    console.log(
      `Filled ${ROWS.toLocaleString('en-US')} audit rows in ${((performance.now() - start) / 1000).toFixed(1)} s`,
    );

    const [version] = await queryRows<{ v: string }>(db, sql`select version() as v`);
    console.log(version?.v);
    // The filter's days are the office's (TZ): in a New York evening UTC's date is already tomorrow.
    const today = dayIn(new Date(), TZ);
    const monthAgo = addDaysTo(today, -30);
    const yearAgo = addDaysTo(today, -365);
    const cases: [string, Record<string, string>][] = [
      ['no filter, page 1', {}],
      ['no filter, page 400', { page: '400' }],
      ['person', { user_id: '17' }],
      ['kind of record (entity=jobs)', { entity: 'jobs' }],
      ['action (delete)', { action: 'delete' }],
      ['date range, last 30 days', { start_date: monthAgo, end_date: today }],
      ['date range, one day a year ago', { start_date: yearAgo, end_date: yearAgo }],
      ['person + entity', { user_id: '17', entity: 'locations' }],
      [
        'person + entity + action + 30 days',
        { user_id: '17', entity: 'users', action: 'update', start_date: monthAgo },
      ],
    ];
    console.log('\ncase                                      p50 ms   p99 ms   total');
    for (const [label, query] of cases) {
      const q = activityQuery.parse(query);
      const r = await sample(() => listActivity(db, q, TZ));
      console.log(
        `${label.padEnd(40)} ${r.p50.toFixed(1).padStart(7)} ${r.p99.toFixed(1).padStart(8)}   ${r.total}`,
      );
    }
    // A record's History (its own rows by audit_log_entity_idx, children by their JSON).
    await db.execute(sql`insert into locations (id, name, latitude, longitude, status_id)
      overriding system value values (1234, 'Bench location', 40, -74, 1)`);
    const actor = { id: 1, name: 'Person 1', email: 'p1@example.com', username: 'p1', typeId: Role.Admin };
    start = performance.now();
    const history = await sample(() => recordHistory(db, 'locations', 1234, 1, actor, TZ));
    console.log(
      `${'History of a location'.padEnd(40)} ${history.p50.toFixed(1).padStart(7)} ${history.p99.toFixed(1).padStart(8)}   ${history.total}`,
    );
    await database.close();
  } finally {
    cluster.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
