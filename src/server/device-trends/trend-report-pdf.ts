import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import type { PdfLanguage } from '../pdf/pdf-language';
import { CONTENT_WIDTH, PdfWriter, STYLES } from '../pdf/pdf-writer';
import { drawSitePlan } from '../pdf/site-plan-drawing';
import { type ChartSeries, lineChart } from '../pdf/charts';
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

/** "2026-07-01" as "1 Jul 2026" (the English report's days; the others write them as `PdfLanguage.day`). */
export const dayText = (day: string) => dayjs.utc(day).format('D MMM YYYY');
export const periodText = (from: string, to: string) => `${dayText(from)} – ${dayText(to)}`;

const series = (name: string, points: { activity: number }[], l: PdfLanguage) => ({
  name: name || l.t('pdfs.trend.noZone'),
  values: points.map((p) => p.activity),
});

/** The legend's entries, named by `pdfs.trend.legend.*`. */
const PLAN_LEGEND = (['none', 'low', 'medium', 'high', 'uninspected'] as const).map((key) => ({
  key,
  color: ACTIVITY_COLORS[key],
}));

/** The plan with each placed device of the period coloured by its activity. */
function drawPlan(pdf: PdfWriter, plan: ReportPlan, byId: Map<number, TrendDevice>, l: PdfLanguage) {
  const markers = plan.places.flatMap((place) => {
    const device = byId.get(place.device_id);
    return device ? [{ number: device.number, x: place.x, y: place.y, color: activityColor(device) }] : [];
  });
  const legend = PLAN_LEGEND.map((e) => ({ name: l.t(`pdfs.trend.legend.${e.key}`), color: e.color }));
  drawSitePlan(pdf, { ...plan, markers, legend, heading: l.t('pdfs.sitePlan', { name: plan.name }) });
}

const COLUMNS = [52, 110, 100, 44, 50, 44, 104];

const HEADS = ['device', 'type', 'zone', 'visits', 'total', 'peak', 'lastCondition'];

function findingsTable(pdf: PdfWriter, data: TrendReportData, l: PdfLanguage) {
  const scale = CONTENT_WIDTH / COLUMNS.reduce((a, b) => a + b, 0);
  const cells = (texts: string[]) => texts.map((text, i) => ({ text, width: COLUMNS[i]! * scale }));
  const head = () => {
    pdf.tableRow(cells(HEADS.map((key) => l.t(`pdfs.trend.heads.${key}`))), STYLES.label);
    pdf.rule();
    pdf.gap(3);
  };
  // The heading, its note, the column heads and a first row stay together.
  pdf.ensure(110);
  pdf.paragraph(l.t('pdfs.trend.findings'), STYLES.heading);
  pdf.paragraph(l.t('pdfs.trend.thresholdNote', { threshold: l.number(data.range.threshold) }), STYLES.muted);
  pdf.gap(4);
  head();
  for (const d of data.devices) {
    const row = cells([
      `${l.number(d.number)}${d.above_threshold ? ' *' : ''}`,
      d.type_name,
      d.zone,
      l.number(d.inspections),
      l.number(d.total),
      d.inspections ? l.number(d.peak) : '',
      d.last_condition
        ? l.named(`deviceInspection.conditions.${d.last_condition}`, d.last_condition)
        : l.t('pdfs.trend.legend.uninspected'),
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

function correctiveNotes(pdf: PdfWriter, data: TrendReportData, l: PdfLanguage) {
  pdf.ensure(60);
  pdf.paragraph(l.t('pdfs.trend.correctiveNotes'), STYLES.heading);
  pdf.gap(4);
  if (data.notes.length === 0) pdf.paragraph(l.t('pdfs.trend.noNotes'), STYLES.muted);
  for (const n of data.notes) {
    const action =
      n.action && n.action !== 'none'
        ? l.named(`deviceInspection.actions.${n.action}`, n.action.replace(/_/g, ' '))
        : '';
    const condition = n.condition ? l.named(`deviceInspection.conditions.${n.condition}`, n.condition) : '';
    const what = [condition, action, n.note].filter(Boolean).join(' · ');
    const when = l.dateTime(n.inspected_at);
    pdf.paragraph(l.t('pdfs.trend.noteLine', { number: l.number(n.number), when, what }), {
      ...STYLES.body,
      size: 10,
    });
    pdf.gap(2);
  }
  pdf.gap(8);
  pdf.paragraph(l.t('pdfs.trend.correctiveActions'), { size: 11, bold: true });
  pdf.gap(4);
  if (data.actions.length === 0) pdf.paragraph(l.t('pdfs.trend.noActions'), STYLES.muted);
  for (const a of data.actions) {
    const status = l.named(`correctiveActions.status.${a.status}`, a.status.replace(/_/g, ' '));
    pdf.paragraph(l.t('pdfs.trend.actionLine', { title: a.title, status, when: l.dateTime(a.created_at) }), {
      ...STYLES.body,
      size: 10,
    });
    if (a.closing_note) {
      pdf.paragraph(l.t('pdfs.trend.closingNote', { note: a.closing_note }), { ...STYLES.muted, size: 9.5 });
    }
    pdf.gap(2);
  }
}

/**
 * The quarterly trend report (issue 17): header, site plans coloured by activity, the charts
 * (location total, per zone, per pest), the findings table and the corrective notes and actions.
 */
export async function trendReportPdf(data: TrendReportData, l: PdfLanguage, made: Date): Promise<Buffer> {
  const english = l.language === 'en';
  const { from, to } = data.range;
  const period = english
    ? periodText(from, to)
    : l.t('pdfs.trend.periodValue', { from: l.day(from), to: l.day(to) });
  const title = english ? TREND_REPORT_TITLE : l.t('pdfs.trend.title');
  const pdf = new PdfWriter({
    title,
    author: data.company,
    subject: data.location.name,
    created: made,
    rtl: l.rtl,
  });
  pdf.paragraph(title, STYLES.title);
  pdf.gap(6);
  pdf.row(l.t('pdfs.report.location'), data.location.name);
  pdf.row(l.t('pdfs.trend.period'), period);
  pdf.row(l.t('pdfs.report.company'), data.company);
  pdf.row(l.t('pdfs.trend.devices'), l.number(data.devices.length));
  pdf.gap(12);
  const byId = new Map(data.devices.map((d) => [d.device_id, d]));
  for (const plan of data.plans) drawPlan(pdf, plan, byId, l);
  const { months } = data.trends;
  const total = months.map((_, i) => data.devices.reduce((sum, d) => sum + (d.points[i]?.activity ?? 0), 0));
  const chart = (key: string, lines: ChartSeries[]) =>
    lineChart(pdf, l.t(`pdfs.trend.${key}`), months, lines, l);
  chart('chartTotal', [{ name: l.t('pdfs.trend.allDevices'), values: total }]);
  if (data.trends.zones.length > 0)
    chart(
      'chartZones',
      data.trends.zones.map((z) => series(z.zone, z.points, l)),
    );
  if (data.trends.pests.length > 0)
    chart(
      'chartPests',
      data.trends.pests.map((p) => series(p.pest, p.points, l)),
    );
  findingsTable(pdf, data, l);
  correctiveNotes(pdf, data, l);
  pdf.finishPages(data.company, title, (n, of) => l.t('pdfs.page', { n: l.number(n), of: l.number(of) }));
  return pdf.toBuffer();
}
