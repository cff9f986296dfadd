/*
 * The Device inspection answer (field type 12, issue 17) as the report form holds it: one entry per
 * inspected device, the way the server checks it (src/server/reports/report-answers.ts), so the
 * form's progress and coverage agree with the server's.
 */
import { codeOfQrText } from '@shared/schemas/device-values';
import type { DeviceInspection, ReportDeviceRow } from '@shared/schemas/devices';
// The type alone: a report's page reads its answers' devices with this module and does not carry
// the outbox's code (IndexedDB) on its first screen (decision 0067).
import type { ImageRef } from './outbox';

/** An answer's entry; a photo taken on the phone is `photo: {pending}` until the outbox uploads it. */
export type DeviceEntry = DeviceInspection & { photo?: ImageRef };

const isEntry = (v: unknown): v is DeviceEntry =>
  typeof v === 'object' && v !== null && typeof (v as { device_id?: unknown }).device_id === 'number';

export const entriesOf = (value: unknown): DeviceEntry[] =>
  Array.isArray(value) ? value.filter(isEntry) : [];

/** Inaccessible counts as inspected only with its reason, as on the server's coverage rule. */
export const isInspected = (e: DeviceEntry) => e.condition !== 'inaccessible' || e.note.trim() !== '';

/** The devices a technician goes through: those in place, and any removed one the answer names. */
export const devicesToInspect = (devices: readonly ReportDeviceRow[], entries: readonly DeviceEntry[]) => {
  const named = new Set(entries.map((e) => e.device_id));
  return devices.filter((d) => d.active || named.has(d.id)).sort((a, b) => a.number - b.number);
};

/** "23 of 40 inspected": the devices in place that have their findings. */
export function progressOf(
  devices: readonly Pick<ReportDeviceRow, 'id' | 'active'>[],
  entries: readonly DeviceEntry[],
) {
  const done = new Set(entries.filter(isInspected).map((e) => e.device_id));
  const active = devices.filter((d) => d.active);
  return { done: active.filter((d) => done.has(d.id)).length, total: active.length };
}

/** The numbers of the devices in place without findings, by number: what full coverage still needs. */
export function missingNumbers(devices: readonly ReportDeviceRow[], value: unknown): number[] {
  const done = new Set(
    entriesOf(value)
      .filter(isInspected)
      .map((e) => e.device_id),
  );
  return devices
    .filter((d) => d.active && !done.has(d.id))
    .map((d) => d.number)
    .sort((a, b) => a - b);
}

/** The entries with this device's replaced where it stood, or added last. */
export function withEntry(entries: readonly DeviceEntry[], entry: DeviceEntry): DeviceEntry[] {
  const at = entries.findIndex((e) => e.device_id === entry.device_id);
  return at < 0 ? [...entries, entry] : entries.map((e, i) => (i === at ? entry : e));
}

export const withoutDevice = (entries: readonly DeviceEntry[], deviceId: number) =>
  entries.filter((e) => e.device_id !== deviceId);

/** The photo an entry shows: the one taken on the phone, or the stored one. */
export const photoOf = (e: DeviceEntry): ImageRef | null =>
  e.photo && 'pending' in e.photo ? e.photo : e.photo_file_id !== null ? { file_id: e.photo_file_id } : null;

export type ScanMatch =
  { kind: 'device'; device: ReportDeviceRow } | { kind: 'notDevice' } | { kind: 'otherLocation' };

/** What a scanned text names: a device of this location, another label, or no device label at all. */
export function matchScan(text: string, devices: readonly ReportDeviceRow[]): ScanMatch {
  const code = codeOfQrText(text.trim());
  if (code === null) return { kind: 'notDevice' };
  const device = devices.find((d) => d.code === code && d.active);
  return device ? { kind: 'device', device } : { kind: 'otherLocation' };
}

const pad = (n: number) => String(Math.floor(Math.abs(n))).padStart(2, '0');

/** The moment as the phone's local time with its offset ("2026-11-26T09:12:30-05:00"). */
export function isoWithOffset(date: Date): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  return `${day}T${time}${sign}${pad(offset / 60)}:${pad(offset % 60)}`;
}

/** The server's messages per `<index>.<part>` of the answer, by device. */
export function partErrorsByDevice(
  entries: readonly DeviceEntry[],
  partErrors: Record<string, string>,
): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const [key, text] of Object.entries(partErrors)) {
    const entry = entries[Number(key.split('.')[0])];
    if (!entry) continue;
    out.set(entry.device_id, [...(out.get(entry.device_id) ?? []), text]);
  }
  return out;
}
