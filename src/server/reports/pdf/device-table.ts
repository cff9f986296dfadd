import { FINDING_COLOR_KEYS, FINDING_COLORS, FINDING_LABELS, findingColorKey } from '@shared/device-findings';
import { type DeviceInspection, deviceInspectionsValue, type ReportDeviceRow } from '@shared/schemas/devices';
import type { ReportDetail } from '@shared/schemas/reports';
import { UNREAD_CONDITIONS } from '../../devices/devices.public';
import type { PdfLanguage } from '../../pdf/pdf-language';
import { CONTENT_WIDTH, type PdfWriter, STYLES } from '../../pdf/pdf-writer';
import type { PdfImage } from '../../pdf/scaled-images';
import { drawSitePlan } from '../../pdf/site-plan-drawing';

/** The columns, named by `pdfs.devices.*`; on a right-to-left page they run from the right. */
const HEADS = ['device', 'type', 'zone', 'activity', 'bait', 'condition', 'action', 'note', 'scanned'];
const SHARES = [9, 12, 10, 13, 8, 11, 12, 14, 10];
const HEAD_STYLE = { ...STYLES.small, bold: true, color: '#555555' };
const WIDTHS = SHARES.map((s) => (s / SHARES.reduce((a, b) => a + b, 0)) * CONTENT_WIDTH);

const words = (v: string) => {
  const text = v.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/**
 * "Medium", or per pest of the type "Mice 2, Rats 0"; nothing when the device could not be read.
 * Levels, conditions and actions as the web names them (`deviceInspection.*`).
 */
function activityText(e: DeviceInspection, device: ReportDeviceRow | undefined, l: PdfLanguage): string {
  if (UNREAD_CONDITIONS.includes(e.condition)) return '';
  if (e.activity !== null) return l.named(`deviceInspection.levels.${e.activity}`, words(e.activity));
  const captures = e.captures ?? {};
  const pests = device?.type.pests.length ? device.type.pests : Object.keys(captures);
  return pests.map((p) => `${p} ${l.number(captures[p] ?? 0)}`).join(l.t('pdfs.report.listSeparator'));
}

/** The cells of one device's findings, in the order of HEADS. */
function deviceCells(e: DeviceInspection, device: ReportDeviceRow | undefined, l: PdfLanguage): string[] {
  return [
    `#${l.number(device ? device.number : e.device_id)}`,
    device?.type.name ?? '',
    device?.zone ?? '',
    activityText(e, device, l),
    e.bait === null ? '' : l.t('pdfs.devices.baitValue', { percent: l.number(e.bait) }),
    l.named(`deviceInspection.conditions.${e.condition}`, words(e.condition)),
    e.action === null ? '' : l.named(`deviceInspection.actions.${e.action}`, words(e.action)),
    e.note,
    e.scanned_at === null ? '' : l.t('deviceInspection.scanned'),
  ];
}

/**
 * A Device inspection answer (issue 17) as a table, by device number, under "23 of 40 inspected":
 * of the devices in place at the location and any other the answers name.
 */
export function drawDeviceTable(
  w: PdfWriter,
  answer: unknown,
  report: Pick<ReportDetail, 'devices'>,
  l: PdfLanguage,
) {
  const parsed = deviceInspectionsValue.safeParse(answer);
  const entries = parsed.success ? parsed.data : [];
  const byId = new Map((report.devices ?? []).map((d) => [d.id, d]));
  const total = new Set([...byId.keys(), ...entries.map((e) => e.device_id)]).size;
  w.paragraph(l.t('deviceInspection.progress', { done: l.number(entries.length), total: l.number(total) }), {
    ...STYLES.body,
    bold: true,
  });
  w.gap(4);
  const heads = () =>
    w.tableRow(
      HEADS.map((key, i) => ({ text: l.t(`pdfs.devices.${key}`), width: WIDTHS[i]! })),
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
      deviceCells(e, byId.get(e.device_id), l).map((text, i) => ({ text, width: WIDTHS[i]! })),
      STYLES.small,
      heads,
    );
  }
}

/** The site plans of the report's location on which at least one of its devices is placed. */
export function plansWithDevices(report: Pick<ReportDetail, 'devices' | 'site_plans'>) {
  const placed = new Set((report.devices ?? []).flatMap((d) => (d.place ? [d.place.plan_id] : [])));
  return (report.site_plans ?? []).filter((p) => placed.has(p.id));
}

/** The legend in the PDF's language (`pdfs.devices.legend.*`; English as FINDING_LABELS names them). */
const findingLegend = (l: PdfLanguage) =>
  FINDING_COLOR_KEYS.map((key) => ({
    name: l.named(`pdfs.devices.legend.${key}`, FINDING_LABELS[key]),
    color: FINDING_COLORS[key].fill,
    ring: FINDING_COLORS[key].ring,
  }));

/**
 * Under a Device inspection answer's table: each plan with a placed device, every placed device
 * coloured by this visit's findings (src/shared/device-findings.ts, as the web shows them).
 * `images` holds the scaled plan images by plan id; a plan without one draws as not available.
 */
export function drawFindingPlans(
  w: PdfWriter,
  answer: unknown,
  report: Pick<ReportDetail, 'devices' | 'site_plans'>,
  images: Map<number, PdfImage>,
  l: PdfLanguage,
) {
  const parsed = deviceInspectionsValue.safeParse(answer);
  const byDevice = new Map((parsed.success ? parsed.data : []).map((e) => [e.device_id, e]));
  for (const plan of plansWithDevices(report)) {
    const markers = (report.devices ?? []).flatMap((d) => {
      if (d.place?.plan_id !== plan.id) return [];
      const { fill, ring } = FINDING_COLORS[findingColorKey(byDevice.get(d.id), d.type)];
      return [{ number: d.number, x: d.place.x, y: d.place.y, color: fill, ring }];
    });
    w.gap(8);
    drawSitePlan(w, {
      name: plan.name,
      width: plan.width,
      height: plan.height,
      image: images.get(plan.id)?.data ?? null,
      markers,
      legend: findingLegend(l),
      heading: l.t('pdfs.sitePlan', { name: plan.name }),
    });
  }
}
