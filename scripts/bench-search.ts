/**
 * Find anything at a million jobs (issue 18, docs/performance.md): GET /api/search timed on
 * PostgreSQL over HTTP through the app, and its repository function (searchEverything) called
 * bare, for common and rare texts, a number, part of an address, per role; then the plan of
 * every query one search sends (EXPLAIN ANALYZE): the indexes it reads and its time.
 *
 *   npm run bench:search                          # the list benchmark's data set on a throwaway cluster
 *   npm run bench:search -- --scale 0.05          # a quick run at 5 % of that
 *   npm run bench:search -- --keep /tmp/bench     # the cluster lives there (shared with bench:lists)
 *   npm run bench:search -- --plans               # print each query's whole plan too
 *
 * The data set is bench:lists' (scripts/bench-lists-data.ts): 1,000,000 jobs and reports, 20,000
 * locations and users, 2,000 templates, 5,000 chemicals; the locations get customer names here.
 */
import { performance } from 'node:perf_hooks';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { Role, Status } from '../src/shared/constants';
import { buildApp } from '../src/server/app';
import { hashPassword } from '../src/server/auth/passwords';
import type { SessionUser } from '../src/server/auth/sessions.repository';
import { testConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { createPool } from '../src/server/db/pg-pool';
import { searchEverything } from '../src/server/search/search.repository';
import { findPgBin, startCluster } from '../src/server/test/postgres-cluster';
import { loadData, sizesFor } from './bench-lists-data';
import { addMissingData } from './bench-visits-audit-data';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? undefined : process.argv[i + 1];
};
const SCALE = Number(arg('scale') ?? 1);
const KEEP = arg('keep');
const PLANS = process.argv.includes('--plans');
const RUNS = Number(arg('runs') ?? 60);
const PASSWORD = 'bench-password-1';
const TARGET_MS = 50;

type As = 'admin' | 'supervisor' | 'technician';
interface Case {
  label: string;
  q: string;
  as: As;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN;

/** RUNS timings after 3 warm-ups, sorted. */
async function sample(fn: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 3; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

async function clusterUrl(): Promise<{ url: string; stop: () => void }> {
  const bin = findPgBin();
  if (!bin) throw new Error('PostgreSQL is not installed (no initdb/pg_ctl).');
  const cluster = await startCluster(bin, KEEP);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      cluster.stop();
      process.exit(130);
    });
  }
  const admin = new pg.Client({ connectionString: cluster.url('postgres') });
  await admin.connect();
  const { rowCount } = await admin.query(`select 1 from pg_database where datname = 'bench'`);
  if (!rowCount) await admin.query('create database bench');
  await admin.end();
  return { url: cluster.url('bench'), stop: cluster.stop };
}

/** A customer for every location (the list benchmark leaves them blank): 2,000 names, 10 sites each. */
async function nameCustomers(client: pg.Client) {
  const { rowCount } = await client.query(
    `update locations set customer_name =
       (array['Marlowe','Quayside','Northwind','Bluebird','Cedar','Ironside','Lakeshore','Redwood'])[1 + id % 8]
       || ' ' || (array['Provisions','Holdings','Foods','Properties','Logistics'])[1 + (id / 8) % 5]
       || ' ' || (id % 2000)
     where customer_name = ''`,
  );
  // As autovacuum soon would: right after the update, half the table's rows are dead and the
  // planner read every location instead of asking the trigram indexes.
  if (rowCount) await client.query('vacuum analyze locations');
}

/** Each plan node's index or table scan, as "Index Scan jobs_pkey" / "Seq Scan jobs". */
function scansOf(node: Record<string, unknown>, out: string[] = []): string[] {
  const type = String(node['Node Type']);
  if (type.includes('Scan')) {
    const on = (node['Index Name'] ?? node['Relation Name']) as string | undefined;
    if (on) out.push(`${type.replace(' Scan', '')} ${on}`);
  }
  for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) scansOf(child, out);
  return out;
}

