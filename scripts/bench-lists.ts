/**
 * Every list at a million rows, through the app and bare (docs/performance.md, decision 0023).
 *
 *   npm run bench:lists                        # 1,000,000 jobs and reports on a throwaway cluster
 *   npm run bench:lists -- --scale 0.05        # a quick run at 5 % of that
 *   npm run bench:lists -- --keep /tmp/bench   # the cluster lives there; the next run reuses its data
 *   npm run bench:lists -- --only reports      # the cases whose label holds the word
 *   npm run bench:all -- --keep /tmp/bench      # the same: every case, lists to exports (issue 34)
 *
 * Each case is timed over HTTP against the app listening on a port, from a process of its own
 * (bench-outside-client.ts) and after warming up (logged in: session lookup,
 * role check, validation, queries, serialization), then the SQL that request sent (captured
 * through drizzle's logger, the session lookup left out) is run bare through `pg`, one query
 * after another, and timed the same way. Before the cases, the floor every request pays before
 * its own SQL (an empty bare route, the app's health check with and without a session); after,
 * the cases over 2× their bare SQL and how long that SQL is. Last, requests/s of the jobs list against a bare
 * Fastify route that sends the same SQL, each loaded by a separate process.
 */
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import Fastify from 'fastify';
import pg from 'pg';
import { Role, Status } from '../src/shared/constants';
import { buildApp } from '../src/server/app';
import { hashPassword } from '../src/server/auth/passwords';
import { testConfig } from '../src/server/config';
import { dataMigrationList } from '../src/server/data-migration-list';
import { runDataMigrations } from '../src/server/data-migrations/data-migrations';
import { openDatabase } from '../src/server/db/client';
import { createPool } from '../src/server/db/pg-pool';
import { findPgBin, startCluster } from '../src/server/test/postgres-cluster';
import { loadData, sizesFor } from './bench-lists-data';
import { addMissingData } from './bench-visits-audit-data';
import { listCases } from './bench-lists-cases';
import { outsideClient } from './bench-outside-client';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? undefined : process.argv[i + 1];
};
const SCALE = Number(arg('scale') ?? 1);
const KEEP = arg('keep');
const ONLY = arg('only');
const MAX_RUNS = Number(arg('runs') ?? 100);
const CASE_BUDGET_MS = 4_000;
const PASSWORD = 'bench-password-1';

interface Query {
  sql: string;
  params: unknown[];
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN;

/**
 * Up to MAX_RUNS timings (at least 10) within the case's time budget, after up to 500 warm-ups
 * within a second; a case that takes seconds a request (before the work of decision 0023) gets 1
 * warm-up and 5 runs.
 */
async function sample(fn: () => Promise<unknown>): Promise<number[]> {
  const first = performance.now();
  await fn();
  const slow = performance.now() - first > 1_000;
  // Warmed as the app is (bench-outside-client.ts), so both sides are timed at their steady pace.
  const warm = performance.now() + 1_000;
  for (let i = 0; !slow && i < 500 && performance.now() < warm; i++) await fn();
  const times: number[] = [];
  const until = performance.now() + CASE_BUDGET_MS;
  const min = slow ? 5 : 10;
  while (times.length < MAX_RUNS && (times.length < min || performance.now() < until)) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

/** Requests/s a separate process gets from `url` with 8 requests in flight for 5 seconds. */
function throughput(url: string, cookie: string): Promise<number> {
  const code = `
    const [url, cookie] = process.argv.slice(1);
    let done = 0; const end = Date.now() + 5000;
    const worker = async () => { while (Date.now() < end) {
      const r = await fetch(url, { headers: { cookie } }); await r.arrayBuffer();
      if (r.status !== 200) throw new Error(url + ': ' + r.status); done++; } };
    await Promise.all(Array.from({ length: 8 }, worker));
    console.log(done / 5);`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', code, url, cookie]);
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => process.stderr.write(d));
    child.on('exit', (c) => (c === 0 ? resolve(Number(out.trim())) : reject(new Error(`load exit ${c}`))));
  });
}

