import { FieldType, REPORT_STATUS_NAMES } from '@shared/constants';
import { shownRecordsOf } from '@shared/schemas/application-values';
import type { PhotosValue, ReportDetail, ReportField, SignatureValue } from '@shared/schemas/reports';
import { applicationLines, correctionLines } from './application-lines';
import { flaggedLine, scoreLine } from './checklist-lines';
import { drawDeviceTable, drawFindingPlans } from './device-table';
import { IMAGE_BOXES } from '../../pdf/image-boxes';
import type { PdfLanguage } from '../../pdf/pdf-language';
import type { PdfImage } from '../../pdf/scaled-images';
import { CONTENT_WIDTH, PAGE, PdfWriter, STYLES } from '../../pdf/pdf-writer';
import { drawVerification, type PrintedVerification } from '../../pdf/verification-block';

/**
 * A chemical application not yet submitted (or written before issue 14) as lines: product
 * (EPA Reg. No.), amount and unit, target pests; a record frozen on submit prints in full instead.
 */
function chemicalLine(value: unknown, report: Pick<ReportDetail, 'chemicals'>, l: PdfLanguage): string {
  return shownRecordsOf(value)
    .map((r) => {
      const chemical = report.chemicals.find((c) => c.id === r.chemical_id);
      const name = chemical
        ? `${chemical.name}${chemical.epa_reg_no ? ` (${l.t('pdfs.application.epaRegNo', { no: chemical.epa_reg_no })})` : ''}`
        : r.chemical_id === null
          ? l.t('pdfs.report.noProduct')
          : l.t('pdfs.report.unknownChemical', { id: r.chemical_id });
      const amount =
        r.amount === null ? '' : ` · ${l.number(r.amount)} ${r.unit ? l.unit(r.unit) : ''}`.trimEnd();
      const pest = r.target_pests ? ` · ${l.t('pdfs.report.targetPest', { pest: r.target_pests })}` : '';
      return `${name}${amount}${pest}`;
    })
    .join('\n');
}

/** The answer of a field as text, for every type that is text (not the images). */
function answerText(
  field: ReportField,
  report: Pick<ReportDetail, 'chemicals'>,
  l: PdfLanguage,
): string | null {
  const a = field.answer;
  if (a === null || a === undefined) return null;
  switch (field.field_type) {
    case FieldType.Number:
      return typeof a === 'number' ? l.number(a) : JSON.stringify(a);
    case FieldType.Date:
      return l.day(a as string);
    case FieldType.Checkboxes:
      return (a as string[]).join(l.t('pdfs.report.listSeparator'));
    case FieldType.ChemicalApplication:
      return chemicalLine(a, report, l);
    default:
      return typeof a === 'string' ? a : JSON.stringify(a);
  }
}

interface Context {
  report: ReportDetail;
  lang: PdfLanguage;
  images: Map<number, PdfImage>;
  /** Site plan images by plan id (issue 17), scaled for the PDF. */
  plans: Map<number, PdfImage>;
  verification: PrintedVerification | null;
}

/** pdfkit's parsed image (its types leave `openImage` out); drawn by passing it to `image`. */
type OpenedImage = { width: number; height: number } & Parameters<PDFKit.PDFDocument['image']>[0];

function imageSize(w: PdfWriter, data: Buffer, maxW: number, maxH: number) {
  const img = (w.doc as unknown as { openImage(d: Buffer): OpenedImage }).openImage(data);
  const scale = Math.min(maxW / img.width, maxH / img.height, 1);
  return { img, width: img.width * scale, height: img.height * scale };
}

/** A framed box the size the image would take, saying it is missing: the gap stays visible. */
function missingImage(w: PdfWriter, laidX: number, width: number, height: number, ctx: Context) {
  const x = w.mirrored(laidX, width);
  w.doc.rect(x, w.y, width, height).lineWidth(0.6).dash(3, { space: 3 }).strokeColor('#999999').stroke();
  w.doc.undash();
  const line = w.text.lines(ctx.lang.t('pdfs.report.imageMissing'), width - 12, STYLES.muted)[0];
  if (line) {
    const lineX = x + (width - line.width) / 2;
    w.text.drawLine(line, lineX, w.y + height / 2 + STYLES.muted.size / 2, line.width, STYLES.muted, 'left');
  }
}

