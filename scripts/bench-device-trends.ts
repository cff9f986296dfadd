/**
 * A location's device trend at the scale (issue 17): 500 devices of mixed types, three
 * years of monthly visits (36 reports of 500 inspections, 18,000 rows).
 *
 *   npm run bench:device-trends                            # an in-memory PGlite
 *   DATABASE_URL=postgres://… npm run bench:device-trends  # an empty PostgreSQL database of your own
 *
 * Writes the data through the database (the inspections in bulk, as a submit freezes them), then
 * times GET /api/locations/:id/device-trends over the three years and the trend report PDF through
 * app.inject (session, role check, validation, queries, serialization): the median of 10 after a
 * warm-up. The target is under a second. Figures for a person to read, never a test assertion.
 * BENCH_PARTS=1 also times the repository alone and prints EXPLAIN ANALYZE of its statement.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { Role, Status } from '../src/shared/constants';
import { buildApp } from '../src/server/app';
import { hashPassword } from '../src/server/auth/passwords';
import { testConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { queryRows } from '../src/server/db/sql-helpers';
import { sitePlans } from '../src/server/db/schema/devices';
import {
  type InspectionInput,
  insertDeviceSite,
  insertDevices,
  insertInspections,
  insertVisits,
} from '../src/server/device-trends/device-trends.fixtures';

const DEVICES = 500;
const MONTHS = 36;
const RUNS = 10;
const PASSWORD = 'bench-password-1';
const FROM = '2023-10-01';
const TO = '2026-09-30';
const TYPES = [
  'Bait station',
  'Snap trap',
  'Multi-catch trap',
  'Glue board',
  'Insect light trap',
  'Pheromone trap',
];
const PESTS: Record<string, string[]> = {
  'Snap trap': ['Mice', 'Rats'],
  'Multi-catch trap': ['Mice'],
  'Glue board': ['Mice', 'Cockroaches', 'Other insects'],
  'Insect light trap': ['House flies', 'Small flies', 'Moths', 'Other flying insects'],
  'Pheromone trap': ['Stored product moths', 'Beetles'],
};
const ZONES = ['Exterior', 'Kitchen', 'Storage', 'Dock', 'Dining'];

/** A fixed pseudo-random sequence, so every run loads the same data. */
let state = 42;
const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;

