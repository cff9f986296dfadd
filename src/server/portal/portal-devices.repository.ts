import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { dayIn } from '@shared/dates';
import type { PortalDevices } from '@shared/schemas/portal-actions';
import type { Db } from '../db/client';
import { devices, sitePlans } from '../db/schema/devices';
import { deviceTrends } from '../device-trends/device-trends.public';
import { assertTheirLocation, notTheirs } from './portal-view.repository';

/** A device's activity counts at least this on a visit to be marked (the trend report's default). */
const THRESHOLD = 3;

/** The first day of the month eleven months before `day`'s: twelve months ending with today's. */
function yearOfMonths(day: string): string {
  const d = new Date(`${day.slice(0, 7)}-01T12:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - 11);
  return d.toISOString().slice(0, 10);
}

/**
 * The location's devices over the past twelve months (by the app's clock, in the company's zone),
 * as the office's trends read them, and its site plans with each placed, live device. The caller
 * has checked the location is the contact's.
 */
export async function locationDevices(
  db: Db,
  locationId: number,
  now: Date,
  tz: string,
): Promise<PortalDevices> {
  const to = dayIn(now, tz);
  // The office's trend answer as it is (the serializer keeps the schema's fields only).
  const trends = await deviceTrends(db, locationId, { from: yearOfMonths(to), to, threshold: THRESHOLD }, tz);
  const plans = await db
    .select({ id: sitePlans.id, name: sitePlans.name, width: sitePlans.width, height: sitePlans.height })
    .from(sitePlans)
    .where(and(eq(sitePlans.locationId, locationId), isNull(sitePlans.deletedAt)))
    .orderBy(asc(sitePlans.position), asc(sitePlans.id));
  const placed = await db
    .select({ device_id: devices.id, plan_id: devices.planId, x: devices.planX, y: devices.planY })
    .from(devices)
    .where(
      and(
        eq(devices.locationId, locationId),
        eq(devices.active, true),
        isNotNull(devices.planId),
        isNotNull(devices.planX),
        isNotNull(devices.planY),
      ),
    );
  return {
    trends,
    plans: plans.map((p) => ({
      ...p,
      places: placed
        .filter((d) => d.plan_id === p.id)
        .map((d) => ({ device_id: d.device_id, x: d.x!, y: d.y! })),
    })),
  };
}

/** A live plan of one of the contact's locations; 404 for any other. */
export async function theirPlan(db: Db, email: string, planId: number) {
  const [plan] = await db
    .select({ id: sitePlans.id, locationId: sitePlans.locationId, filepath: sitePlans.filepath })
    .from(sitePlans)
    .where(and(eq(sitePlans.id, planId), isNull(sitePlans.deletedAt)));
  if (!plan) throw notTheirs();
  await assertTheirLocation(db, email, plan.locationId);
  return plan;
}
