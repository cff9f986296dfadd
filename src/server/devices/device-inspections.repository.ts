import { and, asc, eq, inArray } from 'drizzle-orm';
import { FieldType } from '@shared/constants';
import { ACTIVITY_LEVELS, type DeviceInspection, deviceInspectionsValue } from '@shared/schemas/devices';
import type { Db } from '../db/client';
import { deviceInspections, devices, deviceTypes } from '../db/schema/devices';
import { jobs } from '../db/schema/jobs';
import type { ReportSnapshot } from '../db/schema/reports';
import { badRequest } from '../http/errors';
import { UNREAD_CONDITIONS } from './device-answers';

interface SubmittedReport {
  id: number;
  jobId: number;
  userId: number;
  snapshot: ReportSnapshot;
}

const entriesOf = (value: unknown): DeviceInspection[] => {
  const parsed = deviceInspectionsValue.safeParse(value);
  return parsed.success ? parsed.data : [];
};

/** A visit's activity as trends add it: the level's index, or the captures' total; none when unread. */
export function activityOf(e: DeviceInspection, mode: string): number | null {
  if (UNREAD_CONDITIONS.includes(e.condition)) return null;
  if (mode === 'count') return Object.values(e.captures ?? {}).reduce((sum, n) => sum + n, 0);
  return e.activity === null ? null : ACTIVITY_LEVELS.indexOf(e.activity);
}

/**
 * On submit (issue 17): a shown Device inspection field that asks for full coverage needs every
 * device in place at the location now (an inaccessible one with its reason counts), else 400
 * `device.coverage` naming the numbers. Then the shown answers are copied to device_inspections,
 * replacing the report's earlier rows, so trends read rows. Hidden fields count for nothing.
 */
export async function checkAndFreezeDeviceInspections(
  tx: Db,
  report: SubmittedReport,
  answers: Map<number, unknown>,
  hidden: ReadonlySet<number>,
): Promise<void> {
  await removeDeviceInspections(tx, report.id);
  const fields = report.snapshot.tasks
    .flatMap((t) => t.fields)
    .filter((f) => f.field_type === FieldType.DeviceInspection && !hidden.has(f.id));
  if (fields.length === 0) return;
  const [job] = await tx.select({ locationId: jobs.locationId }).from(jobs).where(eq(jobs.id, report.jobId));
  const locationId = job!.locationId;
  if (fields.some((f) => f.full_coverage)) {
    const inPlace = await tx
      .select({ id: devices.id, number: devices.number })
      .from(devices)
      .where(and(eq(devices.locationId, locationId), eq(devices.active, true)))
      .orderBy(asc(devices.number));
    const errors: Record<string, { code: 'device.coverage'; params: { numbers: string } }> = {};
    for (const f of fields.filter((x) => x.full_coverage)) {
      const done = new Set(entriesOf(answers.get(f.id)).map((e) => e.device_id));
      const missing = inPlace.filter((d) => !done.has(d.id)).map((d) => d.number);
      if (missing.length > 0) {
        errors[`answers.${f.id}`] = { code: 'device.coverage', params: { numbers: missing.join(', ') } };
      }
    }
    const first = Object.values(errors)[0];
    if (first) throw badRequest(first, errors);
  }
  const entries = fields.flatMap((f) => entriesOf(answers.get(f.id)).map((e) => ({ fieldId: f.id, e })));
  if (entries.length === 0) return;
  const modes = await tx
    .select({ id: devices.id, activity: deviceTypes.activity })
    .from(devices)
    .innerJoin(deviceTypes, eq(deviceTypes.id, devices.typeId))
    .where(
      inArray(
        devices.id,
        entries.map(({ e }) => e.device_id),
      ),
    );
  const modeOf = new Map(modes.map((m) => [m.id, m.activity]));
  const rows = entries.map(({ fieldId, e }) => ({
    reportId: report.id,
    fieldId,
    deviceId: e.device_id,
    locationId,
    inspectedAt: new Date(e.at),
    scanned: e.scanned_at !== null,
    activity: activityOf(e, modeOf.get(e.device_id) ?? 'level'),
    captures: modeOf.get(e.device_id) === 'count' ? e.captures : null,
    baitConsumed: e.bait,
    condition: e.condition,
    action: e.action,
    note: e.note,
    photoFileId: e.photo_file_id,
    userId: report.userId,
  }));
  // Within PostgreSQL's limit of bound parameters per statement, however many devices.
  for (let i = 0; i < rows.length; i += 1000) {
    await tx.insert(deviceInspections).values(rows.slice(i, i + 1000));
  }
}

/** A returned report's findings leave the trends until it is submitted again. */
export async function removeDeviceInspections(tx: Db, reportId: number): Promise<void> {
  await tx.delete(deviceInspections).where(eq(deviceInspections.reportId, reportId));
}

/**
 * Devices' part in a report's moves (reports/report-events.ts, registered by app.ts): the shown
 * findings are checked and frozen on submit, after the application records, and taken back when
 * the report is returned.
 */
export const deviceReportHandlers = {
  submitting: (e: {
    tx: Db;
    report: SubmittedReport;
    answers: Map<number, unknown>;
    hiddenFields: ReadonlySet<number>;
  }) => checkAndFreezeDeviceInspections(e.tx, e.report, e.answers, e.hiddenFields),
  returned: (e: { tx: Db; reportId: number }) => removeDeviceInspections(e.tx, e.reportId),
};
