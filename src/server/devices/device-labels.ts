import PDFDocument from 'pdfkit';
import { deviceQrText, type DeviceRow } from '@shared/schemas/devices';
import { type Line, TextLayout, type TextStyle } from '../pdf/bidi-text';
import { attachFonts, fixArabicLigatureText } from '../pdf/fonts';
import { drawQr, qrMatrix } from '../pdf/qr-code';

const INCH = 72;

/**
 * Avery 5160 (and its equivalents) on US Letter: 3 columns of 10 labels, each 2-5/8" x 1", the
 * sheet's top margin 1/2", left margin 3/16", a column every 2-3/4" and a row every inch.
 */
export const LABEL_SHEET = {
  columns: 3,
  rows: 10,
  width: 2.625 * INCH,
  height: 1 * INCH,
  top: 0.5 * INCH,
  left: 0.1875 * INCH,
  pitchX: 2.75 * INCH,
  pitchY: 1 * INCH,
} as const;
const PER_PAGE = LABEL_SHEET.columns * LABEL_SHEET.rows;

/** Room kept free inside a label's edges: label stock is cut with some slack. */
const PAD = 4;
const QR_BOX = LABEL_SHEET.height - 2 * PAD;

const STYLES = {
  number: { size: 16, bold: true },
  type: { size: 8, bold: true },
  detail: { size: 7.5, color: '#333333' },
} satisfies Record<string, TextStyle>;

/** The first line of `text` at this width, "…" ending it when the rest did not fit. */
function oneLine(layout: TextLayout, text: string, width: number, style: TextStyle): Line | null {
  if (!text.trim()) return null;
  const lines = layout.lines(text, width, style);
  if (lines.length <= 1) return lines[0] ?? null;
  let cut = text.replace(/\s+/g, ' ').trim();
  while (cut.length > 1) {
    cut = cut.slice(0, -1).trimEnd();
    const shorter = layout.lines(`${cut}…`, width, style);
    if (shorter.length === 1) return shorter[0]!;
  }
  return lines[0]!;
}

/** Lines laid out once per document: every label repeats the location's name and a type's. */
type LineCache = Map<string, Line | null>;

function drawLabel(
  doc: PDFKit.PDFDocument,
  layout: TextLayout,
  cache: LineCache,
  device: DeviceRow,
  location: string,
  index: number,
) {
  const slot = index % PER_PAGE;
  const x = LABEL_SHEET.left + (slot % LABEL_SHEET.columns) * LABEL_SHEET.pitchX;
  const y = LABEL_SHEET.top + Math.floor(slot / LABEL_SHEET.columns) * LABEL_SHEET.pitchY;
  drawQr(doc, qrMatrix(deviceQrText(device.code)), x + PAD, y + PAD, QR_BOX);
  const textX = x + PAD + QR_BOX + 4;
  const width = LABEL_SHEET.width - (textX - x) - PAD;
  const lines: [string, TextStyle, number][] = [
    [`#${device.number}`, STYLES.number, 22],
    [device.type_name, STYLES.type, 36],
    [device.zone, STYLES.detail, 48],
    [location, STYLES.detail, 60],
  ];
  for (const [text, style, baseline] of lines) {
    const key = `${style.size}|${style.bold ?? false}|${text}`;
    if (!cache.has(key)) cache.set(key, oneLine(layout, text, width, style));
    const line = cache.get(key) ?? null;
    if (line) layout.drawLine(line, textX, y + baseline, width, style);
  }
}

/** The label sheet of a location's devices, in the order given: 30 a page, as many pages as needed. */
export async function deviceLabelsPdf(
  location: string,
  devices: DeviceRow[],
  title: string,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 0,
    info: { Title: title, Creator: 'Fieldbook' },
    // No Helvetica: pdfkit would parse its metrics for every document, and none of it is drawn.
    font: '',
  });
  attachFonts(doc);
  const layout = new TextLayout(doc);
  const cache: LineCache = new Map();
  devices.forEach((device, i) => {
    if (i > 0 && i % PER_PAGE === 0) doc.addPage({ size: 'LETTER', margin: 0 });
    drawLabel(doc, layout, cache, device, location, i);
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  fixArabicLigatureText(doc);
  doc.end();
  return done;
}

/** `device-labels-Main Street Bakery.pdf`: the location's name as the report PDFs name a job. */
export function labelsFileName(location: string): string {
  const safe = location
    .normalize('NFC')
    .replace(/['"`\u2018\u2019\u201c\u201d]/g, '')
    .replace(/[^\p{L}\p{M}\p{N} _.-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[-. ]+|[-. ]+$/g, '')
    .slice(0, 80)
    .trim();
  return safe ? `device-labels-${safe}.pdf` : 'device-labels.pdf';
}
