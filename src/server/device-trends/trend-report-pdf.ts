import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { formatDateTime } from '@shared/dates';
import { CONTENT_WIDTH, PdfWriter, STYLES } from '../pdf/pdf-writer';
import { drawSitePlan } from '../pdf/site-plan-drawing';
import { lineChart } from '../pdf/charts';
import type { TrendDevice } from './device-trends.repository';
import type { ReportPlan, TrendReportData } from './trend-report.repository';

dayjs.extend(utc);

export const TREND_REPORT_TITLE = 'Device trend report';

/** How a device shows on the plan, by its highest activity of one visit in the period. */
export const ACTIVITY_COLORS = {
  none: '#2f9e44',
  low: '#fab005',
  medium: '#fd7e14',
  high: '#e03131',
  uninspected: '#adb5bd',
} as const;

/**
 * Grey when not inspected in the period, red at or above the threshold (or a high level), else
 * green, yellow and orange for none, low and medium (levels 0–2, or as many captures).
 */
export function activityColor(d: Pick<TrendDevice, 'inspections' | 'peak' | 'above_threshold'>): string {
  if (d.inspections === 0) return ACTIVITY_COLORS.uninspected;
  if (d.above_threshold || d.peak >= 3) return ACTIVITY_COLORS.high;
  return [ACTIVITY_COLORS.none, ACTIVITY_COLORS.low, ACTIVITY_COLORS.medium][d.peak] ?? ACTIVITY_COLORS.high;
}

/** "2026-07-01" as "1 Jul 2026". */
export const dayText = (day: string) => dayjs.utc(day).format('D MMM YYYY');
export const periodText = (from: string, to: string) => `${dayText(from)} – ${dayText(to)}`;

const series = (name: string, points: { activity: number }[]) => ({
  name: name || '(no zone)',
  values: points.map((p) => p.activity),
});

const PLAN_LEGEND = [
  { name: 'No activity', color: ACTIVITY_COLORS.none },
  { name: 'Low', color: ACTIVITY_COLORS.low },
  { name: 'Medium', color: ACTIVITY_COLORS.medium },
  { name: 'High / above threshold', color: ACTIVITY_COLORS.high },
  { name: 'Not inspected', color: ACTIVITY_COLORS.uninspected },
];

/** The plan with each placed device of the period coloured by its activity. */
function drawPlan(pdf: PdfWriter, plan: ReportPlan, byId: Map<number, TrendDevice>) {
  const markers = plan.places.flatMap((place) => {
    const device = byId.get(place.device_id);
    return device ? [{ number: device.number, x: place.x, y: place.y, color: activityColor(device) }] : [];
  });
  drawSitePlan(pdf, { ...plan, markers, legend: PLAN_LEGEND });
}

const COLUMNS = [52, 110, 100, 44, 50, 44, 104];

function findingsTable(pdf: PdfWriter, data: TrendReportData) {
  const scale = CONTENT_WIDTH / COLUMNS.reduce((a, b) => a + b, 0);
  const cells = (texts: string[]) => texts.map((text, i) => ({ text, width: COLUMNS[i]! * scale }));
  const head = () => {
    pdf.tableRow(
      cells(['Device', 'Type', 'Zone', 'Visits', 'Total', 'Peak', 'Last condition']),
      STYLES.label,
    );
    pdf.rule();
    pdf.gap(3);
  };
  // The heading, its note, the column heads and a first row stay together.
  pdf.ensure(110);
  pdf.paragraph('Findings', STYLES.heading);
  pdf.paragraph(
    `Devices marked * reached the threshold (${data.range.threshold}) on at least one visit.`,
    STYLES.muted,
  );
  pdf.gap(4);
  head();
  for (const d of data.devices) {
    const row = cells([
      `${d.number}${d.above_threshold ? ' *' : ''}`,
      d.type_name,
      d.zone,
      String(d.inspections),
      String(d.total),
      d.inspections ? String(d.peak) : '',
      d.last_condition ?? 'Not inspected',
    ]);
    pdf.tableRow(
      row,
      d.above_threshold
        ? { ...STYLES.body, size: 9.5, bold: true, color: '#c92a2a' }
        : { ...STYLES.body, size: 9.5 },
      head,
    );
  }
  pdf.gap(10);
}

function correctiveNotes(pdf: PdfWriter, data: TrendReportData, tz: string) {
  pdf.ensure(60);
  pdf.paragraph('Corrective notes', STYLES.heading);
  pdf.gap(4);
  if (data.notes.length === 0)
    pdf.paragraph('No device findings needed a note in this period.', STYLES.muted);
  for (const n of data.notes) {
    const what = [n.condition, n.action && n.action !== 'none' ? n.action.replace(/_/g, ' ') : '', n.note]
      .filter(Boolean)
      .join(' · ');
    pdf.paragraph(`Device ${n.number}, ${formatDateTime(n.inspected_at, tz)}: ${what}`, {
      ...STYLES.body,
      size: 10,
    });
    pdf.gap(2);
  }
  pdf.gap(8);
  pdf.paragraph('Corrective actions', { size: 11, bold: true });
  pdf.gap(4);
  if (data.actions.length === 0)
    pdf.paragraph('No corrective actions were opened in this period.', STYLES.muted);
  for (const a of data.actions) {
    pdf.paragraph(`${a.title} (${a.status.replace(/_/g, ' ')}, opened ${formatDateTime(a.created_at, tz)})`, {
      ...STYLES.body,
      size: 10,
    });
    if (a.closing_note) pdf.paragraph(`Closing note: ${a.closing_note}`, { ...STYLES.muted, size: 9.5 });
    pdf.gap(2);
  }
}

/**
 * The quarterly trend report (issue 17): header, site plans coloured by activity, the charts
 * (location total, per zone, per pest), the findings table and the corrective notes and actions.
 */
export async function trendReportPdf(data: TrendReportData, tz: string, made: Date): Promise<Buffer> {
  const period = periodText(data.range.from, data.range.to);
  const pdf = new PdfWriter({
    title: TREND_REPORT_TITLE,
    author: data.company,
    subject: data.location.name,
    created: made,
  });
  pdf.paragraph(TREND_REPORT_TITLE, STYLES.title);
  pdf.gap(6);
  pdf.row('Location', data.location.name);
  pdf.row('Period', period);
  pdf.row('Company', data.company);
  pdf.row('Devices', String(data.devices.length));
  pdf.gap(12);
  const byId = new Map(data.devices.map((d) => [d.device_id, d]));
  for (const plan of data.plans) drawPlan(pdf, plan, byId);
  const { months } = data.trends;
  const total = months.map((_, i) => data.devices.reduce((sum, d) => sum + (d.points[i]?.activity ?? 0), 0));
  lineChart(pdf, 'Activity per month, all devices', months, [{ name: 'All devices', values: total }]);
  if (data.trends.zones.length > 0) {
    lineChart(
      pdf,
      'Activity per month by zone',
      months,
      data.trends.zones.map((z) => series(z.zone, z.points)),
    );
  }
  if (data.trends.pests.length > 0) {
    lineChart(
      pdf,
      'Activity per month by pest',
      months,
      data.trends.pests.map((p) => series(p.pest, p.points)),
    );
  }
  findingsTable(pdf, data);
  correctiveNotes(pdf, data, tz);
  pdf.finishPages(data.company, TREND_REPORT_TITLE, (n, of) => `Page ${n} of ${of}`);
  return pdf.toBuffer();
}
