/**
 * The data of the device trend benchmark (issue 17), for both of its parts (in process and in a
 * browser): one location with 500 devices of mixed types on a site plan and three years of monthly
 * visits (36 finished reports of 500 inspections, 18,000 rows), written through the database as a
 * submit freezes them, plus an Admin who can log in to read it.
 */
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { Role, Status } from '../src/shared/constants';
import { hashPassword } from '../src/server/auth/passwords';
import type { Db } from '../src/server/db/client';
import { queryRows } from '../src/server/db/sql-helpers';
import { sitePlans } from '../src/server/db/schema/devices';
import type { FileStore } from '../src/server/storage/file-store';
import {
  type InspectionInput,
  insertDeviceSite,
  insertDevices,
  insertInspections,
  insertVisits,
} from '../src/server/device-trends/device-trends.fixtures';

export const DEVICES = 500;
export const MONTHS = 36;
/** The three years of visits: October 2023 to September 2026. */
export const FROM = '2023-10-01';
export const TO = '2026-09-30';
export const ADMIN_EMAIL = 'bench-trends@example.com';
export const ADMIN_PASSWORD = 'bench-password-1';

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

export interface TrendBenchData {
  locationId: number;
  userId: number;
}

/**
 * Writes the Admin, the location, its plan (the image into `files`), devices, visits and
 * inspections into a migrated, empty database; the same data on every call (a fixed
 * pseudo-random sequence). Ends with ANALYZE, as autovacuum would after a load.
 */
export async function loadTrendData(db: Db, files: FileStore): Promise<TrendBenchData> {
  let state = 42;
  const random = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;

  const [user] = await queryRows<{ id: number }>(
    db,
    sql`insert into users (name, email, username, password_hash, type_id, status_id)
      values ('Bench Admin', ${ADMIN_EMAIL}, 'benchtrends', ${await hashPassword(ADMIN_PASSWORD)},
              ${Role.Admin}, ${Status.Active}) returning id`,
  );
  const userId = user!.id;
  const site = await insertDeviceSite(db, userId, 'Bench Food Plant');
  const png = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#f8f9fa' } })
    .png()
    .toBuffer();
  const filepath = `${'b'.repeat(32)}.png`;
  await files.put(`site-plans/${filepath}`, Readable.from([png]), {
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
  return { locationId: site.locationId, userId };
}