async function main() {
  const { url, stop } = await clusterUrl();
  try {
    const migrator = await openDatabase({ url, dataDir: '' });
    await migrator.migrate();
    await migrator.close();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    client.on('error', () => undefined);
    const { rows: version } = await client.query<{ v: string }>('select version() as v');
    console.log(`PostgreSQL: ${version[0]?.v}\nNode ${process.version}, scale ${SCALE}`);
    const passwordHash = await hashPassword(PASSWORD);
    const { rowCount: loaded } = await client.query(`select 1 from users where email = 'bench1@example.com'`);
    if (loaded) {
      console.log(`Reusing the data set in ${KEEP}.`);
      await addMissingData(client, sizesFor(SCALE));
    } else {
      console.log('Loading:');
      await loadData(client, sizesFor(SCALE), passwordHash);
    }
    await nameCustomers(client);
    await client.query(
      `insert into users (name, email, username, password_hash, type_id, status_id)
       values ('Bench Admin', 'bench-admin@example.com', 'benchadmin', $1, ${Role.Admin}, ${Status.Active})
       on conflict (lower(email)) where deleted_at is null do update set password_hash = excluded.password_hash`,
      [passwordHash],
    );
    const { rows: counts } = await client.query(
      `select (select count(*) from jobs) jobs, (select count(*) from reports) reports,
              (select count(*) from locations) locations, (select count(*) from users) users,
              (select count(*) from templates) templates, (select count(*) from chemicals) chemicals`,
    );
    console.log(`Rows: ${JSON.stringify(counts[0])}`);
    const { rows: people } = await client.query<SessionUser & { type_id: number }>(
      `select id, name, email, username, type_id from users
       where email in ('bench-admin@example.com', 'bench5@example.com', 'bench1@example.com')`,
    );
    const person = (email: string) => {
      const p = people.find((u) => u.email === email);
      if (!p) throw new Error(`no ${email}`);
      return { id: p.id, name: p.name, email: p.email, username: p.username, typeId: p.type_id };
    };
    const actors: Record<As, SessionUser & { login: string }> = {
      admin: { ...person('bench-admin@example.com'), login: 'bench-admin@example.com' },
      supervisor: { ...person('bench5@example.com'), login: 'bench5@example.com' },
      technician: { ...person('bench1@example.com'), login: 'bench1@example.com' },
    };
    const { rows: some } = await client.query<{
      job: number;
      report: number;
      address: string;
      customer: string;
    }>(
      `select (select max(id) / 2 from jobs) job, (select max(id) / 3 from reports) report,
              (select split_part(address, ',', 1) from locations
               where id = (select max(id) * 3 / 5 from locations)) address,
              (select customer_name from locations where id = (select max(id) / 5 from locations)) customer`,
    );
    const s = some[0]!;
    const cases: Case[] = [
      { label: 'common word (pest)', q: 'pest', as: 'admin' },
      { label: 'common word (service)', q: 'service', as: 'admin' },
      { label: 'rare word (zanzibar)', q: 'zanzibar', as: 'admin' },
      { label: 'nothing matches (qxjvw)', q: 'qxjvw', as: 'admin' },
      { label: `a job's number (${s.job})`, q: String(s.job), as: 'admin' },
      { label: `a report's number (#${s.report})`, q: `#${s.report}`, as: 'admin' },
      { label: `part of an address (${s.address})`, q: s.address, as: 'admin' },
      { label: 'part of a street (elm ave)', q: 'elm ave', as: 'admin' },
      { label: `a customer (${s.customer})`, q: s.customer, as: 'admin' },
      { label: 'a person (okafor)', q: 'okafor', as: 'admin' },
      { label: 'a job name and number (rodent baiting 4242)', q: 'rodent baiting 4242', as: 'admin' },
      { label: 'a chemical (advion)', q: 'advion', as: 'admin' },
      { label: 'Supervisor, common word (pest)', q: 'pest', as: 'supervisor' },
      { label: 'Supervisor, rare word (zanzibar)', q: 'zanzibar', as: 'supervisor' },
      { label: 'Technician, common word (pest)', q: 'pest', as: 'technician' },
      { label: 'Technician, a name (termite)', q: 'termite', as: 'technician' },
    ];

    let capture: { sql: string; params: unknown[] }[] | undefined;
    const pool = createPool(url, { warn: (m) => console.warn(m) });
    const db = drizzle(pool, { logger: { logQuery: (sql, params) => capture?.push({ sql, params }) } });
    const app = await buildApp({
      config: testConfig(),
      database: {
        db,
        raw: { executeSql: (text, values) => pool.query(text, values) },
        kind: 'postgres',
        migrate: () => migrate(db, { migrationsFolder: '' }),
        close: () => pool.end(),
      },
    });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const cookies = {} as Record<As, string>;
    for (const as of Object.keys(actors) as As[]) {
      const res = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: actors[as].login, password: PASSWORD }),
      });
      if (res.status !== 200) throw new Error(`login ${as}: ${res.status}`);
      cookies[as] = res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
    }

    const tz = app.config.APP_TIMEZONE;
    const f = (n: number) => n.toFixed(1).padStart(7);
    console.log(
      `\nms over ${RUNS} runs: app = GET /api/search?q=…&limit=5 over HTTP, repo = searchEverything bare`,
    );
    console.log(`${'case'.padEnd(48)} app p50  app p95 repo p50 repo p95  found`);
    const over: string[] = [];
    const plans: string[] = [];
    for (const c of cases) {
      const get = async () => {
        const res = await fetch(`${base}/api/search?q=${encodeURIComponent(c.q)}&limit=5`, {
          headers: { cookie: cookies[c.as] },
        });
        const body = (await res.json()) as { results: { kind: string }[] };
        if (res.status !== 200) throw new Error(`${c.q}: ${res.status} ${JSON.stringify(body)}`);
        return body.results;
      };
      const repo = () => searchEverything(db, actors[c.as], { q: c.q, limit: 5 }, tz);
      const results = await get();
      const app = await sample(get);
      capture = [];
      await repo();
      const queries = capture;
      capture = undefined;
      const bare = await sample(repo);
      const kinds = new Map<string, number>();
      for (const r of results) kinds.set(r.kind, (kinds.get(r.kind) ?? 0) + 1);
      const foundText = [...kinds].map(([k, n]) => `${k} ${n}`).join(', ') || 'nothing';
      const [a50, a95, r50, r95] = [pct(app, 0.5), pct(app, 0.95), pct(bare, 0.5), pct(bare, 0.95)];
      if (a50 >= TARGET_MS || a95 >= TARGET_MS) over.push(c.label);
      console.log(`${c.label.padEnd(48)} ${f(a50)}  ${f(a95)}  ${f(r50)}  ${f(r95)}  ${foundText}`);
      plans.push(`\n${c.label} (${c.as}), ${queries.length} queries:`);
      for (const q of queries) {
        const { rows } = await pool.query<{ 'QUERY PLAN': [Record<string, unknown>] }>(
          `explain (analyze, format json) ${q.sql}`,
          q.params,
        );
        const plan = rows[0]!['QUERY PLAN'][0];
        const top = plan.Plan as Record<string, unknown>;
        const from = /from "(\w+)"/.exec(q.sql)?.[1] ?? '?';
        plans.push(
          `  ${from.padEnd(10)} ${Number(plan['Execution Time']).toFixed(2).padStart(7)} ms  ${[...new Set(scansOf(top))].join(', ')}`,
        );
        if (PLANS) {
          const { rows: text } = await pool.query<{ 'QUERY PLAN': string }>(
            `explain (analyze) ${q.sql}`,
            q.params,
          );
          plans.push(...text.map((r) => `      ${r['QUERY PLAN']}`));
        }
      }
    }
    console.log(
      over.length
        ? `\nOver the target (p50 and p95 under ${TARGET_MS} ms): ${over.join('; ')}`
        : `\nEvery case under the target (p50 and p95 under ${TARGET_MS} ms).`,
    );
    console.log('\nPlans (EXPLAIN ANALYZE of each query of one search: table, time, what it reads):');
    console.log(plans.join('\n'));
    await app.close();
    await client.end();
  } finally {
    stop();
    if (KEEP) console.log(`Cluster stopped; its data stays in ${KEEP} for the next --keep run.`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
