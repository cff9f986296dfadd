import PDFDocument from 'pdfkit';
import { TextLayout, type TextStyle } from './bidi-text';
import { attachFonts, fixArabicLigatureText } from './fonts';

/** US Letter in points, with room above and below for the running header and footer. */
export const PAGE = { width: 612, height: 792, left: 54, right: 54, top: 72, bottom: 64 };
export const CONTENT_WIDTH = PAGE.width - PAGE.left - PAGE.right;

export const STYLES = {
  title: { size: 18, bold: true },
  heading: { size: 14, bold: true },
  label: { size: 9.5, bold: true, color: '#555555' },
  body: { size: 11 },
  muted: { size: 10, color: '#777777' },
  small: { size: 8.5, color: '#666666' },
} satisfies Record<string, TextStyle>;

/**
 * A pdfkit document with a cursor that moves down the page and starts a new page when the next
 * line or image would not fit. All text goes through the bidi-aware TextLayout.
 */
export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  readonly text: TextLayout;
  y = PAGE.top;

  /** The page reads right to left (Arabic, Persian): what stands at the left of an English page stands at the right. */
  readonly rtl: boolean;

  constructor(info: { title: string; author: string; subject: string; created?: Date; rtl?: boolean }) {
    this.rtl = info.rtl ?? false;
    this.doc = new PDFDocument({
      size: 'LETTER',
      margins: { top: PAGE.top, bottom: PAGE.bottom, left: PAGE.left, right: PAGE.right },
      bufferPages: true,
      displayTitle: true,
      info: {
        Title: info.title,
        Author: info.author,
        Subject: info.subject,
        Creator: 'Fieldbook',
        ...(info.created ? { CreationDate: info.created } : {}),
      },
      // No Helvetica: pdfkit would parse its metrics for every document, and none of it is drawn.
      font: '',
    });
    attachFonts(this.doc);
    this.text = new TextLayout(this.doc, this.rtl);
  }

  get bottom() {
    return PAGE.height - PAGE.bottom;
  }

  newPage() {
    this.doc.addPage();
    this.y = PAGE.top;
  }

  /** Starts a new page unless `height` more fits on this one. */
  ensure(height: number) {
    if (this.y + height > this.bottom && this.y > PAGE.top) this.newPage();
  }

  gap(points: number) {
    this.y += points;
  }

  /**
   * Where a box laid out `x` points from the left of an English page, `width` wide, is drawn: the
   * same place, or its mirror image on a right-to-left page. Every drawing method lays out as for
   * English and draws through this, so labels go to the right and columns run right to left.
   */
  mirrored(x: number, width: number): number {
    return this.rtl ? PAGE.width - x - width : x;
  }

  /** Wrapped text; returns nothing, moves the cursor below it. */
  paragraph(text: string, style: TextStyle, x = PAGE.left, width = CONTENT_WIDTH) {
    const lineHeight = this.text.lineHeight(style);
    const drawnX = this.mirrored(x, width);
    for (const line of this.text.lines(text, width, style)) {
      this.ensure(lineHeight);
      this.text.drawLine(line, drawnX, this.y + style.size * 1.12, width, style);
      this.y += lineHeight;
    }
  }

  /** The height `paragraph` would take, without drawing. */
  heightOf(text: string, style: TextStyle, width = CONTENT_WIDTH): number {
    return this.text.lines(text, width, style).length * this.text.lineHeight(style);
  }

  /** Label and value side by side (the report header), keeping the row on one page. */
  row(label: string, value: string, labelWidth = 110) {
    const valueWidth = CONTENT_WIDTH - labelWidth;
    const height = Math.max(
      this.heightOf(label, STYLES.label, labelWidth),
      this.heightOf(value, STYLES.body, valueWidth),
    );
    this.ensure(height);
    const top = this.y;
    this.paragraph(label, { ...STYLES.label, size: STYLES.body.size - 1 }, PAGE.left, labelWidth - 8);
    const afterLabel = this.y;
    this.y = top;
    this.paragraph(value, STYLES.body, PAGE.left + labelWidth, valueWidth);
    this.y = Math.max(this.y, afterLabel);
  }

  /**
   * One row of a table: each cell wrapped in its column, the row kept on one page (a long one
   * starts the next); `header` repeats at the top of a new page.
   */
  tableRow(cells: { text: string; width: number }[], style: TextStyle, header?: () => void) {
    const height = Math.max(...cells.map((c) => this.heightOf(c.text, style, c.width - 6)));
    if (this.y + height > this.bottom && this.y > PAGE.top) {
      this.newPage();
      header?.();
    }
    const top = this.y;
    let x = PAGE.left;
    for (const cell of cells) {
      this.y = top;
      this.paragraph(cell.text, style, x, cell.width - 6);
      x += cell.width;
    }
    this.y = top + height + 3;
  }

  rule(color = '#cccccc') {
    this.doc
      .moveTo(PAGE.left, this.y)
      .lineTo(PAGE.width - PAGE.right, this.y)
      .lineWidth(0.6)
      .strokeColor(color)
      .stroke();
  }

  /** The running header and footer on every page: company name, title, "Page n of m". */
  finishPages(header: string, title: string, pageLabel: (n: number, of: number) => string) {
    const range = this.doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      this.doc.switchToPage(i);
      const half = CONTENT_WIDTH / 2 - 8;
      const headerLine = this.text.lines(header, half, STYLES.small)[0];
      if (headerLine) this.text.drawLine(headerLine, this.mirrored(PAGE.left, half), 40, half, STYLES.small);
      const titleLine = this.text.lines(title, half, STYLES.small)[0];
      if (titleLine) {
        // Against the far side whatever its direction: the title sits in the header's far corner.
        const far = PAGE.left + CONTENT_WIDTH / 2 + 8;
        this.text.drawLine(
          titleLine,
          this.mirrored(far, half),
          40,
          half,
          STYLES.small,
          this.rtl ? 'left' : 'right',
        );
      }
      this.doc
        .moveTo(PAGE.left, 48)
        .lineTo(PAGE.width - PAGE.right, 48)
        .lineWidth(0.5)
        .strokeColor('#dddddd')
        .stroke();
      const footer = pageLabel(i - range.start + 1, range.count);
      const footerLine = this.text.lines(footer, CONTENT_WIDTH, STYLES.small)[0];
      if (footerLine) {
        const x = PAGE.left + (CONTENT_WIDTH - footerLine.width) / 2;
        this.text.drawLine(footerLine, x, PAGE.height - 36, footerLine.width, STYLES.small, 'left');
      }
    }
  }

  /** Ends the document and collects its bytes. */
  async toBuffer(): Promise<Buffer> {
    const chunks: Buffer[] = [];
    const done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
    fixArabicLigatureText(this.doc);
    this.doc.end();
    return done;
  }
}