function drawSignature(w: PdfWriter, value: SignatureValue, ctx: Context) {
  const box = IMAGE_BOXES.signature;
  const image = ctx.images.get(value.file_id);
  if (!image) {
    w.ensure(box.height + 6);
    missingImage(w, PAGE.left, box.width, box.height, ctx);
    w.y += box.height + 6;
    return;
  }
  const { img, width, height } = imageSize(w, image.data, box.width, box.height);
  w.ensure(height + 6);
  w.doc.image(img, w.mirrored(PAGE.left, width), w.y, { width, height });
  w.y += height + 2;
  const lineX = w.mirrored(PAGE.left, box.width);
  w.doc
    .moveTo(lineX, w.y)
    .lineTo(lineX + box.width, w.y)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  w.gap(4);
}

function drawPhotos(w: PdfWriter, value: PhotosValue, ctx: Context) {
  const cell = { ...IMAGE_BOXES.photo, gap: 10 };
  let x = PAGE.left;
  let rowHeight = 0;
  for (const { file_id } of value) {
    const image = ctx.images.get(file_id);
    const opened = image ? imageSize(w, image.data, cell.width, cell.height) : null;
    const { width, height } = opened ?? cell;
    if (x + width > PAGE.left + CONTENT_WIDTH) {
      w.y += rowHeight + cell.gap;
      x = PAGE.left;
      rowHeight = 0;
    }
    if (x === PAGE.left) w.ensure(cell.height);
    if (opened) w.doc.image(opened.img, w.mirrored(x, width), w.y, { width, height });
    else missingImage(w, x, width, height, ctx);
    x += width + cell.gap;
    rowHeight = Math.max(rowHeight, height);
  }
  w.y += rowHeight + 2;
}

function drawField(w: PdfWriter, field: ReportField, ctx: Context) {
  // Label and the first line of the answer stay together on one page.
  w.ensure(w.text.lineHeight(STYLES.label) + w.text.lineHeight(STYLES.body));
  w.paragraph(field.field_name, STYLES.label);
  const answer = field.answer;
  if (field.field_type === FieldType.Link) {
    const url = field.default_value ?? '';
    const top = w.y;
    w.paragraph(url, { ...STYLES.body, color: '#1c5fb8' });
    if (/^https?:\/\//i.test(url)) {
      const width = Math.min(CONTENT_WIDTH, w.text.measure(url, STYLES.body));
      w.doc.link(w.mirrored(PAGE.left, width), top, width, w.y - top, url);
    }
  } else if (answer === null || answer === undefined) {
    w.paragraph(ctx.lang.t('pdfs.report.notAnswered'), STYLES.muted);
  } else if (field.field_type === FieldType.ChemicalApplication && frozenOf(field, ctx).length > 0) {
    drawApplications(w, frozenOf(field, ctx), ctx.lang);
  } else if (field.field_type === FieldType.DeviceInspection) {
    drawDeviceTable(w, answer, ctx.report, ctx.lang);
    drawFindingPlans(w, answer, ctx.report, ctx.plans, ctx.lang);
  } else if (field.field_type === FieldType.Signature) {
    drawSignature(w, answer as SignatureValue, ctx);
  } else if (field.field_type === FieldType.Photo) {
    drawPhotos(w, answer as PhotosValue, ctx);
  } else {
    w.paragraph(
      answerText(field, ctx.report, ctx.lang) ?? ctx.lang.t('pdfs.report.notAnswered'),
      STYLES.body,
    );
  }
  drawFlag(w, field, ctx);
  w.gap(8);
}

const FLAGGED_STYLE = { size: 10, bold: true, color: '#b42318' };

/** A failing answer's flag, then its note and photos (issue 16), under the answer. */
function drawFlag(w: PdfWriter, field: ReportField, ctx: Context) {
  const flag = flaggedLine(field, ctx.lang);
  if (flag) w.paragraph(flag, FLAGGED_STYLE);
  const note = field.followup?.note?.trim();
  if (note) w.paragraph(ctx.lang.t('pdfs.report.note', { note }), STYLES.body);
  const photos = field.followup?.photos ?? [];
  if (photos.length > 0) {
    w.gap(2);
    drawPhotos(w, photos, ctx);
  }
}

const frozenOf = (field: ReportField, ctx: Context) =>
  ctx.report.applications.filter((a) => a.field_id === field.id);

/** Each application record as submitted, numbered, every element on a labelled row, then its corrections. */
function drawApplications(w: PdfWriter, records: ReportDetail['applications'], l: PdfLanguage) {
  records.forEach((a, i) => {
    w.ensure(4 * w.text.lineHeight(STYLES.body));
    w.paragraph(
      l.t('pdfs.report.application', { n: l.number(i + 1), count: l.number(records.length) }),
      STYLES.label,
    );
    for (const [label, value] of applicationLines(a, l)) w.row(label, value, 110);
    for (const [label, value] of correctionLines(a.corrections, l)) w.row(label, value, 110);
    w.gap(6);
  });
}

