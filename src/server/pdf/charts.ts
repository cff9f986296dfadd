import type { PdfLanguage } from './pdf-language';
import type { TextStyle } from './bidi-text';
import { CONTENT_WIDTH, PAGE, type PdfWriter } from './pdf-writer';

/** A few distinguishable colours for the lines of one chart; more series repeat them dashed. */
const SERIES_COLORS = [
  '#1c7ed6',
  '#e8590c',
  '#2f9e44',
  '#ae3ec9',
  '#f59f00',
  '#0c8599',
  '#c2255c',
  '#5c940d',
];
const AXIS = '#888888';
const GRID = '#e5e5e5';
const TICK: TextStyle = { size: 7, color: '#555555' };

export interface ChartSeries {
  name: string;
  values: number[];
}

/** One line of text at (x, baseline), left, centred or right in `width`. */
export function label(
  pdf: PdfWriter,
  text: string,
  x: number,
  baseline: number,
  style: TextStyle,
  align: 'left' | 'center' | 'right' = 'left',
  width = 200,
) {
  const line = pdf.text.lines(text, width, style)[0];
  if (!line) return;
  const dx = align === 'left' ? 0 : align === 'center' ? (width - line.width) / 2 : width - line.width;
  pdf.text.drawLine({ ...line, rtl: false }, x + dx, baseline, line.width, style);
}

/** A rounded-up axis maximum: 1, 2, 5 or 10 times a power of ten. */
function niceMax(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return ([1, 2, 5, 10].find((f) => f * power >= max) ?? 10) * power;
}

/** Grid lines that land on whole numbers: 1–5 one apiece, 2·10ⁿ in quarters, else fifths. */
function tickCount(max: number): number {
  if (max <= 5) return max;
  return max / 10 ** Math.floor(Math.log10(max)) === 2 ? 4 : 5;
}

/** "2026-07" as "Jul 26", the axis labels of a chart. */
function monthLabel(month: string): string {
  const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${names[Number(month.slice(5, 7)) - 1] ?? ''} ${month.slice(2, 4)}`;
}

/**
 * A titled line chart of activity per month, drawn as vector paths at the cursor (bars when there
 * is a single series, so a one-line total reads as a histogram), with a legend under it.
 */
export function lineChart(
  pdf: PdfWriter,
  title: string,
  months: string[],
  series: ChartSeries[],
  /** The PDF's language for the axis's numbers and months; English ("Jul 26") without. */
  l?: PdfLanguage,
) {
  const height = 150;
  const legendRows = series.length > 1 ? Math.ceil(series.length / 4) : 0;
  pdf.ensure(height + 40 + legendRows * 12);
  pdf.paragraph(title, { size: 11, bold: true });
  pdf.gap(4);
  const doc = pdf.doc;
  const left = PAGE.left + 28;
  const width = CONTENT_WIDTH - 28;
  const top = pdf.y;
  const bottom = top + height - 18;
  const max = niceMax(Math.max(0, ...series.flatMap((s) => s.values)));
  const ticks = tickCount(max);
  for (let i = 0; i <= ticks; i++) {
    const y = bottom - ((bottom - top) * i) / ticks;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.4)
      .strokeColor(i === 0 ? AXIS : GRID)
      .stroke();
    const tick = (max * i) / ticks;
    label(pdf, l ? l.number(tick) : String(tick), PAGE.left, y + 2.5, TICK, 'right', 24);
  }
  const step = width / Math.max(months.length, 1);
  const xOf = (i: number) => left + step * (i + 0.5);
  const every = Math.max(1, Math.ceil(months.length / 12));
  months.forEach((m, i) => {
    if (i % every === 0)
      label(
        pdf,
        l && l.language !== 'en' ? l.month(m) : monthLabel(m),
        xOf(i) - 20,
        bottom + 10,
        TICK,
        'center',
        40,
      );
  });
  const yOf = (v: number) => bottom - ((bottom - top) * v) / max;
  if (series.length === 1) {
    const bar = Math.max(1, step * 0.6);
    series[0]!.values.forEach((v, i) => {
      if (v > 0)
        doc
          .rect(xOf(i) - bar / 2, yOf(v), bar, bottom - yOf(v))
          .fillColor(SERIES_COLORS[0]!)
          .fill();
    });
  } else {
    series.forEach((s, n) => {
      const color = SERIES_COLORS[n % SERIES_COLORS.length]!;
      s.values.forEach((v, i) => (i === 0 ? doc.moveTo(xOf(i), yOf(v)) : doc.lineTo(xOf(i), yOf(v))));
      if (n >= SERIES_COLORS.length) doc.dash(3, { space: 2 });
      doc.lineWidth(1.2).strokeColor(color).stroke().undash();
    });
  }
  pdf.y = top + height;
  if (legendRows > 0)
    legend(
      pdf,
      series.map((s, n) => ({ name: s.name, color: SERIES_COLORS[n % SERIES_COLORS.length]! })),
    );
  pdf.gap(10);
}

/** Coloured swatches with their names, four to a row; a swatch with a ring is outlined in it. */
export function legend(pdf: PdfWriter, items: { name: string; color: string; ring?: string }[]) {
  const column = CONTENT_WIDTH / 4;
  items.forEach((item, i) => {
    const x = PAGE.left + column * (i % 4);
    if (i % 4 === 0 && i > 0) pdf.gap(12);
    pdf.doc
      .rect(x, pdf.y + 2, 8, 8)
      .fillColor(item.color)
      .fill();
    if (item.ring)
      pdf.doc
        .rect(x, pdf.y + 2, 8, 8)
        .lineWidth(0.8)
        .strokeColor(item.ring)
        .stroke();
    label(pdf, item.name, x + 12, pdf.y + 9, { size: 8 }, 'left', column - 14);
  });
  pdf.gap(14);
}
