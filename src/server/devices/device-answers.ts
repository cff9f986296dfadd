import type { CodedError, ErrorCode } from '@shared/error-codes';
import { and, eq, inArray, or } from 'drizzle-orm';
import { FieldType } from '@shared/constants';
import { CONTROL_CHARACTERS_MESSAGE } from '@shared/schemas/common';
import { type ActivityMode, type DeviceInspection, deviceInspectionsValue } from '@shared/schemas/devices';
import type { Db } from '../db/client';
import { devices, deviceTypes } from '../db/schema/devices';
import { jobs } from '../db/schema/jobs';
import type { ReportSnapshot } from '../db/schema/reports';
import { reportAnswers } from '../db/schema/reports';

/** A device a Device inspection answer (field type 12) may name, with what its type records. */
export interface AnswerDevice {
  number: number;
  active: boolean;
  activity: ActivityMode;
  pests: string[];
  bait: boolean;
}

/** The device part of a report's answer refs: the location's devices, and those already recorded. */
export interface DeviceRefs {
  /** Devices of the report's location: those in place, and any named by the stored or sent answers. */
  devices: Map<number, AnswerDevice>;
  /** Device ids in the report's stored Device inspection answers: removed since, they still validate. */
  storedDevices: Set<number>;
}

type DeviceChecked =
  { value: DeviceInspection[] | null } | { error: CodedError; parts?: Record<string, CodedError> };

/** Conditions under which the device could not be read, so it has no activity. */
export const UNREAD_CONDITIONS: readonly string[] = ['missing', 'inaccessible'];

const PART_CODES: Record<string, ErrorCode> = {
  device_id: 'device.inspectionShape',
  activity: 'device.inspectionActivity',
  captures: 'device.inspectionCaptures',
  bait: 'device.inspectionBait',
  condition: 'device.inspectionCondition',
  action: 'device.inspectionAction',
  note: 'device.inspectionNoteTooLong',
  photo_file_id: 'device.inspectionPhoto',
};

const hasDeviceField = (snapshot: ReportSnapshot) =>
  snapshot.tasks.some((t) => t.fields.some((f) => f.field_type === FieldType.DeviceInspection));

/** Device ids named by answers, read loosely: a malformed answer is refused by the check itself. */
function deviceIdsIn(values: unknown[]): number[] {
  const ids = new Set<number>();
  for (const v of values) {
    if (!Array.isArray(v)) continue;
    for (const e of v as unknown[]) {
      const id = (e as { device_id?: unknown } | null)?.device_id;
      if (Number.isSafeInteger(id)) ids.add(id as number);
    }
  }
  return [...ids];
}

/** Loads the devices a report's Device inspection answers may name; nothing without such a field. */
export async function loadDeviceRefs(
  tx: Db,
  report: { id: number; jobId: number; snapshot: ReportSnapshot },
  values: unknown[],
): Promise<DeviceRefs> {
  if (!hasDeviceField(report.snapshot)) return { devices: new Map(), storedDevices: new Set() };
  const fieldIds = report.snapshot.tasks
    .flatMap((t) => t.fields)
    .filter((f) => f.field_type === FieldType.DeviceInspection)
    .map((f) => f.id);
  const stored = await tx
    .select({ value: reportAnswers.value })
    .from(reportAnswers)
    .where(and(eq(reportAnswers.reportId, report.id), inArray(reportAnswers.fieldId, fieldIds)));
  const storedDevices = new Set(deviceIdsIn(stored.map((s) => s.value)));
  const named = [...new Set([...storedDevices, ...deviceIdsIn(values)])];
  const rows = await tx
    .select({
      id: devices.id,
      number: devices.number,
      active: devices.active,
      activity: deviceTypes.activity,
      pests: deviceTypes.pests,
      bait: deviceTypes.bait,
    })
    .from(devices)
    .innerJoin(jobs, eq(jobs.locationId, devices.locationId))
    .innerJoin(deviceTypes, eq(deviceTypes.id, devices.typeId))
    .where(
      and(
        eq(jobs.id, report.jobId),
        named.length === 0
          ? eq(devices.active, true)
          : or(eq(devices.active, true), inArray(devices.id, named)),
      ),
    );
  return {
    devices: new Map(rows.map(({ id, ...d }) => [id, { ...d, activity: d.activity as ActivityMode }])),
    storedDevices,
  };
}

/**
 * A Device inspection answer (issue 17): every entry a device in place at the report's location
 * (or one already recorded), at most once, with what its type records; an inaccessible device
 * says why; a photo is an image of this field. Per-device messages go on `<index>.<part>`.
 */
export function checkDeviceInspections(
  fieldId: number,
  raw: unknown,
  refs: DeviceRefs & { files: Map<number, number> },
): DeviceChecked {
  const numberAt = (i: number, id?: unknown) => {
    const deviceId =
      id ?? (Array.isArray(raw) ? (raw[i] as { device_id?: unknown } | null)?.device_id : null);
    if (typeof deviceId !== 'number') return { number: String(i + 1) };
    return { number: String(refs.devices.get(deviceId)?.number ?? deviceId) };
  };
  const parsed = deviceInspectionsValue.safeParse(raw);
  if (!parsed.success) {
    const parts: Record<string, CodedError> = {};
    for (const issue of parsed.error.issues) {
      const [index, part] = issue.path;
      if (typeof index !== 'number') continue;
      const key = typeof part === 'string' ? part : 'device_id';
      const code =
        issue.message === CONTROL_CHARACTERS_MESSAGE
          ? 'validation.controlCharacters'
          : (PART_CODES[key] ?? 'device.inspectionShape');
      parts[`${index}.${key}`] ??= { code, params: numberAt(index) };
    }
    const first = Object.values(parts)[0];
    return { error: first ?? { code: 'device.inspectionShape' }, parts };
  }
  const entries = parsed.data;
  if (entries.length === 0) return { value: null };
  const parts: Record<string, CodedError> = {};
  const seen = new Set<number>();
  entries.forEach((e, i) => {
    const at = (part: string, code: ErrorCode) => {
      parts[`${i}.${part}`] ??= { code, params: numberAt(i, e.device_id) };
    };
    const device = refs.devices.get(e.device_id);
    if (!device || (!device.active && !refs.storedDevices.has(e.device_id))) {
      return at('device_id', 'device.inspectionDevice');
    }
    if (seen.has(e.device_id)) at('device_id', 'device.inspectionTwice');
    seen.add(e.device_id);
    const unread = UNREAD_CONDITIONS.includes(e.condition);
    if (device.activity === 'level') {
      if (e.captures !== null) at('captures', 'device.inspectionCaptures');
      if (e.activity === null && !unread) at('activity', 'device.inspectionActivity');
    } else {
      if (e.activity !== null) at('activity', 'device.inspectionActivity');
      if (e.captures && Object.keys(e.captures).some((pest) => !device.pests.includes(pest))) {
        at('captures', 'device.inspectionCaptures');
      }
    }
    if (e.bait !== null && !device.bait) at('bait', 'device.inspectionBait');
    if (e.condition === 'inaccessible' && e.note === '') at('note', 'device.inspectionReason');
    if (e.photo_file_id !== null && refs.files.get(e.photo_file_id) !== fieldId) {
      at('photo_file_id', 'device.inspectionPhoto');
    }
  });
  const first = Object.values(parts)[0];
  return first ? { error: first, parts } : { value: entries };
}
