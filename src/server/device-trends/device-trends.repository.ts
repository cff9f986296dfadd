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
export function inRange(locationId: number, q: TrendRange, tz: string): SQL {
  return sql`i.location_id = ${locationId}
    and i.inspected_at >= (${q.from}::date)::timestamp at time zone ${tz}
    and i.inspected_at < (${q.to}::date + 1)::timestamp at time zone ${tz}
    and exists (select 1 from reports r where r.id = i.report_id and r.deleted_at is null)`;
}

/** [key, month, activity, inspections] */
type MonthRow = [string | number, string, number, number];

/** Dense points: a month without inspections is 0 / 0, so every line has every month. */
function pointsOf(rows: MonthRow[] | null, months: string[]): Map<string, Point[]> {
  const byKey = new Map<string, Map<string, MonthRow>>();
  for (const r of rows ?? []) {
    const key = String(r[0]);
    const m = byKey.get(key) ?? new Map<string, MonthRow>();
    m.set(r[1], r);
    byKey.set(key, m);
  }
  const out = new Map<string, Point[]>();
  for (const [key, m] of byKey) {
    out.set(
      key,
      months.map((month) => {
        const r = m.get(month);
        return { month, activity: Number(r?.[2] ?? 0), inspections: Number(r?.[3] ?? 0) };
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
  total: number | null;
  peak: number | null;
  inspections: number | null;
  last_condition: DeviceCondition | null;
}

export type TrendDevice = TrendsResponse['devices'][number] & {
  inspections: number;
  last_condition: DeviceCondition | null;
};

interface TrendSql {
  device_months: MonthRow[] | null;
  devices: DeviceSummary[] | null;
  zone_months: MonthRow[] | null;
  pest_months: MonthRow[] | null;
  conditions: { condition: DeviceCondition; count: number }[] | null;
}

/**
 * Every sum of the trend in one statement: the range's rows are read once (a materialized CTE)
 * and each grouping comes back as one JSON value, so a 500-device, 36-month answer is a single row
 * to transfer rather than 18,000 (PGlite pays per row returned).
 */
export function trendSql(locationId: number, q: TrendRange, tz: string): SQL {
  return sql`with di as materialized (
      select i.id, i.device_id, i.inspected_at, i.activity, i.captures, i.condition, d.zone,
        t.activity = 'count' as counted, coalesce(t.pests[1], 'Activity') as first_pest,
        to_char(i.inspected_at at time zone ${tz}, 'YYYY-MM') as month
      from device_inspections i join devices d on d.id = i.device_id
      join device_types t on t.id = d.type_id
      where ${inRange(locationId, q, tz)}
    ),
    ds as (
      select device_id, sum(coalesce(activity, 0)) as total, max(activity) as peak, count(*) as n,
        (array_agg(condition order by inspected_at desc, id desc))[1] as last_condition
      from di group by device_id
    )
    select
      (select json_agg(json_build_array(device_id, month, activity, n)) from (
        select device_id, month, sum(coalesce(activity, 0)) as activity, count(*) as n
        from di group by device_id, month) dm) as device_months,
      (select json_agg(json_build_object('device_id', d.id, 'number', d.number, 'zone', d.zone,
          'type_name', t.name, 'total', ds.total, 'peak', ds.peak, 'inspections', ds.n,
          'last_condition', ds.last_condition) order by d.number)
        from devices d join device_types t on t.id = d.type_id left join ds on ds.device_id = d.id
        where d.location_id = ${locationId} and (d.active or ds.device_id is not null)) as devices,
      (select json_agg(json_build_array(zone, month, activity, n)) from (
        select zone, month, sum(coalesce(activity, 0)) as activity, count(*) as n
        from di group by zone, month) z) as zone_months,
      (select json_agg(json_build_array(pest, month, activity, n)) from (
        select p.pest, di.month, sum(p.n) as activity, count(*) as n
        from di cross join lateral (
          select c.key as pest, c.value::int as n
            from jsonb_each_text(coalesce(di.captures, '{}'::jsonb)) c where di.counted
          union all
          select di.first_pest, coalesce(di.activity, 0) where not di.counted
        ) p
        group by p.pest, di.month) pm) as pest_months,
      (select json_agg(json_build_object('condition', condition, 'count', n) order by n desc, condition)
        from (select condition, count(*) as n from di group by condition) c) as conditions`;
}

/**
 * Activity per device, zone and pest per month, summed in SQL (GROUP BY), however many rows. The
 * devices are those in place now plus any inspected in the range (a removed one keeps its
 * history). A pest is a key of a count type's captures; a level type's activity counts under its
 * type's first pest (a bait station's "Rodents"), or "Activity" when the type names none, so level
 * and count devices both show in the per-pest chart without inventing a split of one level.
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
  const [row] = await queryRows<TrendSql>(db, trendSql(locationId, q, tz));
  const devicePoints = pointsOf(row?.device_months ?? null, months);
  const zonePoints = pointsOf(row?.zone_months ?? null, months);
  const pestPoints = pointsOf(row?.pest_months ?? null, months);
  const empty = months.map((month) => ({ month, activity: 0, inspections: 0 }));
  return {
    from: q.from,
    to: q.to,
    threshold: q.threshold,
    months,
    devices: (row?.devices ?? []).map((d) => {
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
        inspections: Number(d.inspections ?? 0),
        last_condition: d.last_condition,
      };
    }),
    zones: [...zonePoints.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([zone, points]) => ({ zone, points })),
    pests: [...pestPoints.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([pest, points]) => ({ pest, points })),
    conditions: (row?.conditions ?? []).map((c) => ({ condition: c.condition, count: Number(c.count) })),
  };
}
