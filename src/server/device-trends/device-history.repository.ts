import { sql } from 'drizzle-orm';
import { PAGE_SIZE } from '@shared/constants';
import type { DeviceHistoryEntry, DeviceHistoryResponse } from '@shared/schemas/device-history';
import type { DeviceRow } from '@shared/schemas/devices';
import type { Db } from '../db/client';
import { offsetFor, queryRows } from '../db/sql-helpers';
import { HttpError } from '../http/errors';

interface DeviceSqlRow extends Omit<DeviceRow, 'place'> {
  plan_id: number | null;
  plan_x: number | null;
  plan_y: number | null;
}

/** One device as the contract's deviceRow, removed or not (its history outlives its service). */
export async function deviceById(db: Db, id: number): Promise<DeviceRow> {
  const [d] = await queryRows<DeviceSqlRow>(
    db,
    sql`select d.id, d.location_id, d.number, d.type_id, t.name as type_name, d.zone, d.placement,
        d.plan_id, d.plan_x, d.plan_y, d.installed_on::text as installed_on,
        d.removed_on::text as removed_on, d.active, d.code
      from devices d join device_types t on t.id = d.type_id
      join locations l on l.id = d.location_id and l.deleted_at is null
      where d.id = ${id}`,
  );
  if (!d) throw new HttpError(404, 'device.notFound');
  const { plan_id, plan_x, plan_y, ...rest } = d;
  const place =
    plan_id !== null && plan_x !== null && plan_y !== null ? { plan_id, x: plan_x, y: plan_y } : null;
  return { ...rest, place };
}

interface EntrySqlRow extends Omit<DeviceHistoryEntry, 'user' | 'inspected_at'> {
  inspected_at: Date | string;
  user_id: number;
  user_name: string;
}

/**
 * A device's inspections, newest first, 25 a page, from reports not deleted (a report returned
 * for changes has none until it is submitted again: its rows are removed then).
 */
export async function deviceHistory(db: Db, id: number, page: number): Promise<DeviceHistoryResponse> {
  const device = await deviceById(db, id);
  const where = sql`i.device_id = ${id} and r.deleted_at is null`;
  const rows = await queryRows<EntrySqlRow>(
    db,
    sql`select i.id, i.report_id, i.inspected_at, i.scanned, i.activity, i.captures,
        i.bait_consumed, i.condition, i.action, i.note, u.id as user_id, u.name as user_name
      from device_inspections i join reports r on r.id = i.report_id join users u on u.id = i.user_id
      where ${where}
      order by i.inspected_at desc, i.id desc
      limit ${PAGE_SIZE} offset ${offsetFor(page, PAGE_SIZE)}`,
  );
  const [count] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from device_inspections i join reports r on r.id = i.report_id where ${where}`,
  );
  return {
    device,
    total: Number(count?.n ?? 0),
    inspections: rows.map(({ user_id, user_name, inspected_at, ...r }) => ({
      ...r,
      inspected_at: new Date(inspected_at).toISOString(),
      user: { id: user_id, name: user_name },
    })),
  };
}
