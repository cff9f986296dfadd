import { drawQr, qrMatrix } from './qr-code';
import { CONTENT_WIDTH, PAGE, type PdfWriter, STYLES } from './pdf-writer';

/** A record's ledger code and the address that checks it (decision 0040). */
export interface PrintedVerification {
  code: string;
  url: string;
}

/** The size of the QR: a phone reads it from a printed page at arm's length. */
const QR_BOX = 64;

/**
 * The ledger's code and, beside it, a QR of the address that checks it: whoever holds the paper
 * can learn whether the record (`what`: "report", "filing") is still what was issued.
 */
export function drawVerification(
  w: PdfWriter,
  v: PrintedVerification,
  what: string,
  /** The two lines in the PDF's language (issue 35); the state forms keep the English ones. */
  words: { code: string; check: string } = {
    code: `Verification code: ${v.code}`,
    check: `Check that this ${what} is unchanged at ${v.url}`,
  },
) {
  w.gap(6);
  w.ensure(QR_BOX);
  const top = w.y;
  drawQr(w.doc, qrMatrix(v.url), w.mirrored(PAGE.left + CONTENT_WIDTH - QR_BOX, QR_BOX), top, QR_BOX);
  const width = CONTENT_WIDTH - QR_BOX - 12;
  w.paragraph(words.code, { ...STYLES.body, bold: true }, PAGE.left, width);
  w.paragraph(words.check, STYLES.muted, PAGE.left, width);
  w.y = Math.max(w.y, top + QR_BOX);
}
