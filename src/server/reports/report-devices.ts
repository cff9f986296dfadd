import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { FieldType } from '@shared/constants';
import type { ActivityMode, ReportDeviceRow, SitePlanRow } from '@shared/schemas/devices';
import type { Db } from '../db/client';
import { devices, deviceTypes, sitePlans } from '../db/schema/devices';
import type { ReportSnapshot } from '../db/schema/reports';

/** The image of a site plan (engineer A's route); any reader of the report may load it. */
export const sitePlanUrl = (id: number) => `/api/site-plans/${id}/image`;

function namedDeviceIds(snapshot: ReportSnapshot, answers: Map<number, unknown>): number[] {
  const ids = new Set<number>();
  for (const f of snapshot.tasks.flatMap((t) => t.fields)) {
    if (f.field_type !== FieldType.DeviceInspection) continue;
    const value = answers.get(f.id);
    if (!Array.isArray(value)) continue;
    for (const e of value as { device_id?: unknown }[]) {
      if (Number.isSafeInteger(e?.device_id)) ids.add(e.device_id as number);
    }
  }
  return [...ids];
}

/**
 * What the report's views need of its location's devices (issue 17): those in place and any other
 * its answers name (removed since), by number, with their types; and the location's site plans.
 * Nothing for a report without a Device inspection field.
 */
export async function reportDevices(
  db: Db,
  locationId: number,
  snapshot: ReportSnapshot,
  answers: Map<number, unknown>,
): Promise<{ devices: ReportDeviceRow[]; site_plans: SitePlanRow[] }> {
  const hasField = snapshot.tasks.some((t) =>
    t.fields.some((f) => f.field_type === FieldType.DeviceInspection),
  );
  if (!hasField) return { devices: [], site_plans: [] };
  const named = namedDeviceIds(snapshot, answers);
  const [rows, plans] = await Promise.all([
    db
      .select({ device: devices, type: deviceTypes })
      .from(devices)
      .innerJoin(deviceTypes, eq(deviceTypes.id, devices.typeId))
      .where(
        and(
          eq(devices.locationId, locationId),
          named.length === 0
            ? eq(devices.active, true)
            : or(eq(devices.active, true), inArray(devices.id, named)),
        ),
      )
      .orderBy(asc(devices.number)),
    db
      .select()
      .from(sitePlans)
      .where(and(eq(sitePlans.locationId, locationId), isNull(sitePlans.deletedAt)))
      .orderBy(asc(sitePlans.position), asc(sitePlans.id)),
  ]);
  return {
    devices: rows.map(({ device: d, type: t }) => ({
      id: d.id,
      number: d.number,
      code: d.code,
      zone: d.zone,
      placement: d.placement,
      type: { id: t.id, name: t.name, activity: t.activity as ActivityMode, pests: t.pests, bait: t.bait },
      place:
        d.planId !== null && d.planX !== null && d.planY !== null
          ? { plan_id: d.planId, x: d.planX, y: d.planY }
          : null,
      active: d.active,
    })),
    site_plans: plans.map((p) => ({
      id: p.id,
      location_id: p.locationId,
      name: p.name,
      width: p.width,
      height: p.height,
      url: sitePlanUrl(p.id),
    })),
  };
}