/** The `total` (and `total_estimated`) a list answers in its body, as `~N` when estimated. */
function totalIn(body: Buffer): string {
  const json = JSON.parse(body.toString()) as { total?: number; total_estimated?: boolean };
  if (typeof json !== 'object' || json === null || json.total === undefined) return '';
  return `${json.total_estimated ? '~' : ''}${json.total}`;
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

async function main() {
  const { url, stop } = await clusterUrl();
  try {
    const migrator = await openDatabase({ url, dataDir: '' });
    await migrator.migrate();
    // A kept data set made by an earlier version gets its stored rows upgraded as a start would,
    // in batches (decision 0051), here awaited and timed.
    const upgradeStart = performance.now();
    await runDataMigrations(migrator.db, dataMigrationList(testConfig().APP_TIMEZONE), {
      now: () => new Date(),
      log: { info: (m) => console.log(m), error: (m) => console.error(m) },
    });
    console.log(`Stored data upgraded in ${Math.round(performance.now() - upgradeStart)} ms.`);
    await migrator.close();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    // The cluster stopping at the end (or on an error) must not crash the script on this client.
    client.on('error', () => undefined);
    const { rows: version } = await client.query<{ v: string }>('select version() as v');
    console.log(`PostgreSQL: ${version[0]?.v}\nNode ${process.version}, scale ${SCALE}`);
    const passwordHash = await hashPassword(PASSWORD);
    const { rowCount: loaded } = await client.query(
      `select 1 from users where email = 'bench-admin@example.com'`,
    );
    if (loaded) {
      console.log(`Reusing the data set in ${KEEP}.`);
      await addMissingData(client, sizesFor(SCALE));
    } else {
      console.log('Loading:');
      await loadData(client, sizesFor(SCALE), passwordHash);
    }
    await client.query(
      `insert into users (name, email, username, password_hash, type_id, status_id)
       values ('Bench Admin', 'bench-admin@example.com', 'benchadmin', $1, ${Role.Admin}, ${Status.Active})
       on conflict (lower(email)) where deleted_at is null do update set password_hash = excluded.password_hash`,
      [passwordHash],
    );
    const { rows: counts } = await client.query(
      `select (select count(*) from jobs) jobs, (select count(*) from reports) reports,
              (select count(*) from users) users, (select count(*) from chemicals) chemicals,
              (select count(*) from applications) applications, (select count(*) from visits) visits,
              (select count(*) from audit_log) audit`,
    );
    console.log(`Rows: ${JSON.stringify(counts[0])}`);

    // The app on its own pool, with every query it sends recorded while `capture` is set.
    let capture: Query[] | undefined;
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
    const cookieFor = async (login: string) => {
      const res = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login, password: PASSWORD }),
      });
      if (res.status !== 200) throw new Error(`login ${login}: ${res.status} ${await res.text()}`);
      return res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
    };
    const cookies = {
      admin: await cookieFor('bench-admin@example.com'),
      technician: await cookieFor('bench1@example.com'),
      // bench5 is a Supervisor (every fifth user, bench-lists-data.ts) on about 2,000 jobs.
      supervisor: await cookieFor('bench5@example.com'),
    };

    // The app's pool settings (JIT off), so the bare SQL is timed as the app runs it.
    const bare = new pg.Pool({ connectionString: url, max: 10, options: '-c jit=off' });
    const runBare = async (queries: Query[]) => {
      for (const q of queries) await bare.query(q.sql, q.params);
    };
    // What every request costs before its own SQL, so a ratio over a query of a fraction of a
    // millisecond reads as what it is: the HTTP round trip, then the session's lookup.
    const floorApp = Fastify();
    floorApp.get('/empty', async () => ({}));
    const floorBase = await floorApp.listen({ port: 0, host: '127.0.0.1' });
    const outside = outsideClient({ maxRuns: MAX_RUNS, budgetMs: CASE_BUDGET_MS });
    const p50Of = async (target: string, headers: Record<string, string> = {}) =>
      pct(await outside.sample(target, headers), 0.5);
    const floor = {
      empty: await p50Of(`${floorBase}/empty`),
      health: await p50Of(`${base}/api/health`),
      session: await p50Of(`${base}/api/health`, { cookie: cookies.admin }),
    };
    await floorApp.close();
    console.log(
      `Floor, p50: an empty bare Fastify route ${floor.empty.toFixed(2)} ms; the app's health check (one select 1) ${floor.health.toFixed(2)} ms, logged in (its session looked up) ${floor.session.toFixed(2)} ms`,
    );
    const f = (n: number) => (n < 10 ? n.toFixed(2) : n.toFixed(1)).padStart(7);
    console.log(
      `\nms, ${MAX_RUNS} runs or ${CASE_BUDGET_MS / 1000} s a case (n), app = HTTP through the app, sql = its queries bare through pg`,
    );
    console.log(`${'case'.padEnd(58)}   app p50  app p99  sql p50  sql p99  ratio    n      KB  total`);
    const cases = (await listCases(client)).filter((c) => !ONLY || c.label.includes(ONLY));
    const over: string[] = [];
    const overRatio: { label: string; sql: number; added: number }[] = [];
    for (const c of cases) {
      const cookie = cookies[c.as ?? 'admin'];
      capture = [];
      const { status, headers, body } = await outside.get(`${base}${c.url}`, { cookie });
      if (status !== 200) throw new Error(`${c.url}: ${status} ${body.toString()}`);
      const queries = capture.filter((q) => !/"sessions"/.test(q.sql));
      capture = undefined;
      const bytes = body.byteLength;
      const total = (headers['x-total-count'] as string | undefined) ?? totalIn(body);
      const appTimes = await outside.sample(`${base}${c.url}`, { cookie });
      const sqlTimes = await sample(() => runBare(queries));
      const [a50, a99, s50, s99] = [
        pct(appTimes, 0.5),
        pct(appTimes, 0.99),
        pct(sqlTimes, 0.5),
        pct(sqlTimes, 0.99),
      ];
      if (a50 >= 20 || a99 >= 100) over.push(c.label);
      if (a50 > 2 * s50) overRatio.push({ label: c.label, sql: s50, added: a50 - s50 });
      console.log(
        `${c.label.padEnd(58)} ${f(a50)}  ${f(a99)}  ${f(s50)}  ${f(s99)} ${(a50 / s50).toFixed(1).padStart(6)} ${String(appTimes.length).padStart(4)} ${(bytes / 1024).toFixed(1).padStart(7)}  ${total}`,
      );
    }
    console.log(
      over.length
        ? `\nOver the target (p50 20 ms, p99 100 ms): ${over.join('; ')}`
        : '\nEvery case under the target (p50 20 ms, p99 100 ms).',
    );
    console.log(
      overRatio.length
        ? `Over 2× bare SQL (p50): ${overRatio.length} of ${cases.length} cases, their SQL ${Math.min(...overRatio.map((o) => o.sql)).toFixed(2)} to ${Math.max(...overRatio.map((o) => o.sql)).toFixed(2)} ms, the app adding ${Math.min(...overRatio.map((o) => o.added)).toFixed(2)} to ${Math.max(...overRatio.map((o) => o.added)).toFixed(2)} ms: ${overRatio.map((o) => o.label).join('; ')}`
        : 'Every case within 2× its bare SQL (p50).',
    );

    const listUrl = '/api/get-jobs-filtered';
    capture = [];
    await fetch(`${base}${listUrl}`, { headers: { cookie: cookies.admin } });
    const queries = capture.filter((q) => !/"sessions"/.test(q.sql));
    capture = undefined;
    const bareApp = Fastify();
    bareApp.get('/bare', async () => {
      const results = await Promise.all(queries.map((q) => bare.query(q.sql, q.params)));
      return results.map((r): unknown[] => r.rows);
    });
    const bareBase = await bareApp.listen({ port: 0, host: '127.0.0.1' });
    const appRps = await throughput(`${base}${listUrl}`, cookies.admin);
    const bareRps = await throughput(`${bareBase}/bare`, '');
    console.log(
      `\nThroughput, jobs list page 1, 8 in flight for 5 s: app ${appRps.toFixed(0)} requests/s, bare Fastify route with the same SQL ${bareRps.toFixed(0)} requests/s (${((appRps / bareRps) * 100).toFixed(0)} %)`,
    );
    await bareApp.close();
    outside.close();
    await app.close();
    await bare.end();
    await client.end();
  } finally {
    stop();
    if (KEEP) console.log(`Cluster stopped; its data stays in ${KEEP} for the next --keep run.`);
  }
}

main().then(
  // Open handles (an app left listening after a failure) must not keep the script alive.
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
