import { type DeviceInspection, deviceInspectionsValue, type ReportDeviceRow } from '@shared/schemas/devices';
import type { ReportDetail } from '@shared/schemas/reports';
import { UNREAD_CONDITIONS } from '../device-answers';
import { CONTENT_WIDTH, type PdfWriter, STYLES } from './pdf-writer';

/** English, like the rest of the report PDF. */
const HEADS = ['Device', 'Type', 'Zone', 'Activity', 'Bait %', 'Condition', 'Action', 'Note', 'Scanned'];
const SHARES = [9, 12, 10, 13, 8, 11, 12, 14, 10];
const HEAD_STYLE = { ...STYLES.small, bold: true, color: '#555555' };
const WIDTHS = SHARES.map((s) => (s / SHARES.reduce((a, b) => a + b, 0)) * CONTENT_WIDTH);

const words = (v: string) => {
  const text = v.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** "Medium", or per pest of the type "Mice 2, Rats 0"; nothing when the device could not be read. */
export function activityText(e: DeviceInspection, device: ReportDeviceRow | undefined): string {
  if (UNREAD_CONDITIONS.includes(e.condition)) return '';
  if (e.activity !== null) return words(e.activity);
  const captures = e.captures ?? {};
  const pests = device?.type.pests.length ? device.type.pests : Object.keys(captures);
  return pests.map((p) => `${p} ${captures[p] ?? 0}`).join(', ');
}

/** The cells of one device's findings, in the order of HEADS. */
export function deviceCells(e: DeviceInspection, device: ReportDeviceRow | undefined): string[] {
  return [
    device ? `#${device.number}` : `#${e.device_id}`,
    device?.type.name ?? '',
    device?.zone ?? '',
    activityText(e, device),
    e.bait === null ? '' : `${e.bait}%`,
    words(e.condition),
    e.action === null ? '' : words(e.action),
    e.note,
    e.scanned_at === null ? '' : 'Scanned',
  ];
}

/**
 * A Device inspection answer (issue 17) as a table, by device number, under "23 of 40 inspected":
 * of the devices in place at the location and any other the answers name.
 */
export function drawDeviceTable(w: PdfWriter, answer: unknown, report: Pick<ReportDetail, 'devices'>) {
  const parsed = deviceInspectionsValue.safeParse(answer);
  const entries = parsed.success ? parsed.data : [];
  const byId = new Map((report.devices ?? []).map((d) => [d.id, d]));
  const total = new Set([...byId.keys(), ...entries.map((e) => e.device_id)]).size;
  w.paragraph(`${entries.length} of ${total} inspected`, { ...STYLES.body, bold: true });
  w.gap(4);
  const heads = () =>
    w.tableRow(
      HEADS.map((text, i) => ({ text, width: WIDTHS[i]! })),
      HEAD_STYLE,
    );
  heads();
  w.rule();
  w.gap(3);
  const sorted = [...entries].sort(
    (a, b) => (byId.get(a.device_id)?.number ?? a.device_id) - (byId.get(b.device_id)?.number ?? b.device_id),
  );
  for (const e of sorted) {
    w.tableRow(
      deviceCells(e, byId.get(e.device_id)).map((text, i) => ({ text, width: WIDTHS[i]! })),
      STYLES.small,
      heads,
    );
  }
}
