import { randomBytes } from 'node:crypto';
import { and, asc, between, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  deviceBulkBody,
  deviceCreateBody,
  DevicePlace,
  DeviceRow,
  devicesQuery,
  deviceUpdateBody,
} from '@shared/schemas/devices';
import type { Db } from '../db/client';
import { devices, deviceTypes, sitePlans } from '../db/schema/devices';
import { locations } from '../db/schema/locations';
import { conflict, fieldError, HttpError, notFound } from '../http/errors';
import { isUniqueViolation } from './unique-violation';

type CreateInput = z.output<typeof deviceCreateBody>;
type BulkInput = z.output<typeof deviceBulkBody>;
type UpdateInput = z.output<typeof deviceUpdateBody>;
export type ActiveFilter = z.output<typeof devicesQuery>['active'];

/** How many taken numbers a refused bulk add names before "…". */
const NAMED_NUMBERS = 20;

export const deviceNotFound = () => new HttpError(404, 'device.notFound');

/** The random text a device's QR label carries: 16 bytes, unguessable, URL-safe. */
export const newDeviceCode = () => randomBytes(16).toString('base64url');

const deviceColumns = {
  id: devices.id,
  location_id: devices.locationId,
  number: devices.number,
  type_id: devices.typeId,
  type_name: deviceTypes.name,
  zone: devices.zone,
  placement: devices.placement,
  plan_id: devices.planId,
  plan_x: devices.planX,
  plan_y: devices.planY,
  installed_on: devices.installedOn,
  removed_on: devices.removedOn,
  active: devices.active,
  code: devices.code,
};

type DeviceRecord = Omit<DeviceRow, 'place'> & {
  plan_id: number | null;
  plan_x: number | null;
  plan_y: number | null;
};

function asRow({ plan_id, plan_x, plan_y, ...rest }: DeviceRecord): DeviceRow {
  const place = plan_id !== null ? { plan_id, x: plan_x ?? 0, y: plan_y ?? 0 } : null;
  return { ...rest, place };
}

async function selectDevices(db: Db, where: SQL | undefined): Promise<DeviceRow[]> {
  const rows = await db
    .select(deviceColumns)
    .from(devices)
    .innerJoin(deviceTypes, eq(deviceTypes.id, devices.typeId))
    .where(where)
    .orderBy(asc(devices.number));
  return rows.map(asRow);
}

/** A location not deleted; locked when devices are about to be numbered there. */
export async function assertLocation(db: Db, id: number, lock = false): Promise<void> {
  const query = db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, id), isNull(locations.deletedAt)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('location');
}

const activeWhere = (active: ActiveFilter) =>
  active === 'active'
    ? eq(devices.active, true)
    : active === 'removed'
      ? eq(devices.active, false)
      : undefined;

export async function listDevices(db: Db, locationId: number, active: ActiveFilter): Promise<DeviceRow[]> {
  await assertLocation(db, locationId);
  return selectDevices(db, and(eq(devices.locationId, locationId), activeWhere(active)));
}

export async function deviceById(db: Db, id: number): Promise<DeviceRow> {
  const [row] = await selectDevices(db, eq(devices.id, id));
  if (!row) throw deviceNotFound();
  return row;
}

/** The devices a label sheet prints: the ids given (of this location), or those in place. */
export async function labelDevices(db: Db, locationId: number, ids: number[] | null): Promise<DeviceRow[]> {
  await assertLocation(db, locationId);
  const which = ids ? sql`${devices.id} = any(${`{${ids.join(',')}}`}::int[])` : eq(devices.active, true);
  return selectDevices(db, and(eq(devices.locationId, locationId), which));
}

async function assertType(db: Db, typeId: number): Promise<void> {
  const [row] = await db
    .select({ id: deviceTypes.id })
    .from(deviceTypes)
    .where(and(eq(deviceTypes.id, typeId), isNull(deviceTypes.deletedAt)));
  if (!row) throw fieldError(400, 'device.typeRequired', 'type_id');
}

/** A place is on a plan (not deleted) of the device's own location. */
async function assertPlace(db: Db, locationId: number, place: DevicePlace | null | undefined): Promise<void> {
  if (!place) return;
  const [plan] = await db
    .select({ locationId: sitePlans.locationId })
    .from(sitePlans)
    .where(and(eq(sitePlans.id, place.plan_id), isNull(sitePlans.deletedAt)));
  if (!plan) throw fieldError(400, 'device.planPosition', 'place');
  if (plan.locationId !== locationId) throw fieldError(400, 'device.planOtherLocation', 'place');
}

