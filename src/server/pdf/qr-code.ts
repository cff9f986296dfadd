import QRCode from 'qrcode';
import sharp from 'sharp';

/** Modules of white around the code: the QR standard asks for 4; labels are small, scanners manage with 2. */
export const QR_QUIET_MODULES = 2;

/** A QR code's dark modules, `size` x `size`, without its quiet zone. */
export interface QrMatrix {
  size: number;
  dark(x: number, y: number): boolean;
}

/** The code of `text` (error correction M: a label keeps reading with a scratch or a smudge). */
export function qrMatrix(text: string): QrMatrix {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (x, y) => modules.get(y, x) === 1 };
}

/**
 * Draws the code as one vector path of squares in a `box`-wide square at (x, y), quiet zone
 * included: crisp at any printer's resolution, and tiny in the PDF.
 */
export function drawQr(doc: PDFKit.PDFDocument, matrix: QrMatrix, x: number, y: number, box: number): void {
  const cell = box / (matrix.size + 2 * QR_QUIET_MODULES);
  const origin = QR_QUIET_MODULES * cell;
  for (let row = 0; row < matrix.size; row++) {
    // A run of dark modules in a row is one rectangle: a third of the drawing operations.
    for (let col = 0; col < matrix.size;) {
      if (!matrix.dark(col, row)) {
        col++;
        continue;
      }
      let end = col;
      while (end + 1 < matrix.size && matrix.dark(end + 1, row)) end++;
      // A hair taller and wider than the cells, so no white seam shows between neighbours.
      doc.rect(x + origin + col * cell, y + origin + row * cell, (end - col + 1) * cell + 0.05, cell + 0.05);
      col = end + 1;
    }
  }
  doc.fillColor('#000000').fill();
}

/** The same code as a PNG, `scale` pixels a module with its quiet zone: what a scanner test reads. */
export async function qrPng(matrix: QrMatrix, scale = 4): Promise<Buffer> {
  const modules = matrix.size + 2 * QR_QUIET_MODULES;
  const side = modules * scale;
  const pixels = Buffer.alloc(side * side, 255);
  for (let py = 0; py < side; py++) {
    for (let px = 0; px < side; px++) {
      const x = Math.floor(px / scale) - QR_QUIET_MODULES;
      const y = Math.floor(py / scale) - QR_QUIET_MODULES;
      if (x >= 0 && y >= 0 && x < matrix.size && y < matrix.size && matrix.dark(x, y))
        pixels[py * side + px] = 0;
    }
  }
  return sharp(pixels, { raw: { width: side, height: side, channels: 1 } })
    .png()
    .toBuffer();
}