async function timeRuns(fn: () => Promise<void>): Promise<number[]> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return times;
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fieldbook-bench-trends-'));
  const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir: 'memory://' });
  await database.migrate();
  const { db } = database;
  const app = await buildApp({ config: testConfig({ DATA_DIR: dataDir }), database });
  await app.ready();
  try {
    const [user] = await queryRows<{ id: number }>(
      db,
      sql`insert into users (name, email, username, password_hash, type_id, status_id)
        values ('Bench Admin', 'bench-trends@example.com', 'benchtrends', ${await hashPassword(PASSWORD)},
                ${Role.Admin}, ${Status.Active}) returning id`,
    );
    const userId = user!.id;
    const loadStart = performance.now();
    const site = await insertDeviceSite(db, userId, 'Bench Food Plant');
    const png = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#f8f9fa' } })
      .png()
      .toBuffer();
    const filepath = `${'b'.repeat(32)}.png`;
    await app.files.put(`site-plans/${filepath}`, Readable.from([png]), {
      size: png.length,
      contentType: 'image/png',
    });
    const [plan] = await db
      .insert(sitePlans)
      .values({
        locationId: site.locationId,
        name: 'Plant floor',
        filepath,
        mime: 'image/png',
        size: png.length,
        width: 1600,
        height: 1000,
      })
      .returning({ id: sitePlans.id });
    const typeOf = (n: number) => TYPES[n % TYPES.length]!;
    const deviceIds = await insertDevices(
      db,
      site.locationId,
      Array.from({ length: DEVICES }, (_, i) => ({
        number: i + 1,
        typeId: site.types[typeOf(i)]!,
        zone: ZONES[i % ZONES.length]!,
        place: {
          planId: plan!.id,
          x: 0.02 + 0.96 * ((i % 25) / 24),
          y: 0.03 + 0.94 * (Math.floor(i / 25) / 19),
        },
      })),
    );
    const visitDays = Array.from({ length: MONTHS }, (_, m) => new Date(Date.UTC(2023, 9 + m, 12, 15)));
    const reportIds = await insertVisits(
      db,
      site,
      userId,
      visitDays.map((at) => ({ at })),
    );
    for (const [m, reportId] of reportIds.entries()) {
      const rows: InspectionInput[] = deviceIds.map((deviceId, i) => {
        const type = typeOf(i);
        const inspectedAt = new Date(visitDays[m]!.getTime() + i * 20_000);
        const pests = PESTS[type];
        if (!pests) {
          const activity = random() < 0.7 ? 0 : Math.ceil(random() * 3);
          return { reportId, deviceId, inspectedAt, activity, baitConsumed: activity * 20 };
        }
        const captures = Object.fromEntries(
          pests.map((p) => [p, random() < 0.6 ? 0 : Math.floor(random() * 6)]),
        );
        const activity = Object.values(captures).reduce((a, b) => a + b, 0);
        const condition = random() < 0.02 ? 'damaged' : 'good';
        return {
          reportId,
          deviceId,
          inspectedAt,
          activity,
          captures,
          condition,
          note: condition === 'good' ? '' : 'Cover cracked',
        };
      });
      await insertInspections(db, site, userId, rows);
    }
    // As autovacuum would after a load (PGlite has none; bench-activity does the same).
    await db.execute(sql`analyze`);
    console.log(
      `Loaded ${DEVICES} devices x ${MONTHS} visits (${DEVICES * MONTHS} inspections) on ` +
        `${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'} in ${((performance.now() - loadStart) / 1000).toFixed(1)} s`,
    );

    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: 'bench-trends@example.com', password: PASSWORD },
    });
    const cookie = (login.cookies as { name: string; value: string }[])
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    const call = async (url: string) => {
      const res = await app.inject({ method: 'GET', url, headers: { cookie } });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      return res;
    };
    const query = `from=${FROM}&to=${TO}`;
    const trendsUrl = `/api/locations/${site.locationId}/device-trends?${query}`;
    const pdfUrl = `/api/locations/${site.locationId}/device-trends.pdf?${query}`;
    const sample = await call(trendsUrl);
    const body = sample.json<{ devices: unknown[]; months: unknown[] }>();
    const trendTimes = await timeRuns(async () => void (await call(trendsUrl)));
    const pdf = await call(pdfUrl);
    const pdfTimes = await timeRuns(async () => void (await call(pdfUrl)));
    if (process.env.BENCH_PARTS) {
      const { deviceTrends } = await import('../src/server/device-trends/device-trends.repository');
      const q = { from: FROM, to: TO, threshold: 3 };
      const repoTimes = await timeRuns(
        async () => void (await deviceTrends(db, site.locationId, q, 'America/New_York')),
      );
      console.log(`repository alone: median ${median(repoTimes).toFixed(0)} ms`);
      const { trendSql } = await import('../src/server/device-trends/device-trends.repository');
      const plan = await queryRows<Record<string, string>>(
        db,
        sql`explain analyze ${trendSql(site.locationId, q, 'America/New_York')}`,
      );
      console.log(plan.map((r) => Object.values(r)[0]).join('\n'));
    }
    const fmt = (ms: number) => `${ms.toFixed(0)} ms`;
    console.log(
      `GET device-trends (3 years): median ${fmt(median(trendTimes))}, min ${fmt(Math.min(...trendTimes))}, ` +
        `max ${fmt(Math.max(...trendTimes))}; ${body.devices.length} devices x ${body.months.length} months, ` +
        `${(sample.rawPayload.length / 1024).toFixed(0)} KB`,
    );
    console.log(
      `GET device-trends.pdf (3 years): median ${fmt(median(pdfTimes))}, min ${fmt(Math.min(...pdfTimes))}, ` +
        `max ${fmt(Math.max(...pdfTimes))}; ${(pdf.rawPayload.length / 1024).toFixed(0)} KB`,
    );
    console.log(
      `Target < 1000 ms: trends ${median(trendTimes) < 1000 ? 'met' : 'MISSED'}, PDF ${median(pdfTimes) < 1000 ? 'met' : 'MISSED'}`,
    );
  } finally {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
