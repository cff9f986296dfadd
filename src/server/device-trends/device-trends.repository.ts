import { sql, type SQL } from 'drizzle-orm';
import { monthStartOf } from '@shared/dates';
import type { DeviceCondition, TrendsResponse } from '@shared/schemas/devices';
import type { Db } from '../db/client';
import { queryRows } from '../db/sql-helpers';
import { badRequest, notFound } from '../http/errors';

/** The longest range a trend covers: five years of months (60 points a line). */
export const TREND_YEARS_MAX = 5;

export interface TrendRange {
  from: string;
  to: string;
  threshold: number;
}

type Point = TrendsResponse['devices'][number]['points'][number];

/** Every 'YYYY-MM' from the month of `from` to the month of `to`. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  for (let day = monthStartOf(from); day <= to; day = monthStartOf(day, 1)) months.push(day.slice(0, 7));
  return months;
}

/** Refuses a range longer than five years (the query schema already refuses from after to). */
export function checkRange(q: TrendRange) {
  const limit = `${Number(q.from.slice(0, 4)) + TREND_YEARS_MAX}${q.from.slice(4)}`;
  if (q.to > limit || q.from > q.to) throw badRequest('device.trendRange', { to: 'device.trendRange' });
}

export async function assertLocation(db: Db, locationId: number) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from locations where id = ${locationId} and deleted_at is null`,
  );
  if (rows.length === 0) throw notFound('location');
}

/**
 * The inspections of the range: of reports not deleted, at the location, from the first instant of
 * `from` to the last of `to` as office days (APP_TIMEZONE), as the Activity list turns days into
 * instants; the month is the office's month too. Served by device_inspections_location_idx.
 */
function inRange(locationId: number, q: TrendRange, tz: string): SQL {
  return sql`(select i.id, i.device_id, i.inspected_at, i.activity, i.captures, i.condition, i.note,
      i.action, i.report_id, to_char(i.inspected_at at time zone ${tz}, 'YYYY-MM') as month
    from device_inspections i join reports r on r.id = i.report_id and r.deleted_at is null
    where i.location_id = ${locationId}
      and i.inspected_at >= (${q.from}::date)::timestamp at time zone ${tz}
      and i.inspected_at < (${q.to}::date + 1)::timestamp at time zone ${tz})`;
}

interface MonthRow {
  key: string;
  month: string;
  activity: number | string;
  inspections: number | string;
}

/** Dense points: a month without inspections is 0 / 0, so every line has every month. */
function pointsOf(rows: MonthRow[], months: string[]): Map<string, Point[]> {
  const byKey = new Map<string, Map<string, MonthRow>>();
  for (const r of rows) {
    const m = byKey.get(r.key) ?? new Map<string, MonthRow>();
    m.set(r.month, r);
    byKey.set(r.key, m);
  }
  const out = new Map<string, Point[]>();
  for (const [key, m] of byKey) {
    out.set(
      key,
      months.map((month) => {
        const r = m.get(month);
        return { month, activity: Number(r?.activity ?? 0), inspections: Number(r?.inspections ?? 0) };
      }),
    );
  }
  return out;
}

interface DeviceSummary {
  device_id: number;
  number: number;
  zone: string;
  type_name: string;
  total: number | string | null;
  peak: number | string | null;
  inspections: number | string;
  last_condition: DeviceCondition | null;
}

export type TrendDevice = TrendsResponse['devices'][number] & {
  inspections: number;
  last_condition: DeviceCondition | null;
};

/**
 * Activity per device, zone and pest per month, summed in SQL (a few hundred groups however many
 * rows). The devices are those in place now plus any inspected in the range (a removed one keeps
 * its history). A pest is a key of a count type's captures; a level type's activity counts under
 * its type's first pest (a bait station's "Rodents"), or "Activity" when the type names none, so
 * level and count devices both show in the per-pest chart without inventing a split.
 */
export async function deviceTrends(
  db: Db,
  locationId: number,
  q: TrendRange,
  tz: string,
): Promise<TrendsResponse & { devices: TrendDevice[] }> {
  checkRange(q);
  await assertLocation(db, locationId);
  const months = monthsOf(q.from, q.to);
  const range = inRange(locationId, q, tz);
  const deviceMonths = await queryRows<MonthRow>(
    db,
    sql`select device_id::text as key, month, sum(coalesce(activity, 0)) as activity, count(*) as inspections
      from ${range} di group by device_id, month`,
  );
  const devices = await queryRows<DeviceSummary>(
    db,
    sql`select d.id as device_id, d.number, d.zone, t.name as type_name, s.total, s.peak,
        coalesce(s.inspections, 0) as inspections, s.last_condition
      from devices d join device_types t on t.id = d.type_id
      left join (select device_id, sum(coalesce(activity, 0)) as total, max(activity) as peak,
          count(*) as inspections, (array_agg(condition order by inspected_at desc, id desc))[1] as last_condition
        from ${range} di group by device_id) s on s.device_id = d.id
      where d.location_id = ${locationId} and (d.active or s.device_id is not null)
      order by d.number`,
  );
  const zoneMonths = await queryRows<MonthRow>(
    db,
    sql`select d.zone as key, di.month, sum(coalesce(di.activity, 0)) as activity, count(*) as inspections
      from ${range} di join devices d on d.id = di.device_id group by d.zone, di.month`,
  );
  const pestMonths = await queryRows<MonthRow>(
    db,
    sql`select p.pest as key, di.month, sum(p.n) as activity, count(*) as inspections
      from ${range} di join devices d on d.id = di.device_id join device_types t on t.id = d.type_id
      cross join lateral (
        select c.key as pest, c.value::int as n
          from jsonb_each_text(coalesce(di.captures, '{}'::jsonb)) c where t.activity = 'count'
        union all
        select coalesce(t.pests[1], 'Activity'), coalesce(di.activity, 0) where t.activity <> 'count'
      ) p
      group by p.pest, di.month`,
  );
  const conditions = await queryRows<{ condition: DeviceCondition; count: number | string }>(
    db,
    sql`select condition, count(*) as count from ${range} di group by condition order by count(*) desc, condition`,
  );
  const devicePoints = pointsOf(deviceMonths, months);
  const zonePoints = pointsOf(zoneMonths, months);
  const pestPoints = pointsOf(pestMonths, months);
  const empty = months.map((month) => ({ month, activity: 0, inspections: 0 }));
  return {
    from: q.from,
    to: q.to,
    threshold: q.threshold,
    months,
    devices: devices.map((d) => {
      const peak = Number(d.peak ?? 0);
      return {
        device_id: d.device_id,
        number: d.number,
        zone: d.zone,
        type_name: d.type_name,
        total: Number(d.total ?? 0),
        peak,
        above_threshold: peak >= q.threshold,
        points: devicePoints.get(String(d.device_id)) ?? empty,
        inspections: Number(d.inspections),
        last_condition: d.last_condition,
      };
    }),
    zones: [...zonePoints.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([zone, points]) => ({ zone, points })),
    pests: [...pestPoints.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([pest, points]) => ({ pest, points })),
    conditions: conditions.map((c) => ({ condition: c.condition, count: Number(c.count) })),
  };
}
