import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { deviceTypeBody, DeviceTypeRow } from '@shared/schemas/devices';
import type { Db } from '../db/client';
import { type Keyset, key, orderOf } from '../db/keyset';
import { devices, deviceTypes } from '../db/schema/devices';
import { conflict, fieldError, HttpError } from '../http/errors';
import { isUniqueViolation } from './unique-violation';

type TypeInput = z.output<typeof deviceTypeBody>;

export const typeNotFound = () => new HttpError(404, 'device.typeNotFound');
const nameTaken = () => new HttpError(409, 'device.typeNameTaken', { name: 'device.typeNameTaken' });

// Spelled out: drizzle leaves the table off column names in a query of one table.
const deviceCount = sql<number>`(select count(*)::int from devices d where d.type_id = device_types.id)`;

const typeColumns = {
  id: deviceTypes.id,
  name: deviceTypes.name,
  activity: deviceTypes.activity,
  pests: deviceTypes.pests,
  bait: deviceTypes.bait,
  device_count: deviceCount,
};

const asRow = (r: { activity: string } & Omit<DeviceTypeRow, 'activity'>): DeviceTypeRow => ({
  ...r,
  activity: r.activity as DeviceTypeRow['activity'],
  device_count: Number(r.device_count),
});

/** By name without regard to case, then by id: the list's order, and the export's keyset. */
export const DEVICE_TYPES_KEYSET: Keyset = {
  keys: [key(sql`lower(${deviceTypes.name})`, 'text'), key(deviceTypes.id, 'int')],
  direction: 'asc',
};
export const liveDeviceType = isNull(deviceTypes.deletedAt);

/** The types not deleted (or of these ids), by name. */
export async function listDeviceTypes(db: Db, ids?: number[]): Promise<DeviceTypeRow[]> {
  const rows = await db
    .select(typeColumns)
    .from(deviceTypes)
    .where(ids ? and(liveDeviceType, inArray(deviceTypes.id, ids)) : liveDeviceType)
    .orderBy(...orderOf(DEVICE_TYPES_KEYSET));
  return rows.map(asRow);
}

export async function deviceTypeById(db: Db, id: number, lock = false): Promise<DeviceTypeRow> {
  const query = db
    .select(typeColumns)
    .from(deviceTypes)
    .where(and(eq(deviceTypes.id, id), isNull(deviceTypes.deletedAt)));
  const [row] = lock ? await query.for('update', { of: deviceTypes }) : await query;
  if (!row) throw typeNotFound();
  return asRow(row);
}

/** A type that counts captures has pests to count. */
function assertPests(type: Pick<TypeInput, 'activity' | 'pests'>) {
  if (type.activity === 'count' && type.pests.length === 0) {
    throw fieldError(400, 'device.typePestsRequired', 'pests');
  }
}

/** Names are unique without regard to case among the types not deleted (the index says so too). */
async function assertNameFree(db: Db, name: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: deviceTypes.id })
    .from(deviceTypes)
    .where(
      and(
        eq(sql`lower(${deviceTypes.name})`, name.toLowerCase()),
        isNull(deviceTypes.deletedAt),
        exceptId ? ne(deviceTypes.id, exceptId) : undefined,
      ),
    );
  if (taken) throw nameTaken();
}

/** Two saves racing for one name both pass the check; the unique index refuses the second. */
async function namedOnce<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'device_types_name_key')) throw nameTaken();
    throw error;
  }
}

export async function createDeviceType(tx: Db, body: TypeInput): Promise<number> {
  assertPests(body);
  await assertNameFree(tx, body.name);
  return namedOnce(async () => {
    const [row] = await tx
      .insert(deviceTypes)
      .values({ name: body.name, activity: body.activity, pests: body.pests, bait: body.bait })
      .returning({ id: deviceTypes.id });
    return row!.id;
  });
}

export async function updateDeviceType(tx: Db, id: number, body: Partial<TypeInput>): Promise<void> {
  const current = await deviceTypeById(tx, id, true);
  const next = { activity: body.activity ?? current.activity, pests: body.pests ?? current.pests };
  assertPests(next);
  if (body.name !== undefined) await assertNameFree(tx, body.name, id);
  await namedOnce(() =>
    tx
      .update(deviceTypes)
      .set({ ...body, updatedAt: new Date() })
      .where(eq(deviceTypes.id, id)),
  );
}

/** A type any device ever had stays: removed devices keep their history, which reads the type. */
export async function softDeleteDeviceType(tx: Db, id: number, actorId: number): Promise<void> {
  await deviceTypeById(tx, id, true);
  const [used] = await tx
    .select({ locations: sql<number>`count(distinct ${devices.locationId})::int` })
    .from(devices)
    .where(eq(devices.typeId, id));
  const count = Number(used?.locations ?? 0);
  if (count > 0) throw conflict({ code: 'device.typeInUse', params: { count } });
  const now = new Date();
  await tx
    .update(deviceTypes)
    .set({ deletedAt: now, deletedBy: actorId, updatedAt: now })
    .where(eq(deviceTypes.id, id));
}

/** Restoring a type whose name was taken again meanwhile would break the unique name. */
export async function assertTypeRestorable(tx: Db, id: number): Promise<void> {
  const [row] = await tx.select({ name: deviceTypes.name }).from(deviceTypes).where(eq(deviceTypes.id, id));
  if (row) await assertNameFree(tx, row.name, id);
}