const placeColumns = (place: DevicePlace | null) => ({
  planId: place?.plan_id ?? null,
  planX: place?.x ?? null,
  planY: place?.y ?? null,
});

const numberTaken = (number: number) => conflict({ code: 'device.numberTaken', params: { number } });

/** "3, 4, 5", or the first 20 and "…". */
export function numbersText(numbers: number[]): string {
  const named = numbers.slice(0, NAMED_NUMBERS).join(', ');
  return numbers.length > NAMED_NUMBERS ? `${named}, …` : named;
}

/** A number stays taken for ever at its location: removed devices keep theirs (the unique key says so too). */
async function takenNumbers(db: Db, locationId: number, from: number, to: number): Promise<number[]> {
  const rows = await db
    .select({ number: devices.number })
    .from(devices)
    .where(and(eq(devices.locationId, locationId), between(devices.number, from, to)))
    .orderBy(asc(devices.number));
  return rows.map((r) => r.number);
}

export async function createDevice(tx: Db, locationId: number, body: CreateInput): Promise<number> {
  await assertLocation(tx, locationId, true);
  await assertType(tx, body.type_id);
  await assertPlace(tx, locationId, body.place);
  if ((await takenNumbers(tx, locationId, body.number, body.number)).length > 0) {
    throw numberTaken(body.number);
  }
  try {
    const [row] = await tx
      .insert(devices)
      .values({
        locationId,
        number: body.number,
        typeId: body.type_id,
        zone: body.zone,
        placement: body.placement,
        installedOn: body.installed_on,
        code: newDeviceCode(),
        ...placeColumns(body.place),
      })
      .returning({ id: devices.id });
    return row!.id;
  } catch (error) {
    if (isUniqueViolation(error, 'devices_location_number_key')) throw numberTaken(body.number);
    throw error;
  }
}

/** "Stations 1 to 40": all of them or, when any number is taken, none (409 naming every taken one). */
export async function createDevices(tx: Db, locationId: number, body: BulkInput): Promise<number[]> {
  await assertLocation(tx, locationId, true);
  await assertType(tx, body.type_id);
  const taken = await takenNumbers(tx, locationId, body.from, body.to);
  const refused = (numbers: number[]) =>
    conflict({ code: 'device.numbersTaken', params: { numbers: numbersText(numbers) } });
  if (taken.length > 0) throw refused(taken);
  const values = Array.from({ length: body.to - body.from + 1 }, (_, i) => ({
    locationId,
    number: body.from + i,
    typeId: body.type_id,
    zone: body.zone,
    placement: body.placement,
    installedOn: body.installed_on,
    code: newDeviceCode(),
  }));
  try {
    const rows = await tx.insert(devices).values(values).returning({ id: devices.id });
    return rows.map((r) => r.id);
  } catch (error) {
    // Another add took a number meanwhile (the location lock makes it unlikely).
    if (isUniqueViolation(error, 'devices_location_number_key')) throw refused([body.from, body.to]);
    throw error;
  }
}

/** A device locked for a change; a removed one refuses every change (it only keeps its history). */
async function liveDevice(tx: Db, id: number) {
  const [row] = await tx
    .select({ locationId: devices.locationId, active: devices.active, installedOn: devices.installedOn })
    .from(devices)
    .where(eq(devices.id, id))
    .for('update');
  if (!row) throw deviceNotFound();
  if (!row.active) throw conflict('device.removed');
  return row;
}

export async function updateDevice(tx: Db, id: number, body: UpdateInput): Promise<void> {
  const device = await liveDevice(tx, id);
  if (body.type_id !== undefined) await assertType(tx, body.type_id);
  await assertPlace(tx, device.locationId, body.place);
  await tx
    .update(devices)
    .set({
      typeId: body.type_id,
      zone: body.zone,
      placement: body.placement,
      installedOn: body.installed_on,
      ...(body.place !== undefined ? placeColumns(body.place) : {}),
      updatedAt: new Date(),
    })
    .where(eq(devices.id, id));
}

/** Out of service from `removedOn`: never deleted, so its number stays taken and its findings stay. */
export async function removeDevice(tx: Db, id: number, removedOn: string): Promise<void> {
  const device = await liveDevice(tx, id);
  if (device.installedOn && removedOn < device.installedOn) {
    throw fieldError(400, 'device.dates', 'removed_on');
  }
  await tx.update(devices).set({ active: false, removedOn, updatedAt: new Date() }).where(eq(devices.id, id));
}
