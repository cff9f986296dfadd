import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { FieldType, ReportStatus } from '@shared/constants';
import type { Db } from '../db/client';
import { deviceInspections, devices, deviceTypes } from '../db/schema/devices';
import { jobs } from '../db/schema/jobs';
import { insertAssignedJob, insertReports, insertTemplate } from '../reports/reports.fixtures';

/** Devices, visits and their frozen inspections written straight to the database. */

export interface DeviceSite {
  jobId: number;
  locationId: number;
  templateId: number;
  fieldId: number;
  /** The default types (migration 0019) by name. */
  types: Record<string, number>;
}

export async function insertDeviceSite(db: Db, userId: number, locationName?: string): Promise<DeviceSite> {
  const jobId = await insertAssignedJob(db, { assignees: [userId], locationName });
  const [job] = await db.select({ locationId: jobs.locationId }).from(jobs).where(eq(jobs.id, jobId));
  const template = await insertTemplate(db, {
    tasks: [{ task: 'Devices', fields: [{ name: 'Devices', type: FieldType.DeviceInspection }] }],
  });
  const types = await db.select({ id: deviceTypes.id, name: deviceTypes.name }).from(deviceTypes);
  return {
    jobId,
    locationId: job!.locationId,
    templateId: template.id,
    fieldId: template.fieldIds[0]!,
    types: Object.fromEntries(types.map((t) => [t.name, t.id])),
  };
}

export async function insertDevices(
  db: Db,
  locationId: number,
  list: {
    number: number;
    typeId: number;
    zone?: string;
    active?: boolean;
    removedOn?: string;
    place?: { planId: number; x: number; y: number };
  }[],
): Promise<number[]> {
  if (list.length === 0) return [];
  const rows = await db
    .insert(devices)
    .values(
      list.map((d) => ({
        locationId,
        number: d.number,
        typeId: d.typeId,
        zone: d.zone ?? '',
        active: d.active ?? true,
        removedOn: d.removedOn ?? null,
        planId: d.place?.planId ?? null,
        planX: d.place?.x ?? null,
        planY: d.place?.y ?? null,
        code: randomBytes(8).toString('hex'),
      })),
    )
    .returning({ id: devices.id });
  return rows.map((r) => r.id);
}

/** Finished reports (one a visit) of the site's job, by `userId`. */
export async function insertVisits(
  db: Db,
  site: DeviceSite,
  userId: number,
  visits: { at: Date; deletedAt?: Date }[],
): Promise<number[]> {
  return insertReports(
    db,
    visits.map((v) => ({
      jobId: site.jobId,
      templateId: site.templateId,
      userId,
      statusId: ReportStatus.Finished,
      startDate: v.at,
      deletedAt: v.deletedAt,
    })),
  );
}

export type InspectionInput = Partial<typeof deviceInspections.$inferInsert> & {
  reportId: number;
  deviceId: number;
  inspectedAt: Date;
};

/** Inspection rows as a submit freezes them (many at once: the bench writes 18,000). */
export async function insertInspections(db: Db, site: DeviceSite, userId: number, rows: InspectionInput[]) {
  for (let i = 0; i < rows.length; i += 2000) {
    await db.insert(deviceInspections).values(
      rows.slice(i, i + 2000).map((r) => ({
        fieldId: site.fieldId,
        locationId: site.locationId,
        userId,
        condition: 'good',
        ...r,
      })),
    );
  }
}

export async function inspectionCount(db: Db, locationId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(deviceInspections)
    .where(eq(deviceInspections.locationId, locationId));
  return row!.n;
}