function drawHeader(w: PdfWriter, ctx: Context) {
  const { report, lang: l } = ctx;
  w.paragraph(report.template.name, STYLES.title);
  w.gap(4);
  const rows: [string, string][] = [
    ['job', report.job.name],
    ['location', [report.job.location.name, report.job.location.address].filter(Boolean).join(', ')],
    ['company', report.template.company_name],
    ['startedBy', report.user.name],
    ['status', statusName(report.status.status, l)],
    ['started', l.dateTime(report.start_date)],
    ['submitted', l.dateTime(report.submitted_at)],
    ['finished', l.dateTime(report.finished_at)],
  ];
  for (const [label, value] of rows) if (value) w.row(l.t(`pdfs.report.${label}`), value);
  const score = scoreLine(report.score, l);
  if (score) {
    w.gap(4);
    w.paragraph(score, { ...STYLES.body, bold: true });
  }
  const v = ctx.verification;
  if (v) {
    drawVerification(w, v, 'report', {
      code: l.t('pdfs.report.verificationCode', { code: v.code }),
      check: l.t('pdfs.report.verificationCheck', { url: v.url }),
    });
  }
  w.gap(6);
  w.rule();
  w.gap(12);
}

/** A report status, stored by its English name, as the web names it (`reports.statuses.*`). */
function statusName(name: string, l: PdfLanguage): string {
  const id = Object.entries(REPORT_STATUS_NAMES).find(([, n]) => n === name)?.[0];
  return id ? l.named(`reports.statuses.${id}`, name) : name;
}

function drawHistory(w: PdfWriter, ctx: Context) {
  w.ensure(80);
  w.gap(6);
  const l = ctx.lang;
  w.paragraph(l.t('pdfs.report.history'), STYLES.heading);
  w.gap(4);
  for (const h of ctx.report.history) {
    const to = statusName(h.to.status, l);
    const move = h.from ? l.t('pdfs.report.moved', { from: statusName(h.from.status, l), to }) : to;
    w.row(l.dateTime(h.created_at), `${move} · ${h.user.name}`, 130);
    if (h.reason) w.paragraph(h.reason, STYLES.muted, PAGE.left + 130, CONTENT_WIDTH - 130);
    w.gap(2);
  }
}

/**
 * The finished report as a PDF (issue 8): the header with the score, every shown task on a page of
 * its own with each shown field's answer (images embedded; a flagged one marked, with its note and
 * photos), the status history, and the company name and page numbers on
 * every page. Text is real text in embedded Noto fonts, so it is selectable and searchable.
 */
export async function renderReportPdf(
  report: ReportDetail,
  opts: {
    lang: PdfLanguage;
    images: Map<number, PdfImage>;
    plans?: Map<number, PdfImage>;
    /** The address `/verify/<code>` of the report's code, when it has one. */
    verifyUrl?: string;
  },
): Promise<Buffer> {
  const code = report.verification_code;
  const ctx: Context = {
    report,
    verification: code && opts.verifyUrl ? { code, url: opts.verifyUrl } : null,
    lang: opts.lang,
    images: opts.images,
    plans: opts.plans ?? new Map<number, PdfImage>(),
  };
  const w = new PdfWriter({
    title: `${report.template.name} – ${report.job.name}`,
    author: report.user.name,
    subject: opts.lang.t('pdfs.report.subject', { id: report.id }),
    // The report's date, not the moment of drawing: a kept copy and one made anew then differ only
    // in how pdfkit numbers the objects of PNG images (in the order their decoding ends).
    created: new Date(report.finished_at ?? report.updated_at),
    rtl: opts.lang.rtl,
  });
  drawHeader(w, ctx);
  report.tasks.forEach((task, i) => {
    if (i > 0) w.newPage();
    w.paragraph(task.task, STYLES.heading);
    w.gap(6);
    for (const field of task.fields) drawField(w, field, ctx);
  });
  drawHistory(w, ctx);
  w.finishPages(report.template.company_name, `${report.template.name} · ${report.job.name}`, (n, of) =>
    opts.lang.t('pdfs.page', { n: opts.lang.number(n), of: opts.lang.number(of) }),
  );
  return w.toBuffer();
}
