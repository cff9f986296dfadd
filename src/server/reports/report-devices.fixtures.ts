import { eq } from 'drizzle-orm';
import { FieldType } from '@shared/constants';
import type { Condition } from '@shared/schemas/checklist-logic';
import type { DeviceInspectionInput } from '@shared/schemas/devices';
import type { Db } from '../db/client';
import { devices, deviceTypes } from '../db/schema/devices';
import { jobs } from '../db/schema/jobs';
import { taskFields } from '../db/schema/templates';
import { insertAssignedJob, insertTemplate } from './reports.fixtures';

/** Devices written straight to the database: engineer A's routes are built alongside. */

let seq = 0;
const next = () => (seq += 1);

export async function insertDeviceType(
  db: Db,
  input: { activity: 'level' | 'count'; pests?: string[]; bait?: boolean },
): Promise<number> {
  const [row] = await db
    .insert(deviceTypes)
    .values({
      name: `Test type ${next()} ${Math.random().toString(36).slice(2, 8)}`,
      activity: input.activity,
      pests: input.pests ?? [],
      bait: input.bait ?? false,
    })
    .returning({ id: deviceTypes.id });
  return row!.id;
}

/** Devices numbered as given at the location, of the type, in zone "Exterior"; ids by number. */
export async function insertDevices(
  db: Db,
  locationId: number,
  typeId: number,
  numbers: number[],
): Promise<Map<number, number>> {
  const rows = await db
    .insert(devices)
    .values(
      numbers.map((number) => ({
        locationId,
        number,
        typeId,
        zone: 'Exterior',
        code: `T${next()}${Math.random().toString(36).slice(2, 10)}`,
      })),
    )
    .returning({ id: devices.id, number: devices.number });
  return new Map(rows.map((r) => [r.number, r.id]));
}

export async function locationOf(db: Db, jobId: number): Promise<number> {
  const [job] = await db.select({ locationId: jobs.locationId }).from(jobs).where(eq(jobs.id, jobId));
  return job!.locationId;
}

/**
 * A template with a Yes/No question and a Device inspection field (full coverage on) shown only
 * when the answer is "Yes" if `hidden`, at a new location with devices 1–10: 1–6 bait stations
 * (level, bait), 7–10 snap traps counting Mice and Rats. The technician is assigned.
 */
export async function deviceSetup(db: Db, technicianId: number, opts: { hidden?: boolean } = {}) {
  const template = await insertTemplate(db, {
    name: 'Rodent program visit',
    companyName: 'Greenleaf Pest & Lawn',
    tasks: [
      {
        task: 'Devices',
        fields: [
          { name: 'Interior checked', type: FieldType.Radio, options: ['Yes', 'No'] },
          { name: 'Device inspection', type: FieldType.DeviceInspection },
          { name: 'Device photos', type: FieldType.Photo },
        ],
      },
    ],
  });
  const [question, field, photos] = template.fieldIds as [number, number, number];
  await db.update(taskFields).set({ fullCoverage: true }).where(eq(taskFields.id, field));
  if (opts.hidden) {
    const seen: Condition = { field_id: question, op: 'equals', value: 'Yes' };
    await db.update(taskFields).set({ condition: seen }).where(eq(taskFields.id, field));
  }
  const jobId = await insertAssignedJob(db, { assignees: [technicianId] });
  const locationId = await locationOf(db, jobId);
  const bait = await insertDeviceType(db, { activity: 'level', bait: true });
  const snap = await insertDeviceType(db, { activity: 'count', pests: ['Mice', 'Rats'] });
  const ids = new Map([
    ...(await insertDevices(db, locationId, bait, [1, 2, 3, 4, 5, 6])),
    ...(await insertDevices(db, locationId, snap, [7, 8, 9, 10])),
  ]);
  return { templateId: template.id, jobId, locationId, question, field, photos, ids, bait, snap };
}

export const AT = '2026-05-04T09:30:00.000Z';

/** Findings that pass for device `number` of deviceSetup: a level for 1–6, captures for 7–10. */
export function finding(
  ids: Map<number, number>,
  number: number,
  extra: Partial<DeviceInspectionInput> = {},
): DeviceInspectionInput {
  const base: DeviceInspectionInput =
    number <= 6
      ? { device_id: ids.get(number)!, at: AT, activity: 'low', bait: 25, condition: 'good' }
      : { device_id: ids.get(number)!, at: AT, captures: { Mice: 2, Rats: 1 }, condition: 'good' };
  return { ...base, ...extra };
}
