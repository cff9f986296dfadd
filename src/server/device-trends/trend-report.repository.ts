import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { sitePlanPdfImage } from '../devices/devices.public';
import { queryRows } from '../db/sql-helpers';
import type { FileStore } from '../storage/file-store';
import { deviceTrends, inRange, type TrendDevice, type TrendRange } from './device-trends.repository';

export interface ReportPlan {
  name: string;
  width: number;
  height: number;
  /** The image scaled for the PDF, or null when the file is gone or is not an image. */
  image: Buffer | null;
  places: { device_id: number; x: number; y: number }[];
}

export interface CorrectiveNote {
  number: number;
  inspected_at: Date;
  condition: string;
  action: string | null;
  note: string;
}

export interface ReportAction {
  title: string;
  status: string;
  created_at: Date;
  closing_note: string | null;
}

export interface TrendReportData {
  company: string;
  location: { id: number; name: string };
  range: TrendRange;
  trends: Awaited<ReturnType<typeof deviceTrends>>;
  devices: TrendDevice[];
  plans: ReportPlan[];
  notes: CorrectiveNote[];
  actions: ReportAction[];
}

/**
 * Everything the quarterly trend report shows. The plan images are read as the report PDF reads
 * them (sitePlanPdfImage: the plans' upload kind, scaled once and kept).
 */
export async function trendReportData(
  db: Db,
  files: FileStore,
  log: FastifyBaseLogger,
  locationId: number,
  range: TrendRange,
  tz: string,
): Promise<TrendReportData> {
  const trends = await deviceTrends(db, locationId, range, tz);
  const [location] = await queryRows<{ id: number; name: string }>(
    db,
    sql`select id, name from locations where id = ${locationId}`,
  );
  const [company] = await queryRows<{ name: string }>(
    db,
    sql`select business_name as name from company_settings where id = 1`,
  );
  const planRows = await queryRows<{
    id: number;
    name: string;
    filepath: string;
    width: number;
    height: number;
  }>(
    db,
    sql`select id, name, filepath, width, height from site_plans
      where location_id = ${locationId} and deleted_at is null order by position, id`,
  );
  const placed = await queryRows<{ device_id: number; plan_id: number; x: number; y: number }>(
    db,
    sql`select id as device_id, plan_id, plan_x as x, plan_y as y from devices
      where location_id = ${locationId} and plan_id is not null and plan_x is not null and plan_y is not null
        and (active or removed_on >= ${range.from}::date)`,
  );
  const plans: ReportPlan[] = [];
  for (const p of planRows) {
    const image = (await sitePlanPdfImage(files, p, log))?.data ?? null;
    plans.push({
      name: p.name,
      width: p.width,
      height: p.height,
      image,
      places: placed.filter((d) => d.plan_id === p.id).map(({ device_id, x, y }) => ({ device_id, x, y })),
    });
  }
  const notes = await queryRows<CorrectiveNote>(
    db,
    sql`select d.number, i.inspected_at, i.condition, i.action, i.note
      from device_inspections i join devices d on d.id = i.device_id
      where ${inRange(locationId, range, tz)} and (i.note <> '' or i.condition <> 'good')
      order by i.inspected_at, d.number`,
  );
  const actions = await queryRows<ReportAction>(
    db,
    sql`select title, status, created_at, closing_note from corrective_actions
      where location_id = ${locationId} and deleted_at is null
        and created_at >= (${range.from}::date)::timestamp at time zone ${tz}
        and created_at < (${range.to}::date + 1)::timestamp at time zone ${tz}
      order by created_at, id`,
  );
  return {
    company: company?.name || 'Fieldbook',
    location: location!,
    range,
    trends,
    devices: trends.devices,
    plans,
    notes: notes.map((n) => ({ ...n, inspected_at: new Date(n.inspected_at) })),
    actions: actions.map((a) => ({ ...a, created_at: new Date(a.created_at) })),
  };
}
