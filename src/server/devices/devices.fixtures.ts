import { eq } from 'drizzle-orm';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { Status } from '@shared/constants';
import type { Db } from '../db/client';
import { devices, deviceTypes, sitePlans } from '../db/schema/devices';
import { jobs, jobUsers } from '../db/schema/jobs';
import { locations } from '../db/schema/locations';
import { multipartFile } from '../reports/reports.fixtures';
import type { Session, TestApp } from '../test/test-app';
import { newDeviceCode } from './devices.repository';

/** Test data for devices, written straight to the database. */

let seq = 0;

export async function insertLocation(db: Db, name?: string): Promise<number> {
  const n = ++seq;
  const [row] = await db
    .insert(locations)
    .values({
      name: name ?? `Device site ${n}`,
      address: `${n} Trap Lane`,
      latitude: 40.7,
      longitude: -74,
      statusId: Status.Active,
    })
    .returning({ id: locations.id });
  return row!.id;
}

/** A live job at the location with these users assigned. */
export async function insertJobAt(db: Db, locationId: number, assignees: number[] = []): Promise<number> {
  const [job] = await db
    .insert(jobs)
    .values({ name: `Device job ${++seq}`, category: 'Pest Control', locationId, statusId: Status.Active })
    .returning({ id: jobs.id });
  if (assignees.length > 0)
    await db.insert(jobUsers).values(assignees.map((userId) => ({ jobId: job!.id, userId })));
  return job!.id;
}

/** The id of a default type by name ("Bait station", "Snap trap", …). */
export async function typeId(db: Db, name = 'Bait station'): Promise<number> {
  const [row] = await db.select({ id: deviceTypes.id }).from(deviceTypes).where(eq(deviceTypes.name, name));
  return row!.id;
}

/** Devices numbered as given, of one type, in place. */
export async function insertDevices(
  db: Db,
  locationId: number,
  numbers: number[],
  input: Partial<{ typeId: number; zone: string }> = {},
): Promise<number[]> {
  const type = input.typeId ?? (await typeId(db));
  const rows = await db
    .insert(devices)
    .values(
      numbers.map((number) => ({
        locationId,
        number,
        typeId: type,
        zone: input.zone ?? '',
        code: newDeviceCode(),
      })),
    )
    .returning({ id: devices.id });
  return rows.map((r) => r.id);
}

/** A site plan row without a stored file (for place checks). */
export async function insertPlan(db: Db, locationId: number): Promise<number> {
  const [row] = await db
    .insert(sitePlans)
    .values({
      locationId,
      name: `Plan ${++seq}`,
      filepath: '0123456789abcdef0123456789abcdef.png',
      mime: 'image/png',
      size: 10,
      width: 100,
      height: 50,
    })
    .returning({ id: sitePlans.id });
  return row!.id;
}

/** A real PNG of this size (a grey floor with a darker square), made by sharp. */
export function planPng(width = 300, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 230, g: 230, b: 230 } } })
    .composite([
      {
        input: { create: { width: 40, height: 40, channels: 3, background: { r: 40, g: 40, b: 40 } } },
        left: 10,
        top: 10,
      },
    ])
    .png()
    .toBuffer();
}

/**
 * A PNG that says it is `width` × `height` and holds one row of pixels: its signature, its header,
 * that row and its end, as a crafted upload would be (a whole one takes seconds and gigabytes).
 */
export function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  // 8 bits per sample, truecolour, deflate, adaptive filtering, no interlace.
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    // The first row's worth of pixels and no more: the file is a few hundred bytes.
    chunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart body with a `name` field before the file part. */
export function planUpload(data: Buffer, opts: { name?: string; filename?: string; type?: string } = {}) {
  const file = multipartFile(data, { filename: opts.filename ?? 'ground-floor.png', type: opts.type });
  if (opts.name === undefined) return file;
  const boundary = /boundary=(.+)$/.exec(file.headers['content-type']!)![1]!;
  const field = `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${opts.name}\r\n`;
  return { payload: Buffer.concat([Buffer.from(field), file.payload]), headers: file.headers };
}

/** `POST /api/locations/{id}/site-plans` as the session's user. */
export function uploadPlan(
  t: TestApp,
  session: Session,
  locationId: number,
  body: ReturnType<typeof planUpload>,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/locations/${locationId}/site-plans`,
    payload: body.payload,
    headers: { ...body.headers, cookie: session.cookie, 'x-csrf-token': session.csrf },
  });
}

/** A call that really changes something, for each mutating devices route (csrf.api.test.ts). */
export function deviceCalls(db: Db): Record<string, () => Promise<{ url: string; payload?: unknown }>> {
  let n = 0;
  const device = async () => (await insertDevices(db, await insertLocation(db), [1]))[0]!;
  return {
    'POST /api/device-types': async () => ({
      url: '/api/device-types',
      payload: { name: `Csrf trap ${++n}`, activity: 'level' },
    }),
    'PATCH /api/device-types/:id': async () => {
      const [row] = await db
        .insert(deviceTypes)
        .values({ name: `Csrf type ${++n}` })
        .returning({ id: deviceTypes.id });
      return { url: `/api/device-types/${row!.id}`, payload: { name: `Csrf renamed ${n}` } };
    },
    'DELETE /api/device-types/:id': async () => {
      const [row] = await db
        .insert(deviceTypes)
        .values({ name: `Csrf unused ${++n}` })
        .returning({ id: deviceTypes.id });
      return { url: `/api/device-types/${row!.id}` };
    },
    'POST /api/locations/:id/devices': async () => ({
      url: `/api/locations/${await insertLocation(db)}/devices`,
      payload: { number: 1, type_id: await typeId(db) },
    }),
    'POST /api/locations/:id/devices/bulk': async () => ({
      url: `/api/locations/${await insertLocation(db)}/devices/bulk`,
      payload: { from: 1, to: 3, type_id: await typeId(db) },
    }),
    'PATCH /api/devices/:id': async () => ({
      url: `/api/devices/${await device()}`,
      payload: { zone: 'Csrf' },
    }),
    'POST /api/devices/:id/remove': async () => ({
      url: `/api/devices/${await device()}/remove`,
      payload: { removed_on: '2026-03-01' },
    }),
    'POST /api/locations/:id/site-plans': async () => {
      const form = new FormData();
      form.append('name', 'Csrf plan');
      form.append(
        'file',
        new Blob([new Uint8Array(await planPng(60, 60))], { type: 'image/png' }),
        'plan.png',
      );
      return { url: `/api/locations/${await insertLocation(db)}/site-plans`, payload: form };
    },
    'PATCH /api/site-plans/:id': async () => ({
      url: `/api/site-plans/${await insertPlan(db, await insertLocation(db))}`,
      payload: { name: 'Csrf renamed plan' },
    }),
    'DELETE /api/site-plans/:id': async () => ({
      url: `/api/site-plans/${await insertPlan(db, await insertLocation(db))}`,
    }),
  };
}
