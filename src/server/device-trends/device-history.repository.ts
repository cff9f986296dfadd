import { sql } from 'drizzle-orm';
import { PAGE_SIZE } from '@shared/constants';
import type { DeviceHistoryEntry, DeviceHistoryResponse } from '@shared/schemas/device-history';
import type { Db } from '../db/client';
import { offsetFor, queryRows } from '../db/sql-helpers';
import { assertLocation, deviceById, deviceNotFound } from '../devices/devices.public';

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
  // A device of a deleted location has no history to show, as the location's own pages have none.
  await assertLocation(db, device.location_id).catch(() => {
    throw deviceNotFound();
  });
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
