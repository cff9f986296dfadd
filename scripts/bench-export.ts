/**
 * A list's export at 100,000 rows and more: streamed with flat memory (issue 20).
 *
 *   npm run bench:export                         # 100,000 jobs in an in-memory PGlite
 *   npm run bench:export -- --rows 300000        # more
 *   DATABASE_URL=postgres://… npm run bench:export   # an empty PostgreSQL database of your own
 *
 * Fills the jobs, starts the app on a port, logs in as an Admin and downloads
 * /api/export/jobs as CSV and as XLSX over HTTP, reading the answer as it comes. Prints the rows,
 * the time, the bytes, and the process's heap and RSS before the export and at their peak during
 * it (sampled every 20 ms), and the
 * live heap after a full collection every 250 ms (what the export holds, garbage apart): the export reads 1,000 rows at a time, so the peak should not grow
 * with --rows. Figures for a person to read, never a timed test assertion.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { Role, Status } from '../src/shared/constants';
import { buildApp } from '../src/server/app';
import { hashPassword } from '../src/server/auth/passwords';
import { testConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? undefined : process.argv[i + 1];
};
const ROWS = Number(arg('rows') ?? 100_000);
const PASSWORD = 'bench-password-1';
const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

async function main() {
  const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir: 'memory://' });
  await database.migrate();
  const { db } = database;
  await db.execute(sql`insert into users (name, email, username, password_hash, type_id, status_id)
    values ('Bench Admin', 'bench-export@example.com', 'benchexport', ${await hashPassword(PASSWORD)},
            ${Role.Admin}, ${Status.Active})`);
  await db.execute(sql`insert into locations (name, address, latitude, longitude, status_id)
    select 'Site ' || g, g || ' Main Street', 40.7, -74, 1 from generate_series(1, 100) g`);
  const started = performance.now();
  await db.execute(sql`insert into jobs (name, category, location_id, status_id, created_at)
    select 'Job ' || g, case when g % 7 = 0 then 'Termites' else 'Rodents' end,
           (select min(id) from locations) + g % 100, 1, now() - g * interval '1 minute'
    from generate_series(1, ${ROWS}) g`);
  console.log(
    `Loaded ${ROWS} jobs in ${((performance.now() - started) / 1000).toFixed(1)} s (${database.kind})`,
  );

  const app = await buildApp({ config: testConfig(), database });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'bench-export@example.com', password: PASSWORD }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

  for (const format of ['csv', 'xlsx'] as const) {
    global.gc?.();
    const before = process.memoryUsage();
    const peak = { heap: before.heapUsed, rss: before.rss, live: before.heapUsed };
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peak.heap = Math.max(peak.heap, now.heapUsed);
      peak.rss = Math.max(peak.rss, now.rss);
    }, 20);
    // What the export holds on to: the heap after a full collection, every quarter second.
    const liveSampler = setInterval(() => {
      if (!global.gc) return;
      global.gc();
      peak.live = Math.max(peak.live, process.memoryUsage().heapUsed);
    }, 250);
    const t0 = performance.now();
    const res = await fetch(`${base}/api/export/jobs?format=${format}`, { headers: { cookie } });
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.byteLength;
      if (format === 'csv') for (const b of chunk) if (b === 10) lines += 1;
    }
    clearInterval(sampler);
    clearInterval(liveSampler);
    const seconds = (performance.now() - t0) / 1000;
    const rows = format === 'csv' ? lines - 1 : ROWS;
    console.log(
      `${format.toUpperCase()}: ${res.status}, ${rows} rows, ${mb(bytes)} in ${seconds.toFixed(1)} s ` +
        `(${Math.round(rows / seconds)} rows/s); heap ${mb(before.heapUsed)} before, ${mb(peak.heap)} peak ` +
        `(+${mb(peak.heap - before.heapUsed)}), live after GC ${mb(peak.live)} peak ` +
        `(+${mb(peak.live - before.heapUsed)}); RSS ${mb(before.rss)} before, ${mb(peak.rss)} peak ` +
        `(+${mb(peak.rss - before.rss)})`,
    );
  }
  await app.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
