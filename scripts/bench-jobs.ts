/**
 * The jobs list at scale: 1,000,000 jobs on real PostgreSQL, timed through the real API.
 *
 *   npm run bench:jobs                      # starts and removes its own throwaway cluster
 *   BENCH_DATABASE_URL=postgres://… npm run bench:jobs   # a migrated-or-empty database you provide
 *   BENCH_KEEP=1 npm run bench:jobs         # keeps the cluster; rerun with its URL to skip the load
 *
 * It loads the data with INSERT … SELECT generate_series (the audit trigger off for the load, as a
 * restore would), VACUUM ANALYZEs like autovacuum would, then times GET /api/get-jobs-filtered
 * through app.inject (validation, queries and serialization included) and prints EXPLAIN ANALYZE
 * of the SQL the repository sends.
 */
import { performance } from 'node:perf_hooks';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { Role, Status } from '../src/shared/constants';
import { buildApp } from '../src/server/app';
import { hashPassword } from '../src/server/auth/passwords';
import type { SessionUser } from '../src/server/auth/sessions.repository';
import { testConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { listJobs } from '../src/server/jobs/jobs.repository';
import { findPgBin, startCluster } from '../src/server/test/postgres-cluster';

const JOBS = Number(process.env.BENCH_JOBS ?? 1_000_000);
const LOCATIONS = 20_000;
const USERS = 2_000;
const GROUPS = 50;
const RUNS = 15;
const BENCH_PASSWORD = 'bench-password-1';

const log = (...args: unknown[]) => console.log(...args);

async function timed<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await fn();
  log(`  ${label}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  return result;
}

/** Everything in one transaction with triggers off (session_replication_role = replica). */
async function load(client: pg.Client, passwordHash: string) {
  await client.query('begin');
  await client.query('set local session_replication_role = replica');
  await client.query(`set local maintenance_work_mem = '256MB'`);
  await client.query('select setseed(0.42)');
  // The list's indexes are dropped for the load and built again from their own definitions:
  // the same indexes the migrations create, built in one pass instead of row by row.
  const { rows: indexes } = await client.query<{ name: string; def: string }>(
    `select i.relname as name, pg_get_indexdef(i.oid) as def
     from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
     where t.relname in ('jobs', 'job_users', 'locations')
       and not exists (select 1 from pg_constraint c where c.conindid = i.oid)`,
  );
  for (const index of indexes) await client.query(`drop index "${index.name}"`);

  await timed('users', () =>
    client.query(
      `insert into users (name, email, username, password_hash, type_id, status_id)
       select (array['Ana','Ben','Cara','Dev','Eli','Fay','Gus','Hana','Ivan','Jo'])[1 + i % 10] || ' ' ||
              (array['Smith','Ortega','Chen','Okafor','Novak','Reyes','Kim','Haddad','Berg','Lee'])[1 + (i / 10) % 10] ||
              ' ' || i,
              'bench' || i || '@example.com', 'bench' || i, $1,
              case when i % 5 = 0 then ${Role.Supervisor} else ${Role.Technician} end, ${Status.Active}
       from generate_series(1, ${USERS}) i`,
      [passwordHash],
    ),
  );
  await timed('groups', async () => {
    await client.query(
      `insert into groups (name, type_id, status_id)
       select 'Crew ' || g, ${Role.Technician}, ${Status.Active} from generate_series(1, ${GROUPS}) g`,
    );
    await client.query(
      `insert into group_users (group_id, user_id)
       select g.id, u.id from groups g join users u on u.id % ${GROUPS} = g.id - 1`,
    );
  });
  await timed('locations', () =>
    client.query(
      `insert into locations (name, address, latitude, longitude, status_id)
       select (array['Harbor','Maple','Oak','Summit','River','Park','Lake','Hill','Bay','Pine'])[1 + i % 10] || ' ' ||
              (array['Diner','School','Warehouse','Hotel','Office','Clinic','Apartments','Market'])[1 + (i / 10) % 8] ||
              ' ' || i,
              i || ' ' || (array['Main St','Elm Ave','Broad St','Union Rd','Park Pl'])[1 + i % 5] || ', ' ||
              (array['Albany, NY','Newark, NJ','Stamford, CT','Yonkers, NY','Trenton, NJ'])[1 + (i / 5) % 5],
              40 + random() * 2, -75 + random() * 3,
              case when i % 20 = 0 then ${Status.Inactive} else ${Status.Active} end
       from generate_series(1, ${LOCATIONS}) i`,
    ),
  );
  await timed(`${JOBS.toLocaleString('en')} jobs`, () =>
    client.query(
      `insert into jobs (name, category, location_id, status_id, created_at, updated_at, deleted_at)
       select (array['Monthly pest service','Quarterly pest service','Rodent baiting','Termite inspection',
                     'Lawn fertilizing','Mosquito barrier','Bed bug treatment','Drain fly cleanout',
                     'Hygiene audit','Wasp nest removal'])[1 + i % 10] || ' ' || i,
              (array['Pest Control','Rodent Control','Termite Inspection','Lawn Care','Mosquito Treatment',
                     'Facility Hygiene','Bed Bug Treatment'])[1 + (i / 10) % 7],
              1 + floor(random() * ${LOCATIONS})::int,
              case when random() < 0.8 then ${Status.Active} else ${Status.Inactive} end,
              t, t,
              case when random() < 0.01 then t + interval '1 day' end
       from generate_series(1, ${JOBS}) i,
            lateral (select now() - random() * interval '1095 days' as t) c`,
    ),
  );
  // A needle: a few jobs whose name matches a rare word, and a location few jobs are at.
  await client.query(
    `insert into jobs (name, category, location_id, status_id, created_at)
     select 'Zanzibar gecko removal ' || i, 'Pest Control', 1 + i, ${Status.Active}, now() - i * interval '1 hour'
     from generate_series(1, 12) i`,
  );
  await client.query(
    `insert into locations (name, address, latitude, longitude, status_id)
     values ('Quahog Marina', '1 Quahog Way, Mystic, CT', 41.35, -71.96, ${Status.Active})`,
  );
  await client.query(
    `insert into jobs (name, category, location_id, status_id, created_at)
     select 'Dock inspection ' || i, 'Pest Control', (select max(id) from locations), ${Status.Active},
            now() - i * interval '1 day'
     from generate_series(1, 30) i`,
  );
  await timed('assignments', async () => {
    await client.query(
      `insert into job_users (job_id, user_id)
       select id, 1 + floor(random() * ${USERS})::int from jobs`,
    );
    await client.query(
      `insert into job_users (job_id, user_id)
       select id, 1 + floor(random() * ${USERS})::int from jobs where random() < 0.3
       on conflict do nothing`,
    );
  });
  await timed(`rebuilding ${indexes.length} indexes`, async () => {
    for (const index of indexes) await client.query(index.def);
  });
  await client.query('commit');
  await timed('vacuum analyze', () => client.query('vacuum analyze'));
}

interface Case {
  label: string;
  query: string;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
}

async function main() {
  let stop = () => {};
  let url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    const bin = findPgBin();
    if (!bin) throw new Error('PostgreSQL is not installed (no initdb/pg_ctl); or set BENCH_DATABASE_URL.');
    const cluster = await startCluster(bin);
    // BENCH_KEEP=1 leaves the cluster running, to measure again with BENCH_DATABASE_URL.
    stop = process.env.BENCH_KEEP ? () => log(`\nCluster kept: ${cluster.url('bench')}`) : cluster.stop;
    // Interrupted (Ctrl-C, a timeout's SIGTERM): the throwaway cluster must not outlive the script.
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        stop();
        process.exit(130);
      });
    }
    const admin = new pg.Client({ connectionString: cluster.url('postgres') });
    await admin.connect();
    await admin.query('create database bench');
    await admin.end();
    url = cluster.url('bench');
  }
  try {
    const database = await openDatabase({ url, dataDir: '' });
    await database.migrate();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows: version } = await client.query<{ v: string }>('select version() as v');
    log(`PostgreSQL: ${version[0]?.v}`);
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const { rows: existing } = await client.query<{ id: number }>(
      `select id from users where email = 'bench-admin@example.com'`,
    );
    if (existing.length === 0) {
      log('Loading:');
      await load(client, passwordHash);
    } else {
      log('Reusing the data already loaded (BENCH_DATABASE_URL).');
    }
    const { rows: adminRows } = await client.query<{ id: number }>(
      `insert into users (name, email, username, password_hash, type_id, status_id)
       values ('Bench Admin', 'bench-admin@example.com', 'benchadmin', $1, ${Role.Admin}, ${Status.Active})
       on conflict (lower(email)) where deleted_at is null do update set password_hash = excluded.password_hash
       returning id`,
      [passwordHash],
    );
    const { rows: counts } = await client.query<{ jobs: string; live: string; assignments: string }>(
      `select (select count(*) from jobs) jobs, (select count(*) from jobs where deleted_at is null) live,
              (select count(*) from job_users) assignments`,
    );
    log(`Rows: ${JSON.stringify(counts[0])}`);

    const app = await buildApp({ config: testConfig(), database });
    await app.ready();
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: 'bench-admin@example.com', password: BENCH_PASSWORD },
    });
    const cookie = (login.cookies as { name: string; value: string }[])
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');

    const { rows: picks } = await client.query<{ user_id: number; group_id: number; location_id: number }>(
      `select (select user_id from job_users where user_id = 77 limit 1) user_id, 7 group_id,
              (select max(id) from locations) - 1 location_id`,
    );
    const pick = picks[0]!;
    const cases: Case[] = [
      { label: 'page 1, no filter', query: '' },
      { label: 'page 1, active', query: 'active=active' },
      { label: 'page 1, text matching 12 jobs ("zanzibar")', query: 'filter=zanzibar' },
      { label: 'page 1, text matching a location ("quahog")', query: 'filter=quahog' },
      { label: `page 1, one user (id=${pick.user_id})`, query: `id=${pick.user_id}` },
      { label: `page 1, one group (group_id=${pick.group_id})`, query: `group_id=${pick.group_id}` },
      {
        label: `page 1, one location (location_id=${pick.location_id})`,
        query: `location_id=${pick.location_id}`,
      },
      { label: 'page 1, user + text + active', query: `id=${pick.user_id}&filter=pest&active=active` },
      { label: 'page 1, text matching ~20% ("rodent")', query: 'filter=rodent' },
      { label: 'page 2000, no filter (deep offset)', query: 'page=2000' },
    ];

    log(`\nGET /api/get-jobs-filtered through app.inject, ${RUNS} runs each after 2 warm-ups (ms):`);
    log('  case                                              median    p95     max   total (~ estimated)');
    for (const c of cases) {
      const url = `/api/get-jobs-filtered${c.query ? `?${c.query}` : ''}`;
      let total = '';
      for (let i = 0; i < 2; i++) await app.inject({ method: 'GET', url, headers: { cookie } });
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now();
        const res = await app.inject({ method: 'GET', url, headers: { cookie } });
        times.push(performance.now() - start);
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
        const body = res.json<{ total: number; total_estimated?: boolean }>();
        total = body.total_estimated ? `~${body.total}` : String(body.total);
      }
      times.sort((a, b) => a - b);
      const f = (n: number) => n.toFixed(1).padStart(7);
      log(
        `  ${c.label.padEnd(48)} ${f(percentile(times, 0.5))} ${f(percentile(times, 0.95))} ${f(times.at(-1)!)}  ${total}`,
      );
    }
    for (const [label, url] of [
      ['GET /api/jobs/categories', '/api/jobs/categories'],
      ['GET /api/get-locations-filtered (page 1)', '/api/get-locations-filtered'],
    ] as const) {
      await app.inject({ method: 'GET', url, headers: { cookie } });
      const start = performance.now();
      await app.inject({ method: 'GET', url, headers: { cookie } });
      log(`  ${label}: ${(performance.now() - start).toFixed(1)} ms`);
    }

    // The SQL the repository sends, captured through a logging drizzle instance, then explained.
    const captured: { sql: string; params: unknown[] }[] = [];
    const pool = new pg.Pool({ connectionString: url, max: 4 });
    const logged = drizzle(pool, {
      logger: { logQuery: (sql, params) => captured.push({ sql, params }) },
    });
    const actor = { id: adminRows[0]!.id, typeId: Role.Admin } as SessionUser;
    for (const c of [cases[0]!, cases[2]!, cases[3]!, cases[4]!]) {
      captured.length = 0;
      const params = Object.fromEntries(new URLSearchParams(c.query));
      await listJobs(logged, actor, {
        page: 1,
        filter: params.filter,
        id: params.id ? Number(params.id) : undefined,
      });
      for (const q of captured) {
        // The user-name lookup for the heading is a primary-key read; the page and count matter.
        if (!q.sql.includes('count(*)') && !q.sql.includes('order by')) continue;
        const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, buffers, costs off) ${q.sql}`,
          q.params,
        );
        log(`\nEXPLAIN ANALYZE: ${c.label}: ${q.sql.includes('count(*)') ? 'count' : 'page'}`);
        for (const row of rows) log(`  ${row['QUERY PLAN']}`);
      }
    }
    await pool.end();
    await client.end();
    await app.close();
    await database.close();
  } finally {
    stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
